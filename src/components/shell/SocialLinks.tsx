import { Icon } from '../ui/Icon'
import { isIconName } from '../ui/icon-paths'
import styles from './social.module.css'
import type { SocialLink } from './types'

/** Icon links to the company's social networks; they open in a new tab. */
export function SocialLinks({ links, label, className }: { links: SocialLink[]; label: string; className?: string }) {
  if (!links.length) return null
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')} aria-label={label}>
      {links.map((link) => (
        <li key={link.url}>
          <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label} title={link.label}>
            {isIconName(link.network) ? <Icon name={link.network} size={20} /> : link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
