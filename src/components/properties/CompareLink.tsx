'use client'

import { useTranslations } from '@/i18n/translate'

import { readFavorites, writeFavorites } from '@/client/favorites'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import pill from '../ui/pill-link.module.css'

/** "Compare": keeps the estate in the favorites (comparison works on them) and opens the comparison. */
export function CompareLink({ estateId }: { estateId: number }) {
  const t = useTranslations()
  return (
    <Link
      className={pill.pill}
      href={PAGES.compare}
      data-testid="compare-link"
      onClick={() => {
        try {
          const ids = readFavorites(window.localStorage)
          if (!ids.includes(estateId)) writeFavorites(window.localStorage, [...ids, estateId])
        } catch {
          // Storage unavailable (private mode): the comparison page still opens.
        }
      }}
    >
      {t('prop-compare')}
    </Link>
  )
}
