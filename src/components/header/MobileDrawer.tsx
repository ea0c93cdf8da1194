'use client'

import { usePathname } from 'next/navigation'
import { useState } from 'react'

import type { ShellModel } from '../shell/types'
import { IconButton } from '../ui/IconButton'
import { onDemand } from '../ui/on-demand'
import { Icon } from '../ui/Icon'
import styles from './drawer.module.css'

// The drawer (its menus, languages, contacts and dialog) is about 1.5 KB of compressed script that most
// visitors never open: it comes when the burger is pointed at, focused or touched, else on its click.
const useDrawerPanel = onDemand(() => import('./DrawerPanel').then((module) => module.default))

/**
 * The mobile menu's burger (spec §2, §4) and the drawer it opens: a new drawer at every opening (at the
 * menu, with a fresh form); a navigation closes it. Its words come from the server: the page's first script
 * translates nothing.
 */
export function MobileDrawer({ model, labels }: { model: ShellModel; labels: { open: string; loadError: string } }) {
  const pathname = usePathname()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const [openings, setOpenings] = useState(0)
  const open = openOn === pathname
  const { loaded: DrawerPanel, failed, intent, whenReady } = useDrawerPanel()
  return (
    <>
      <IconButton
        label={labels.open}
        className={styles.burger}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...intent}
        onClick={() =>
          whenReady(() => {
            setOpenings(openings + 1)
            setOpenOn(pathname)
          })
        }
      >
        <Icon name="burger" />
      </IconButton>
      {DrawerPanel && openings > 0 && <DrawerPanel key={openings} model={model} open={open} onClose={() => setOpenOn(null)} />}
      {failed && (
        <p className={styles.loadError} role="alert">
          {labels.loadError}
        </p>
      )}
    </>
  )
}
