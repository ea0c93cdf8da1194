import type { InputHTMLAttributes } from 'react'

import styles from './field.module.css'

export type TextFieldProps = {
  id: string
  label: string
  /** Translated messages, shown comma-joined under the input (spec §5). */
  errors?: string[]
} & InputHTMLAttributes<HTMLInputElement>

/** A labelled input with its error line; the error is tied to the input for screen readers. */
export function TextField({ id, label, errors, className, ...props }: TextFieldProps) {
  const errorId = `${id}-error`
  const invalid = !!errors?.length
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input id={id} className={styles.input} aria-invalid={invalid || undefined} aria-describedby={invalid ? errorId : undefined} {...props} />
      {invalid && (
        <p id={errorId} className={styles.error}>
          {errors.join(', ')}
        </p>
      )}
    </div>
  )
}
