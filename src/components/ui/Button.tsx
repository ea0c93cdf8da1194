import type { ButtonHTMLAttributes, ComponentProps } from 'react'

import styles from './button.module.css'
import { Spinner } from './Spinner'

export type ButtonVariant = 'primary' | 'outline' | 'ghost'
export type ButtonSize = 'small' | 'medium' | 'large'

type Look = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean }

function buttonClass({ variant = 'primary', size = 'medium', block }: Look, extra?: string): string {
  return [styles.button, styles[variant], size !== 'medium' && styles[size], block && styles.block, extra].filter(Boolean).join(' ')
}

/** A button; `loading` shows a spinner with its text and keeps the button from being pressed again. */
export function Button({ variant, size, block, loading, className, children, type = 'button', ...props }: Look & { loading?: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={buttonClass({ variant, size, block }, className)} aria-busy={loading || undefined} disabled={props.disabled || loading} {...props}>
      {loading && <Spinner />}
      {children}
    </button>
  )
}

/** A link that looks like a button (site paths use client navigation). */
export function ButtonLink({ variant, size, block, className, ...props }: Look & ComponentProps<'a'> & { href: string }) {
  return <a className={buttonClass({ variant, size, block }, className)} {...props} />
}
