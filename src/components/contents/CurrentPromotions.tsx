import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/i18n/locales'
import type { PromotionSummary } from '@/services/promotions'
import styles from './contents.module.css'
import { PromotionCard } from './PromotionCard'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'

/** The running promotions as cards under a section heading (the first image eager), or a line saying there are none. */
export async function CurrentPromotions({ promotions, locale, now }: { promotions: PromotionSummary[]; locale: Locale; now: Date }) {
  if (!promotions.length) {
    const t = await getTranslations({ locale })
    return <p className={styles.empty}>{t('contents-promo-none-current')}</p>
  }
  return (
    <ul className={frame.cards} {...cardRows(promotions.length)} data-testid="current-promotions">
      {promotions.map((promotion, index) => (
        <li key={promotion.id}>
          <PromotionCard promotion={promotion} locale={locale} now={now} eager={index === 0} headingLevel={3} />
        </li>
      ))}
    </ul>
  )
}
