'use client'

import { useTranslations } from '@/i18n/translate'

import { toggleFavorite } from '@/client/favorites'
import { Icon } from '../ui/Icon'
import styles from './favorite-button.module.css'
import { useFavorites } from './useFavorites'
import { reportGoal } from '@/client/goals'

/**
 * Adds an estate to the favorites kept in this browser, or removes it (a toggle button with
 * aria-pressed). `withText` shows the label next to the heart (estate page); cards show the icon only.
 */
export function FavoriteButton({ estateId, withText = false, className }: { estateId: number; withText?: boolean; className?: string }) {
  const t = useTranslations()
  const active = useFavorites().includes(estateId)
  const label = active ? t('favorite-remove') : t('favorite-add')
  return (
    <button
      type="button"
      className={[styles.button, withText ? styles.withText : '', className ?? ''].join(' ')}
      aria-pressed={active}
      aria-label={withText ? undefined : label}
      title={label}
      data-testid="favorite-button"
      onClick={() => {
        if (toggleFavorite(window.localStorage, estateId)) reportGoal('favorite_added')
      }}
    >
      <Icon name="heart" size={20} />
      {withText && <span>{label}</span>}
    </button>
  )
}
