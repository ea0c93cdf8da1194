import type { ReactNode } from 'react'

import { Link } from '@/i18n/server-link'
import { OptimizedImage } from '@/components/media/OptimizedImage'
import type { Picture } from '@/components/media/picture'
import styles from './category-card.module.css'

export type CategoryLinkGroup = { title: string; links: Array<{ key: string | number; href: string; label: string; price: string | null }> }

/**
 * One property type on the /properties landing: a picture of it (the layout of its cheapest free unit),
 * its name, "from …" and the count of free units, links by room count and finishing type, and all its
 * offers. The card fills its grid cell, so the cards of a row are one height and end on one line.
 */
export function CategoryCard({
  code,
  title,
  href,
  image,
  imageAlt,
  price,
  count,
  groups,
  allLabel,
  eager = false,
}: {
  code: string
  title: string
  href: string
  image: Picture | null
  imageAlt: string
  price: string | null
  count: string
  groups: CategoryLinkGroup[]
  allLabel: string
  eager?: boolean
}): ReactNode {
  const headingId = `category-${code}`
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="category-block" data-category={code}>
      <div className={styles.media}>
        {image && (
          <OptimizedImage
            src={image.src}
            alt={imageAlt}
            width={image.width}
            height={image.height}
            sizes="(max-width: 600px) 100vw, (max-width: 1280px) 50vw, 25vw"
            preload={eager}
            data-testid="category-image"
          />
        )}
      </div>
      <div className={styles.body}>
        <h2 id={headingId} className={styles.title}>
          <Link href={href}>{title}</Link>
        </h2>
        <p className={styles.offer}>
          {price && (
            <span className={styles.price} data-testid="category-price">
              {price}
            </span>
          )}
          <span className={styles.count} data-testid="category-count">
            {count}
          </span>
        </p>
        {groups.map((group) => (
          <div key={group.title} className={styles.group}>
            <h3 className={styles.groupTitle}>{group.title}</h3>
            <ul className={styles.linkList}>
              {group.links.map((link) => (
                <li key={link.key}>
                  <Link href={link.href}>
                    <span>{link.label}</span>
                    {link.price && <span className={styles.linkPrice}>{link.price}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <Link className={styles.all} href={href}>
          {allLabel}
        </Link>
      </div>
    </section>
  )
}
