'use client'

import { useTranslations } from '@/i18n/translate'
import { useState } from 'react'

import { addFavorites } from '@/client/favorites'
import { Button } from '../ui/Button'
import styles from './compare.module.css'
import { useFavorites } from './useFavorites'
import { useHydrated } from './useHydrated'

/**
 * On a comparison opened from a link: how many of its estates this device has not saved yet, and a
 * button that adds them to this device's favorites. Shown once the page runs: only the browser knows what
 * this device saved, and a button in the server's HTML would take clicks before it could act on them.
 */
export function SharedSelection({ ids }: { ids: number[] }) {
  const t = useTranslations()
  const favorites = useFavorites()
  const hydrated = useHydrated()
  const [added, setAdded] = useState(false)
  const missing = ids.filter((id) => !favorites.includes(id))
  const addAll = () => {
    addFavorites(window.localStorage, missing)
    setAdded(true)
  }
  return (
    <div className={styles.sharedSlot}>
      {hydrated && missing.length > 0 && (
        <div className={styles.shared}>
          <p>{t('compare-shared-notice', { count: missing.length })}</p>
          <Button size="small" onClick={addAll}>
            {t('compare-add-all')}
          </Button>
        </div>
      )}
      <p role="status" className={styles.added}>
        {added && missing.length === 0 ? t('compare-added') : ''}
      </p>
    </div>
  )
}
