'use client'

import { usePathname } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { Icon } from '../ui/Icon'
import styles from './header.module.css'

/** Hover delays of the interface library the spec follows (spec §9). */
const MENU_OPEN_DELAY_MS = 300
const MENU_CLOSE_DELAY_MS = 250

/**
 * A header menu (disclosure pattern): opens on hover after 300 ms and closes 250 ms after the pointer
 * leaves; a click, Enter, Space or Arrow Down opens it from the keyboard; Escape closes it and returns
 * focus to the button; leaving it with Tab or clicking a link inside closes it. The panel content is
 * rendered on the server and passed in as children.
 */
export function NavDropdown({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  // Open "on a path": a navigation closes the menu (the header stays mounted across pages).
  const pathname = usePathname()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const timer = useRef<number | undefined>(undefined)

  const now = useCallback(
    (next: boolean) => {
      window.clearTimeout(timer.current)
      setOpenOn(next ? pathname : null)
    },
    [pathname],
  )
  const later = (next: boolean, delay: number) => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => now(next), delay)
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  const focusFirstLink = () => window.requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[id="${panelId}"] a, [id="${panelId}"] [role="tab"]`)?.focus())

  return (
    <div
      ref={rootRef}
      className={styles.dropdown}
      data-open={open || undefined}
      data-wide={wide || undefined}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, MENU_OPEN_DELAY_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, MENU_CLOSE_DELAY_MS)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          now(false)
          buttonRef.current?.focus()
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) now(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.navButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => now(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            now(true)
            focusFirstLink()
          }
        }}
      >
        {label}
        <Icon name="chevron-down" size={16} className={styles.chevron} />
      </button>
      <div
        id={panelId}
        className={wide ? `${styles.panel} ${styles.panelWide}` : styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) now(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
