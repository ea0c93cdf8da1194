import { useId, type ReactNode } from 'react'

import { Icon } from '../ui/Icon'
import styles from './footer.module.css'

/**
 * A footer navigation column: a heading with its links on desktop, an accordion section on mobile (its
 * button run by src/client/shell-controls.ts).
 */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <div className={styles.column} data-disclosure="">
      <h2 className={styles.columnTitle}>
        <span className={styles.desktopTitle}>{title}</span>
        <button type="button" className={styles.accordionButton} aria-expanded="false" aria-controls={id} data-disclosure-button="">
          {title}
          <Icon name="chevron-down" size={20} className={styles.accordionIcon} />
        </button>
      </h2>
      <div id={id} className={styles.columnBody}>
        {children}
      </div>
    </div>
  )
}
