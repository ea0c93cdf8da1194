'use client'

import { useTranslations } from '@/i18n/client'
import { useSyncExternalStore } from 'react'

import { readFavorites, subscribeFavorites } from '@/client/favorites'
import { Icon } from '../ui/Icon'

const countFavorites = () => {
  try {
    return readFavorites(window.localStorage).length
  } catch {
    return 0
  }
}

/** Favorites link with the number of saved properties (kept in this browser); its classes come from the server. */
export function FavoritesLink({ href, label, classes }: { href: string; label: string; classes: { link: string; badge: string } }) {
  const t = useTranslations()
  const count = useSyncExternalStore(subscribeFavorites, countFavorites, () => 0)
  return (
    <a className={classes.link} href={href} aria-label={t('favorites-count', { count })} title={label}>
      <Icon name="heart" size={22} />
      {count > 0 && (
        <span className={classes.badge} aria-hidden="true" data-testid="favorites-count">
          {count}
        </span>
      )}
    </a>
  )
}
