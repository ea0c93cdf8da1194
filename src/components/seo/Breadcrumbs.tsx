import { JsonLd } from './JsonLd'
import styles from './breadcrumbs.module.css'

export type Crumb = { href: string; label: string }

/**
 * Visible breadcrumbs with their BreadcrumbList structured data. `origin` makes the item URLs absolute;
 * the last crumb is the current page.
 */
export function Breadcrumbs({ items, label, origin }: { items: Crumb[]; label: string; origin: string }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.href} className={styles.item}>
            {index === items.length - 1 ? <span aria-current="page">{item.label}</span> : <a href={item.href}>{item.label}</a>}
          </li>
        ))}
      </ol>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.label, item: `${origin}${item.href}` })),
        }}
      />
    </nav>
  )
}
