import type { MapPoint } from './types'

/**
 * A map of places (INTERIM: renders the address list only; the Yandex Maps loader replaces the body).
 * Interface kept stable for the pages: points, and the accessible label of the map region.
 */
export function LocationMap({ points, label }: { points: MapPoint[]; label: string }) {
  return (
    <section aria-label={label} data-testid="location-map">
      <ul>
        {points.map((p) => (
          <li key={p.id}>
            {p.href ? <a href={p.href}>{p.title}</a> : p.title}
            {p.address ? `, ${p.address}` : ''}
          </li>
        ))}
      </ul>
    </section>
  )
}
