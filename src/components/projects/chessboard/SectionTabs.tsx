import { getTranslations } from 'next-intl/server'

import { sectionTabSearch, type SectionCount, type SectionKey } from '@/domain/chessboard-sections'
import { countValues } from '@/domain/money'
import { queuePath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import styles from './chessboard.module.css'

/**
 * The sections (entrances) of a big house's chessboard, one page each: plain links, so they work without
 * JavaScript and crawlers follow them, each with its count of free estates. A link lands on the grid
 * (`anchor`), not at the top of the page.
 */
export async function SectionTabs({
  slug,
  sections,
  current,
  fallback,
  anchor,
}: {
  slug: string
  sections: SectionCount[]
  current: SectionKey
  fallback: SectionKey
  anchor: string
}) {
  const t = await getTranslations()
  return (
    <>
      <p className={styles.hint}>{t('chessboard-by-section')}</p>
      <nav className={styles.sections} aria-label={t('chessboard-sections')} data-testid="chessboard-sections">
        <ul>
          {sections.map(({ section, free }) => {
            const name = section === null ? t('chessboard-section-none') : t('chessboard-section', { count: section })
            const count = t('chessboard-section-free', countValues(free))
            return (
              <li key={section ?? 'none'}>
                <Link
                  href={`${queuePath(slug)}${sectionTabSearch(section, fallback)}#${anchor}`}
                  className={styles.sectionLink}
                  aria-current={section === current ? 'page' : undefined}
                  // Its two lines as one phrase ("Entrance 3, 12 available"), not run together.
                  aria-label={`${name}, ${count}`}
                  // Dozens of sections: no prefetch of each one's grid as the tabs scroll into view.
                >
                  <span className={styles.sectionName}>{name}</span>
                  <span className={styles.sectionFree}>{count}</span>
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
    </>
  )
}
