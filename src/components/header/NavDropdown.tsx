import { useId, type ReactNode } from 'react'

import { Icon } from '../ui/Icon'
import styles from './header.module.css'

/**
 * A header menu (disclosure pattern, spec §2, §9): server HTML that src/client/shell-controls.ts runs. It
 * opens on hover after 300 ms and closes 250 ms after the pointer leaves; a click, Enter, Space or Arrow
 * Down opens it from the keyboard; Escape closes it and returns focus to the button; leaving it with Tab or
 * clicking a link inside closes it.
 */
export function NavDropdown({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const panelId = useId()
  return (
    <div className={styles.dropdown} data-menu="hover" data-wide={wide || undefined}>
      <button type="button" className={styles.navButton} aria-expanded="false" aria-controls={panelId} data-menu-button="">
        {label}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={wide ? `${styles.panel} ${styles.panelWide}` : styles.panel} hidden>
        {children}
      </div>
    </div>
  )
}
