'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useTranslations } from '@/i18n/translate'
import { useEffect } from 'react'

import { FAVORITES_KEY, parseFavorites, writeFavorites } from '@/client/favorites'
import { PAGES } from '@/domain/site-pages'
import { ButtonLink } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import styles from './compare.module.css'
import { useFavorites } from './useFavorites'
import { useHydrated } from './useHydrated'

/**
 * The comparison without ids in the address: reads this device's favorites and moves to
 * `?ids=…` (the server renders the table, and the address becomes shareable); with no favorites,
 * the empty state.
 */
export function CompareFromFavorites() {
  const t = useTranslations()
  const router = useRouter()
  const pathname = usePathname()
  const hydrated = useHydrated()
  const ids = useFavorites()
  const idList = ids.join(',')

  useEffect(() => {
    if (!hydrated) return
    try {
      // A corrupt stored value is rewritten clean (the favorites page says so; here it is just used).
      const parsed = parseFavorites(window.localStorage.getItem(FAVORITES_KEY))
      if (parsed.corrected) writeFavorites(window.localStorage, parsed.ids)
    } catch {
      // Storage switched off: nothing saved.
    }
    if (idList) router.replace(`${pathname}?ids=${idList}`)
  }, [hydrated, idList, router, pathname])

  if (!hydrated || idList)
    return (
      <p className={styles.muted}>
        <Spinner /> {t('favorites-loading')}
      </p>
    )
  return (
    <div className={styles.empty}>
      <h2>{t('compare-empty-title')}</h2>
      <p>{t('compare-empty-text')}</p>
      <ButtonLink href={PAGES.favorites}>{t('compare-back')}</ButtonLink>
    </div>
  )
}
