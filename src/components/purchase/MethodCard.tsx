import { Link } from '@/i18n/server-link'
import type { PurchaseMethodText } from '@/services/purchase-guide'
import styles from './purchase.module.css'

/** One way to buy on the section's landing: its name, key terms, what it is, where it applies, and its page. */
export function MethodCard({ href, text, terms, scope, linkLabel }: { href: string; text: PurchaseMethodText; terms: string; scope: string[]; linkLabel: string }) {
  return (
    <article className={styles.card} data-testid="purchase-method">
      <h3 className={styles.cardTitle}>
        <Link href={href}>{text.title}</Link>
      </h3>
      {terms && <p className={styles.terms}>{terms}</p>}
      {text.summary && <p className={styles.text}>{text.summary}</p>}
      {text.highlights.length > 0 && (
        <ul className={styles.highlights}>
          {text.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      {scope.map((line) => (
        <p key={line} className={styles.scope}>
          {line}
        </p>
      ))}
      <Link className={styles.more} href={href} aria-label={`${linkLabel}: ${text.title}`}>
        {linkLabel}
      </Link>
    </article>
  )
}
