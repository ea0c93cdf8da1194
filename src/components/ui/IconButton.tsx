import type { ButtonHTMLAttributes, ReactNode } from 'react'

import styles from './button.module.css'

/**
 * A round icon-only button; `label` is its accessible name. A file of its own: the header's burger needs it
 * on every page, the buttons with a spinner (./Button.tsx) only the forms.
 */
export function IconButton({ label, children, className, type = 'button', ...props }: { label: string; children: ReactNode } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={[styles.iconButton, className].filter(Boolean).join(' ')} aria-label={label} title={label} {...props}>
      {children}
    </button>
  )
}
