import type { ReactNode } from 'react'

import { ErrorIllustration } from './ErrorIllustration'
import styles from './error.module.css'

export type ErrorShortcut = { href: string; label: string }

/**
 * The error page (spec §2, §8): an image, the message ('page-not-found' for 404, 'some-page-error'
 * otherwise), a short text and shortcuts to the main page, projects, apartments and news-promo.
 * Texts come in translated, so the client error boundary can use it too.
 */
export function ErrorView({
  title,
  text,
  detail,
  shortcutsLabel,
  shortcuts,
  action,
  as: Root = 'main',
}: {
  title: string
  text: string
  /** A technical line under the text: 'Page Not Found: {path}' (spec §5, §8). */
  detail?: string
  shortcutsLabel: string
  shortcuts: ErrorShortcut[]
  action?: ReactNode
  /** 'section' when shown inside another page (the /test-ui gallery). */
  as?: 'main' | 'section'
}) {
  return (
    <Root className={`container ${styles.error}`} id={Root === 'main' ? 'main' : undefined}>
      <ErrorIllustration className={styles.image} />
      <div className={styles.body}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        {detail && <p className={styles.detail}>{detail}</p>}
        <nav aria-label={shortcutsLabel}>
          <ul className={styles.shortcuts}>
            {shortcuts.map((shortcut) => (
              <li key={shortcut.href}>
                <a className={styles.shortcut} href={shortcut.href}>
                  {shortcut.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {action}
      </div>
    </Root>
  )
}

/** What search-engine bots get instead (spec §2): the status and a plain page. */
export function PlainErrorView({ title }: { title: string }) {
  return (
    <main className="container" id="main">
      <h1>{title}</h1>
    </main>
  )
}
