'use client'

import Image from 'next/image'
import { useTranslations } from 'next-intl'
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'

import { Dialog } from '../ui/Dialog'
import { Icon } from '../ui/Icon'
import styles from './gallery.module.css'

export type GalleryImage = { id: number; src: string; thumb: string; width: number; height: number; alt: string }

/** How many pictures the strip shows; the last visible one tells how many more the lightbox holds. */
const VISIBLE = 5

/**
 * A photo strip with a lightbox: the first photo is large (the page's LCP, loaded with priority), the
 * others are thumbnails. Each opens the native modal dialog at that photo; arrows move, Escape closes,
 * and focus goes back to the thumbnail that opened it.
 */
export function Gallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const t = useTranslations()
  const [index, setIndex] = useState<number | null>(null)
  const openers = useRef<Array<HTMLButtonElement | null>>([])
  const lastOpened = useRef(0)
  if (!images.length) return null
  const count = images.length

  const open = (i: number) => {
    lastOpened.current = i
    setIndex(i)
  }
  const close = () => {
    setIndex(null)
    // The native dialog restores focus itself in most browsers; this makes it certain, but never takes
    // focus from where the visitor has moved it since.
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      openers.current[Math.min(lastOpened.current, VISIBLE - 1)]?.focus()
    })
  }
  const move = (step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1)
    else if (event.key === 'ArrowLeft') move(-1)
    else return
    event.preventDefault()
  }

  const current = index === null ? null : images[index]
  return (
    <div className={styles.gallery} style={{ '--thumbs': Math.max(1, Math.min(count, VISIBLE) - 1) } as CSSProperties}>
      <ul className={styles.strip} aria-label={t('gallery-label', { name })}>
        {images.slice(0, VISIBLE).map((image, i) => (
          <li key={image.id} className={i === 0 ? styles.lead : styles.item}>
            <button
              type="button"
              className={styles.opener}
              ref={(el) => {
                openers.current[i] = el
              }}
              onClick={() => open(i)}
              aria-label={t('gallery-open', { from: i + 1, to: count })}
              aria-haspopup="dialog"
            >
              <Image
                src={i === 0 ? image.src : image.thumb}
                alt={image.alt || t('gallery-photo', { name, from: i + 1 })}
                width={image.width}
                height={image.height}
                sizes={i === 0 ? '(max-width: 960px) 100vw, 60vw' : '(max-width: 960px) 25vw, 20vw'}
                // The lead photo is the page's largest paint: preloaded and fetched first.
                preload={i === 0}
                fetchPriority={i === 0 ? 'high' : undefined}
              />
              {i === VISIBLE - 1 && count > VISIBLE && (
                <span className={styles.more} aria-hidden="true">
                  +{count - VISIBLE}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={current !== null} onClose={close} label={t('gallery-label', { name })} className={styles.dialog}>
        {current && (
          <div className={styles.lightbox} onKeyDown={onKeyDown}>
            <figure className={styles.figure}>
              <Image
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
            <button type="button" className={styles.close} onClick={close} aria-label={t('dialog-close')} autoFocus>
              <Icon name="close" />
            </button>
          </div>
        )}
      </Dialog>
    </div>
  )
}
