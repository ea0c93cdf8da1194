import type { CountLabels } from '@/i18n/count-labels'
import { Icon } from '../ui/Icon'

/**
 * Favorites link with the number of saved properties (kept in this browser). Server HTML: the count and the
 * name that says it are filled in by `src/client/favorites-count.ts` once the page runs, from the words for
 * each count given here, so that neither a component nor the strings' formatter is in the page's script.
 */
export function FavoritesLink({ href, label, countLabels, classes }: { href: string; label: string; countLabels: CountLabels; classes: { link: string; badge: string } }) {
  return (
    <a className={classes.link} href={href} aria-label={countLabels.none} title={label} data-favorites-count={JSON.stringify(countLabels)}>
      <Icon name="heart" size={22} />
      <span className={classes.badge} aria-hidden="true" data-testid="favorites-count" data-favorites-badge="" hidden />
    </a>
  )
}
