import type { TextareaHTMLAttributes } from 'react'

import styles from './field.module.css'

export type TextAreaFieldProps = {
  id: string
  label: string
  /** Translated messages, shown comma-joined under the input (spec §5). */
  errors?: string[]
} & TextareaHTMLAttributes<HTMLTextAreaElement>

/** A labelled multi-line input with its error line, tied to it for screen readers (as TextField). */
export function TextAreaField({ id, label, errors, className, rows = 4, ...props }: TextAreaFieldProps) {
  const errorId = `${id}-error`
  const invalid = !!errors?.length
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        {...props}
      />
      {invalid && (
        <p id={errorId} className={styles.error}>
          {errors.join(', ')}
        </p>
      )}
    </div>
  )
}
