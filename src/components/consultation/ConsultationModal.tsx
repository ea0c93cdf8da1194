'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useTranslations } from '@/i18n/translate'

import { CallbackForm } from '../forms/CallbackForm'
import { IconButton } from '../ui/IconButton'
import { Dialog } from '../ui/Dialog'
import { Icon } from '../ui/Icon'
import styles from './consultation.module.css'
import type { ConsultationImage } from './types'

/**
 * The consultation request modal (spec §4): a feedback image and the request form. A native modal
 * dialog: focus stays inside, Escape and the close button close it, focus returns where it was.
 * `takeFocus={false}` (it opened by itself while the focus was on something of the page): shown without
 * moving the focus; Escape closes it, the next Tab leads into it (see ../ui/Dialog.tsx).
 */
export function ConsultationModal({
  open,
  image,
  policyHref,
  onClose,
  takeFocus = true,
}: {
  open: boolean
  image: ConsultationImage | null
  policyHref: string
  onClose: () => void
  takeFocus?: boolean | (() => boolean)
}) {
  const t = useTranslations()
  return (
    <Dialog open={open} onClose={onClose} label={t('consultation-title')} className={styles.dialog} takeFocus={takeFocus}>
      <div className={styles.body} data-testid="consultation-modal">
        {image && (
          <div className={styles.media}>
            <ResponsiveImage src={image.src} alt={image.alt} width={image.width} height={image.height} sizes="(max-width: 959px) 4.5rem, 24rem" data-image-id={image.id} />
          </div>
        )}
        <div className={styles.form}>
          <CallbackForm policyHref={policyHref} title={t('consultation-title')} text={t('consultation-text')} target={{ endpoint: '/api/feedback/callback' }} onClose={onClose} />
        </div>
      </div>
      {/* After the form in the DOM: opening the dialog focuses its first field, not the close button. */}
      <IconButton label={t('dialog-close')} className={styles.close} onClick={onClose}>
        <Icon name="close" />
      </IconButton>
    </Dialog>
  )
}
