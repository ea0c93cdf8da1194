'use client'

import { useTranslations } from '@/i18n/client'
import { useState } from 'react'

import { useCallbackFormOnDemand } from '../forms/useCallbackFormOnDemand'
import { Dialog } from '../ui/Dialog'
import { IconButton } from '../ui/Button'
import { Icon } from '../ui/Icon'
import styles from './header.module.css'

/**
 * The header's 'write us' link and the callback form panel it opens (a fresh form every time), headed with
 * the link's own words so the visitor lands where they clicked. The form's code comes when the visitor
 * points at, focuses or touches the link, and the panel opens with it.
 */
export function CallbackPanel({ label, text, policyHref }: { label: string; text: string; policyHref: string }) {
  const t = useTranslations()
  const [open, setOpen] = useState(false)
  const { Form, prepare, whenReady } = useCallbackFormOnDemand()
  return (
    <>
      <button
        type="button"
        className={styles.topLink}
        aria-haspopup="dialog"
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}
        onClick={() => whenReady(() => setOpen(true))}
      >
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} label={label} className={styles.callbackPanel}>
        <div className={styles.callbackBody}>
          {Form ? <Form policyHref={policyHref} title={label} text={text} onClose={() => setOpen(false)} /> : <p role="alert">{t('form-load-error')}</p>}
        </div>
        {/* After the form in the DOM: opening the dialog focuses its first field, not the close button. */}
        <IconButton label={t('dialog-close')} className={styles.panelClose} onClick={() => setOpen(false)}>
          <Icon name="close" />
        </IconButton>
      </Dialog>
    </>
  )
}
