'use client'

import { useSyncExternalStore } from 'react'

import { readFavorites, subscribeFavorites } from '@/client/favorites'
import { useLocale } from '@/i18n/client'
import { countLabel, type CountLabels } from '@/i18n/count-labels'
import { Icon } from '../ui/Icon'

const countFavorites = () => {
  try {
    return readFavorites(window.localStorage).length
  } catch {
    return 0
  }
}

/**
 * Favorites link with the number of saved properties (kept in this browser). Its classes and the words for
 * each count come from the server, so that the header's map of class names and the strings' formatter stay
 * out of the page's script.
 */
export function FavoritesLink({ href, label, countLabels, classes }: { href: string; label: string; countLabels: CountLabels; classes: { link: string; badge: string } }) {
  const locale = useLocale()
  const count = useSyncExternalStore(subscribeFavorites, countFavorites, () => 0)
  return (
    <a className={classes.link} href={href} aria-label={countLabel(locale, countLabels, count)} title={label}>
      <Icon name="heart" size={22} />
      {count > 0 && (
        <span className={classes.badge} aria-hidden="true" data-testid="favorites-count">
          {count}
        </span>
      )}
    </a>
  )
}
