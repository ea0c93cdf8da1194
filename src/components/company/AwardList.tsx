import { getTranslations } from 'next-intl/server'

import { OptimizedImage } from '@/components/media/OptimizedImage'
import type { Picture } from '@/components/media/picture'
import frame from '@/components/ui/page.module.css'
import { awardAnchor } from './award-anchor'
import { AwardDialogOnIntent } from './on-intent'
import styles from './company.module.css'
import { cardRows } from '@/components/ui/card-rows'

export type AwardItem = { id: number; title: string; year: number; issuer: string; description: string; thumb: Picture | null; image: Picture | null }

/**
 * The awards as cards (server HTML: nothing of them to hydrate), each a button that opens the award's
 * detail in a modal dialog (AwardDialog, the only client part), at an address of its own: /about#award-{id}.
 */
export async function AwardList({ awards }: { awards: AwardItem[] }) {
  const t = await getTranslations()
  return (
    <AwardDialogOnIntent awards={awards.map(({ thumb: _thumb, ...award }) => award)}>
      <ul className={frame.cards} {...cardRows(awards.length)}>
        {awards.map((item) => (
          <li key={item.id} id={awardAnchor(item.id)} data-testid="award">
            <button type="button" className={styles.awardButton} aria-haspopup="dialog" data-award={item.id}>
              {item.thumb && <OptimizedImage {...item.thumb} alt="" sizes="(max-width: 600px) 100vw, 18rem" />}
              <span className={styles.awardYear}>{item.year}</span>
              <span className={styles.awardTitle}>{item.title}</span>
              {item.issuer && <span className={styles.muted}>{item.issuer}</span>}
              <span className={styles.awardMore}>{t('award-more')}</span>
            </button>
          </li>
        ))}
      </ul>
    </AwardDialogOnIntent>
  )
}
