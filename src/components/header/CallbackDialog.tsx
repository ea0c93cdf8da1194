'use client'

import { useTranslations } from '@/i18n/translate'
import { CallbackForm } from '../forms/CallbackForm'
import { IconButton } from '../ui/IconButton'
import { Dialog } from '../ui/Dialog'
import { Icon } from '../ui/Icon'
import styles from './header.module.css'

/** The header's callback panel (CallbackPanel.tsx opens it and downloads this module when about to): a dialog with the form, headed with the link's words. */
export default function CallbackDialog({ label, text, policyHref, open, onClose }: { label: string; text: string; policyHref: string; open: boolean; onClose: () => void }) {
  const t = useTranslations()
  return (
    <Dialog open={open} onClose={onClose} label={label} className={styles.callbackPanel}>
      <div className={styles.callbackBody}>
        <CallbackForm policyHref={policyHref} title={label} text={text} onClose={onClose} />
      </div>
      {/* After the form in the DOM: opening the dialog focuses its first field, not the close button. */}
      <IconButton label={t('dialog-close')} className={styles.panelClose} onClick={onClose}>
        <Icon name="close" />
      </IconButton>
    </Dialog>
  )
}
