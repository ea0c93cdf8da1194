import type { SelectHTMLAttributes } from 'react'

import styles from './field.module.css'

export type SelectFieldProps = {
  id: string
  label: string
  options: ReadonlyArray<{ value: string; label: string }>
  /** A first, empty choice ("choose…"), for a field the visitor must pick. */
  placeholder?: string
  /** Translated messages, shown comma-joined under the input (spec §5). */
  errors?: string[]
} & SelectHTMLAttributes<HTMLSelectElement>

/** A labelled native select with its error line (native: keyboard, screen readers and phones handle it). */
export function SelectField({ id, label, options, placeholder, errors, className, ...props }: SelectFieldProps) {
  const errorId = `${id}-error`
  const invalid = !!errors?.length
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select id={id} className={`${styles.input} ${styles.select}`} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...props}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {errors.join(', ')}
        </p>
      )}
    </div>
  )
}
