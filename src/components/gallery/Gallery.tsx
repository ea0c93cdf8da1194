'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useTranslations } from '@/i18n/translate'
import type { CSSProperties } from 'react'

import styles from './gallery.module.css'
import { Lightbox, useLightbox, type GalleryImage } from './Lightbox'

export type { GalleryImage }

/** How many pictures the strip shows; the last visible one tells how many more the lightbox holds. */
const VISIBLE = 5

/**
 * A photo strip with a lightbox: the first photo is large, the others are thumbnails. Each opens the
 * lightbox at that photo, and focus goes back to the thumbnail that opened it. `lead`: the first photo
 * is the page's largest paint (preloaded, fetched first); a gallery further down the page passes false.
 */
export function Gallery({ images, name, lead = true }: { images: GalleryImage[]; name: string; lead?: boolean }) {
  const t = useTranslations()
  const { index, show, opener } = useLightbox(VISIBLE)
  if (!images.length) return null
  const count = images.length

  // The thumbnails share the lead photo's width: one of two gets all of it, so asks for a picture that wide.
  const thumbs = Math.max(1, Math.min(count, VISIBLE) - 1)
  const thumbSizes = `(max-width: 960px) ${Math.ceil(100 / thumbs)}vw, ${Math.ceil(60 / thumbs)}vw`
  return (
    <div className={styles.gallery} style={{ '--thumbs': thumbs } as CSSProperties}>
      <ul className={styles.strip} aria-label={t('gallery-label', { name })}>
        {images.slice(0, VISIBLE).map((image, i) => (
          <li key={image.id} className={i === 0 ? styles.lead : styles.item}>
            <button
              type="button"
              className={styles.opener}
              ref={opener(i)}
              onClick={() => show(i)}
              aria-label={t('gallery-open', { from: i + 1, to: count })}
              aria-haspopup="dialog"
            >
              <ResponsiveImage
                src={image.src}
                alt={image.alt || t('gallery-photo', { name, from: i + 1 })}
                width={image.width}
                height={image.height}
                sizes={i === 0 ? '(max-width: 960px) 100vw, 60vw' : thumbSizes}
                preload={lead && i === 0}
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
      <Lightbox images={images} index={index} onIndexChange={show} label={t('gallery-label', { name })} name={name} />
    </div>
  )
}
