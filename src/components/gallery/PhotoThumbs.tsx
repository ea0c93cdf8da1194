'use client'

import { ResponsiveImage } from '@/components/media/ResponsiveImage'
import { useTranslations } from '@/i18n/translate'

import styles from './gallery.module.css'
import { Lightbox, useLightbox, type GalleryImage } from './Lightbox'

/**
 * A row of small photos that open the lightbox: the first `visible` ones as thumbnails (the last of them
 * telling how many more the lightbox holds), lazily loaded. For photos that are not the page's largest
 * paint: a construction report's, say. A strip of thumbnails of one size (`data-strip`): not card rows that
 * must fill.
 */
export function PhotoThumbs({ images, name, visible = 3, className }: { images: GalleryImage[]; name: string; visible?: number; className?: string }) {
  const t = useTranslations()
  const { index, show, opener } = useLightbox(visible)
  if (!images.length) return null
  const count = images.length

  return (
    <>
      <ul className={className} aria-label={t('gallery-label', { name })} data-strip>
        {images.slice(0, visible).map((image, i) => (
          <li key={image.id}>
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
                sizes="(max-width: 960px) 33vw, 12rem"
              />
              {i === visible - 1 && count > visible && (
                <span className={styles.more} aria-hidden="true">
                  +{count - visible}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={index} onIndexChange={show} label={t('gallery-label', { name })} name={name} />
    </>
  )
}
