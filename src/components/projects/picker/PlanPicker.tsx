import { OptimizedImage } from '@/components/media/OptimizedImage'
import type { Picture } from '@/components/media/picture'
import { labelPoint, parsePoints, svgPoints, type Availability } from '@/domain/plan-areas'
import { PickerTipsWhenSeen } from './on-intent'
import styles from './picker.module.css'

/** One polygon of a picker: a link (or, for what has no page, a shape with its name), coloured by availability. */
export type PickerArea = {
  key: string
  /** The page it opens; none for what has no page (a sold flat). */
  href?: string
  /** "Этаж 7, подъезд 1: 5 свободных, от 25 000 000 ₸": the link's accessible name and its tooltip. */
  name: string
  /** A short text always shown over the area (a master plan's queues); none where areas are too small. */
  label?: string
  points: string
  availability: Availability
  /** The unit or floor the page is about. */
  current?: boolean
}

type Props = {
  picture: Picture
  alt: string
  areas: PickerArea[]
  /** The picture's rendered width, for its srcset. */
  sizes: string
}

/**
 * A picture with its areas as SVG links over it (server HTML: every area works without script, by mouse,
 * keyboard, touch and screen reader). The SVG shares the picture's coordinates and stretches with it.
 * PickerTips, the only script, shows an area's name on hover and keyboard focus.
 */
export function PlanPicker({ picture, alt, areas, sizes }: Props) {
  const { width, height } = picture
  const drawn = areas.map((area) => ({ ...area, polygon: parsePoints(area.points) })).filter((area) => area.polygon.length > 0)
  return (
    // A tall picture (a facade) at most three quarters of the screen high, so its floors and the page fit together.
    <div className={styles.picker} style={{ maxWidth: `min(72rem, ${Math.round((width / height) * 75)}vh)` }}>
      <OptimizedImage src={picture.src} width={width} height={height} alt={alt} sizes={sizes} className={styles.image} />
      <svg className={styles.overlay} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none">
        {drawn.map((area) => {
          const points = svgPoints(area.polygon, width, height)
          const className = [styles.area, styles[area.availability], area.current ? styles.current : ''].filter(Boolean).join(' ')
          return area.href ? (
            <a key={area.key} href={area.href} className={className} aria-label={area.name} data-tip={area.name} aria-current={area.current ? 'page' : undefined}>
              <polygon points={points} />
            </a>
          ) : (
            <g key={area.key} className={className} role="img" aria-label={area.name} data-tip={area.name} aria-current={area.current ? 'page' : undefined}>
              <polygon points={points} />
            </g>
          )
        })}
      </svg>
      {drawn.map((area) => {
        if (!area.label) return null
        const [x, y] = labelPoint(area.polygon)
        return (
          <span key={area.key} className={styles.label} style={{ left: `${x * 100}%`, top: `${y * 100}%` }} aria-hidden="true">
            {area.label}
          </span>
        )
      })}
      <PickerTipsWhenSeen />
    </div>
  )
}

/** The colours' key, with the words the colours stand for. */
export function PickerLegend({ titles }: { titles: Record<Availability, string> }) {
  return (
    <ul className={styles.legend}>
      {(['free', 'reserved', 'sold'] as const).map((availability) => (
        <li key={availability}>
          <span className={`${styles.swatch} ${styles[availability]}`} aria-hidden="true" />
          {titles[availability]}
        </li>
      ))}
    </ul>
  )
}
