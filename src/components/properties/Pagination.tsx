import { useTranslations } from 'next-intl'

import { pageSearch, paginationItems, type ListingQuery } from '../../domain/listing-url'
import { Link } from '../../i18n/navigation'
import styles from './pagination.module.css'

/** Links to the listing's pages with the same filters (page 1 without the parameter). */
export function Pagination({ path, query, lastPage }: { path: string; query: ListingQuery; lastPage: number }) {
  const t = useTranslations()
  if (lastPage <= 1) return null
  const current = Math.min(query.page, lastPage)
  const href = (page: number) => `${path}${pageSearch(query, page)}`
  return (
    <nav className={styles.nav} aria-label={t('prop-pagination')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link className={styles.step} href={href(current - 1)} rel="prev">
              <span aria-hidden="true">←</span>
              <span className={styles.stepText}>{t('prop-page-prev')}</span>
            </Link>
          ) : null}
        </li>
        {paginationItems(current, lastPage).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.page}
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('prop-page', { count: page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < lastPage ? (
            <Link className={styles.step} href={href(current + 1)} rel="next">
              <span className={styles.stepText}>{t('prop-page-next')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}
