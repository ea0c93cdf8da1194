'use client'

import { useState } from 'react'

import { useTranslations } from '@/i18n/client'
import { onDemand } from '../ui/on-demand'
import styles from './header.module.css'

// The dialog and its form are about 3 KB of compressed script: they come when the visitor points at,
// focuses or touches the link, and the panel opens with them.
const useCallbackDialog = onDemand(() => import('./CallbackDialog').then((module) => module.default))

/**
 * The header's 'write us' link and the callback form panel it opens (a fresh form every time), headed with
 * the link's own words so the visitor lands where they clicked.
 */
export function CallbackPanel({ label, text, policyHref }: { label: string; text: string; policyHref: string }) {
  const t = useTranslations()
  const [openings, setOpenings] = useState(0)
  const [open, setOpen] = useState(false)
  const { loaded: CallbackDialog, failed, intent, whenReady } = useCallbackDialog()
  return (
    <>
      <button
        type="button"
        className={styles.topLink}
        aria-haspopup="dialog"
        {...intent}
        onClick={() =>
          whenReady(() => {
            setOpenings(openings + 1)
            setOpen(true)
          })
        }
      >
        {label}
      </button>
      {CallbackDialog && openings > 0 && <CallbackDialog key={openings} label={label} text={text} policyHref={policyHref} open={open} onClose={() => setOpen(false)} />}
      {failed && (
        <span className={styles.loadError} role="alert">
          {t('form-load-error')}
        </span>
      )}
    </>
  )
}
