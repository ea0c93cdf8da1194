import { useTranslations } from 'next-intl'

import { paginationItems } from '@/domain/pagination'
import { Link } from '@/i18n/server-link'
import styles from './pagination.module.css'

/**
 * Links to the pages of a list (projects, a property listing): previous, numbered pages with ellipses,
 * next. `href(page)` keeps the list's filters (page 1 without the parameter). Nothing for a single page.
 */
export function Pagination({ page, lastPage, href, label }: { page: number; lastPage: number; href: (page: number) => string; label: string }) {
  const t = useTranslations()
  if (lastPage <= 1) return null
  const current = Math.min(page, lastPage)
  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.step} href={href(current - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              <span className={styles.stepText}>{t('pagination-prev')}</span>
            </Link>
          ) : null}
        </li>
        {paginationItems(current, lastPage).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link className={styles.page} href={href(item)} aria-current={item === current ? 'page' : undefined} aria-label={t('pagination-page', { count: item })}>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link className={styles.step} href={href(current + 1)} rel="next">
              <span className={styles.stepText}>{t('pagination-next')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
