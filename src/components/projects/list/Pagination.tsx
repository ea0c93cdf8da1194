import { getTranslations } from 'next-intl/server'

import type { ComplexFilters } from '../../../domain/complex-filters'
import { PAGES } from '../../../domain/site-pages'
import { Link } from '../../../i18n/navigation'
import styles from './list.module.css'
import { pageLinks, projectsSearch } from './query'

/** Page links of the list (12 projects a page), keeping the filters. Nothing when there is one page. */
export async function Pagination({ filters, page, lastPage }: { filters: ComplexFilters; page: number; lastPage: number }) {
  if (lastPage <= 1) return null
  const t = await getTranslations()
  const href = (p: number) => {
    const search = projectsSearch({ filters, page: p })
    return `${PAGES.projects}${search ? `?${search}` : ''}`
  }
  return (
    <nav className={styles.pagination} aria-label={t('projects-list-pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev" aria-label={t('projects-list-prev')}>
              ←
            </Link>
          </li>
        )}
        {pageLinks(page, lastPage).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={href(p)} aria-label={t('projects-list-page', { count: p })} aria-current={p === page ? 'page' : undefined}>
                {p}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link href={href(page + 1)} rel="next" aria-label={t('projects-list-next')}>
              →
            </Link>
          </li>
        )}
      </ul>
    </nav>
  )
}
