'use client'

import { useTranslations } from '@/i18n/client'
import { useSyncExternalStore } from 'react'

import { readFavorites, subscribeFavorites } from '@/client/favorites'
import { Icon } from '../ui/Icon'
import styles from './header.module.css'

const countFavorites = () => {
  try {
    return readFavorites(window.localStorage).length
  } catch {
    return 0
  }
}

/** Favorites link with the number of saved properties (kept in this browser). */
export function FavoritesLink({ href, label }: { href: string; label: string }) {
  const t = useTranslations()
  const count = useSyncExternalStore(subscribeFavorites, countFavorites, () => 0)
  return (
    <a className={styles.iconLink} href={href} aria-label={t('favorites-count', { count })} title={label}>
      <Icon name="heart" size={22} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="favorites-count">
          {count}
        </span>
      )}
    </a>
  )
}
