import type { Locale } from '@/domain/locales'
import { countLabel, type CountLabels } from '@/i18n/count-labels'
import { favoritesSnapshot, subscribeFavorites } from './favorites'

/**
 * The header's favorites link (server HTML, its words for each count in `data-favorites-count`) shows how
 * many properties this browser keeps: in its badge and its accessible name, now and on every change
 * (this tab or another). Answers a function that stops following.
 */
export function showFavoritesCount(locale: Locale): () => void {
  const show = () => {
    const count = favoritesSnapshot().length
    for (const link of document.querySelectorAll<HTMLElement>('[data-favorites-count]')) {
      link.setAttribute('aria-label', countLabel(locale, JSON.parse(link.dataset.favoritesCount ?? '') as CountLabels, count))
      const badge = link.querySelector<HTMLElement>('[data-favorites-badge]')
      if (!badge) continue
      badge.textContent = count > 0 ? String(count) : ''
      badge.hidden = count === 0
    }
  }
  show()
  return subscribeFavorites(show)
}
