import { ResponsiveImage } from '@/components/media/ResponsiveImage'

import { estatePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { EstateListItem } from '@/services/estates'
import type { Translate } from '@/i18n/messages'
import { favoriteName, layoutImage } from '../properties/estate-format'
import type { CompareRow } from './compare-rows'
import { FavoriteButtonWhenSeen } from './on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/favorites/favorite-button.module.css'
import styles from './compare.module.css'

/**
 * The comparison table (server-rendered): one column per estate, one row per characteristic. Rows whose
 * values differ carry data-differs (highlighted, and named "differs" for screen readers); the others
 * carry data-same, which the "only differences" switch hides.
 */
export function CompareTable({ estates, rows, t }: { estates: readonly EstateListItem[]; rows: readonly CompareRow[]; t: Translate }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t('compare-caption')}</caption>
      <thead>
        <tr>
          <td className={styles.corner} />
          {estates.map((estate) => (
            <th key={estate.id} scope="col" className={styles.estate}>
              <Link href={estatePath(estate.category, estate.slug)}>{favoriteName(t, estate)}</Link>
              <FavoriteButtonWhenSeen estateId={estate.id} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} data-row={row.key} {...(row.differs ? { 'data-differs': '' } : { 'data-same': '' })} className={row.differs ? styles.differs : undefined}>
            <th scope="row">
              {row.label}
              {row.differs && <span className="visually-hidden"> ({t('compare-differs')})</span>}
            </th>
            {estates.map((estate, index) =>
              row.key === 'layout' ? (
                <td key={estate.id}>
                  <LayoutCell estate={estate} t={t} />
                </td>
              ) : (
                <td key={estate.id}>{row.values[index]}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function LayoutCell({ estate, t }: { estate: EstateListItem; t: Translate }) {
  const image = layoutImage(estate)
  if (!image) return <span className={styles.muted}>{t('favorites-no-layout')}</span>
  return (
    <ResponsiveImage
      className={styles.layout}
      src={image.src}
      alt={t('favorites-layout-alt', { name: favoriteName(t, estate) })}
      width={image.width}
      height={image.height}
      sizes="(max-width: 960px) 45vw, 16rem"
    />
  )
}
