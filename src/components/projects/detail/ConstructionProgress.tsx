import { getTranslations } from 'next-intl/server'

import type { ComplexDetail } from '../../../services/complexes'
import frame from '@/components/ui/page.module.css'
import styles from './detail.module.css'
import { monthLabel } from './labels'
import { OptimizedImage } from '../../media/OptimizedImage'
import { ownMediaPath } from '../../media/own-media-path'

type Entry = ComplexDetail['construction_progress'][number]

/** The latest construction reports: month, readiness as a labelled progress bar, text and photos. */
export async function ConstructionProgress({ entries, locale, showHouse }: { entries: Entry[]; locale: string; showHouse: boolean }) {
  const t = await getTranslations()
  return (
    <ol className={frame.wideCards}>
      {entries.map((entry) => {
        const month = monthLabel(locale, entry.month)
        const id = `progress-${entry.id}`
        return (
          <li key={entry.id} className={styles.progressItem}>
            <h3 className={styles.progressTitle} id={id}>
              <time dateTime={entry.month.slice(0, 7)}>{month}</time>
              {showHouse && entry.house ? <span className={styles.muted}> · {entry.house.name}</span> : null}
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
            {entry.photos.length > 0 && (
              <ul className={styles.progressPhotos}>
                {entry.photos.slice(0, 3).map((photo) => {
                  const image = photo.sizes.thumbnail ?? photo.sizes.card
                  if (!image) return null
                  return (
                    <li key={photo.id}>
                      <OptimizedImage
                        src={ownMediaPath(image.url)}
                        alt={photo.alt || t('project-progress-photo', { title: month })}
                        width={image.width ?? 400}
                        height={image.height ?? 300}
                        sizes="(max-width: 960px) 33vw, 12rem"
                      />
                    </li>
                  )
                })}
              </ul>
            )}
          </li>
        )
      })}
    </ol>
  )
}
