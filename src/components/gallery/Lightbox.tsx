'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useTranslations } from '@/i18n/translate'
import { useRef, useState, type KeyboardEvent } from 'react'

import { Dialog } from '../ui/Dialog'
import { Icon } from '../ui/Icon'
import styles from './gallery.module.css'

export type GalleryImage = { id: number; src: string; width: number; height: number; alt: string }

/**
 * The photos full screen, in the native modal dialog, from photo `index` (null: closed): arrows (the
 * buttons and the keyboard's) move, Escape, the close button or a click beside the photo close. The
 * openers give focus back themselves (the dialog does it too in most browsers).
 */
export function Lightbox({
  images,
  index,
  onIndexChange,
  label,
  name,
}: {
  images: GalleryImage[]
  index: number | null
  onIndexChange: (index: number | null) => void
  /** The dialog's accessible name. */
  label: string
  /** What the photos show, for the alt text of a photo without its own. */
  name: string
}) {
  const t = useTranslations()
  const count = images.length
  const current = index === null ? null : images[index]
  const move = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }
  return (
    <Dialog open={current !== null} onClose={() => onIndexChange(null)} label={label} className={styles.dialog}>
      {current && (
        <div className={styles.lightbox} onKeyDown={onKeyDown}>
          <figure className={styles.figure}>
            <ResponsiveImage
              key={current.id}
              src={current.src}
              alt={current.alt || t('gallery-photo', { name, from: (index ?? 0) + 1 })}
              width={current.width}
              height={current.height}
              sizes="100vw"
              className={styles.full}
            />
            <figcaption className={styles.counter} aria-live="polite">
              {t('gallery-counter', { from: (index ?? 0) + 1, to: count })}
            </figcaption>
          </figure>
          {count > 1 && (
            <>
              <button type="button" className={`${styles.nav} ${styles.prev}`} onClick={() => move(-1)} aria-label={t('gallery-previous')}>
                <Icon name="arrow-left" />
              </button>
              <button type="button" className={`${styles.nav} ${styles.next}`} onClick={() => move(1)} aria-label={t('gallery-next')}>
                <Icon name="arrow-right" />
              </button>
            </>
          )}
          <button type="button" className={styles.close} onClick={() => onIndexChange(null)} aria-label={t('dialog-close')} autoFocus>
            <Icon name="close" />
          </button>
        </div>
      )}
    </Dialog>
  )
}

/**
 * Focus back on the opener of the photo last shown once the lightbox closes, unless the visitor has
 * moved focus elsewhere since.
 */
export function refocus(opener: HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    if (document.activeElement && document.activeElement !== document.body) return
    opener?.focus()
  })
}

/**
 * The state of a lightbox opened from a row of numbered buttons: `index` (null: closed), `show(i)` to
 * open at photo i or close (null), and `opener(i)`, the ref of the button of photo i. Closing gives focus
 * back to the button that opened it (the last button for a photo beyond the `visible` ones).
 */
export function useLightbox(visible: number) {
  const [index, setIndex] = useState<number | null>(null)
  const openers = useRef<Array<HTMLButtonElement | null>>([])
  const lastOpened = useRef(0)
  const show = (i: number | null) => {
    if (i === null) refocus(openers.current[Math.min(lastOpened.current, visible - 1)])
    else lastOpened.current = i
    setIndex(i)
  }
  const opener = (i: number) => (element: HTMLButtonElement | null) => {
    openers.current[i] = element
  }
  return { index, show, opener }
}
