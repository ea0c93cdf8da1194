import { Link } from '@/i18n/server-link'
import buttons from '@/components/ui/button.module.css'
import styles from './purchase-hero.module.css'

/** A key figure; `wide` ones (amounts of money) take a row of their own. */
export type HeroFigure = { label: string; value: string; wide?: boolean }
export type HeroAction = { href: string; label: string }

/** A call to action: a site path (in the page's language), or a plain link to a part of this page ('#…'). */
function ActionLink({ action, className, testId }: { action: HeroAction; className: string; testId?: string }) {
  if (action.href.startsWith('#'))
    return (
      <a className={className} href={action.href} data-testid={testId}>
        {action.label}
      </a>
    )
  return (
    <Link className={className} href={action.href} data-testid={testId}>
      {action.label}
    </Link>
  )
}

/**
 * The head of a purchase-methods page as a landing's: the page's name, a one-line message, the editors'
 * summary, a call to action (and a second, quieter one), and the key figures of the programs in the store,
 * large. Server-rendered: plain links, no script.
 */
export function PurchaseHero({
  title,
  message,
  summary,
  primary,
  secondary,
  figures,
}: {
  title: string
  message: string
  summary?: string
  primary: HeroAction
  secondary?: HeroAction
  figures: HeroFigure[]
}) {
  return (
    <header className={styles.hero} data-testid="purchase-hero">
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.message}>{message}</p>
        {summary && <p className={styles.summary}>{summary}</p>}
        <p className={styles.actions}>
          <ActionLink action={primary} className={`${buttons.button} ${buttons.primary} ${buttons.large} ${styles.action}`} testId="purchase-cta" />
          {secondary && <ActionLink action={secondary} className={`${buttons.button} ${buttons.outline} ${buttons.large} ${styles.action} ${styles.outline}`} />}
        </p>
      </div>
      {figures.length > 0 && (
        <dl className={styles.figures} data-testid="purchase-figures">
          {figures.map((figure) => (
            <div key={figure.label} className={figure.wide ? `${styles.figure} ${styles.wide}` : styles.figure}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </header>
  )
}
