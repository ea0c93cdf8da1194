import type { CSSProperties } from 'react'

import { Logo, LogoMark } from '../../components/brand/Logo'

/**
 * The site's logo in the admin (the login page) and its mark as the admin's icon (the top bar), instead
 * of Payload's. The site's colour tokens are not loaded here: the brand green is given, the wordmark
 * takes the admin theme's text colour, so it reads in the dark theme too.
 */
const TOKENS = { '--color-accent': '#0b5d4b', '--color-ink': 'var(--theme-text)', '--font-sans': 'system-ui, sans-serif', display: 'inline-flex' } as CSSProperties

export function AdminLogo() {
  return (
    <span style={{ ...TOKENS, transform: 'scale(1.4)', transformOrigin: 'center', padding: '8px 0' }}>
      <Logo />
    </span>
  )
}

export function AdminIcon() {
  return (
    <span style={{ ...TOKENS, width: 25, height: 25 }}>
      <LogoMark />
    </span>
  )
}
