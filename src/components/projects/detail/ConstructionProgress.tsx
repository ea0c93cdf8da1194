import { getTranslations } from 'next-intl/server'

import { PhotoThumbsOnIntent } from '@/components/gallery/on-intent'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import type { ComplexDetail } from '@/services/complexes'
import styles from './detail.module.css'
import { galleryImages } from './gallery-images'
import { monthLabel } from './labels'

type Entry = ComplexDetail['construction_progress'][number]

/**
 * Construction reports: each one's title, readiness as a labelled progress bar, text and photos (small,
 * opening the lightbox). `title`: what names a report: its month (a list of the latest reports, with the
 * queue when `showHouse`), or its queue (the reports of one month, under that month's heading).
 */
export async function ConstructionProgress({
  entries,
  locale,
  showHouse,
  title = 'month',
  photos = 3,
}: {
  entries: Entry[]
  locale: string
  showHouse: boolean
  title?: 'month' | 'house'
  /** How many photos show as thumbnails (the lightbox holds them all). */
  photos?: number
}) {
  const t = await getTranslations()
  return (
    <ol className={frame.wideCards} {...cardRows(entries.length, { wide: true })}>
      {entries.map((entry) => {
        const month = monthLabel(locale, entry.month)
        const id = `progress-${entry.id}`
        const name = [entry.house?.name, month].filter(Boolean).join(', ')
        return (
          <li key={entry.id} className={styles.progressItem} data-testid="progress-entry">
            <h3 className={styles.progressTitle} id={id}>
              {title === 'house' ? (
                (entry.house?.name ?? t('project-progress-whole'))
              ) : (
                <>
                  <time dateTime={entry.month.slice(0, 7)}>{month}</time>
                  {showHouse && entry.house ? <span className={styles.muted}> · {entry.house.name}</span> : null}
                </>
              )}
            </h3>
            <div className={styles.progressBar}>
              <progress max={100} value={entry.percent} aria-labelledby={id}>
                {entry.percent}%
              </progress>
              <span>
                {t('project-progress-ready')} {entry.percent}%
              </span>
            </div>
            {entry.text && <p className={styles.muted}>{entry.text}</p>}
            <PhotoThumbsOnIntent images={galleryImages(entry.photos)} name={name} visible={photos} className={styles.progressPhotos} />
          </li>
        )
      })}
    </ol>
  )
}
