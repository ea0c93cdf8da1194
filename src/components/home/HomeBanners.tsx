import { getImageProps } from 'next/image'
import { getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { mediaPicture, type Picture } from '@/components/media/picture'
import { safeExternalLink } from '@/domain/video-embed'
import { Link } from '@/i18n/server-link'
import type { PublicBanner } from '@/services/gallery'
import { BannerCarouselWhenSeen } from './on-intent'
import styles from './carousel.module.css'

/** Phones get the banner's portrait image when it has one. */
const MOBILE_MEDIA = '(max-width: 640px)'

/**
 * A banner's picture: the portrait image on phones, the wide one elsewhere, through next/image's
 * optimizer (srcset per width). The first banner is the page's largest paint: loaded eagerly with a
 * high priority, found by the preload scanner in the HTML; the others load lazily, when swiped to.
 */
function BannerPicture({ wide, narrow, eager }: { wide: Picture | null; narrow: Picture | null; eager: boolean }) {
  const main = wide ?? narrow
  if (!main) return null
  const common = {
    alt: '',
    sizes: '(max-width: 1232px) 100vw, 75rem',
    loading: eager ? ('eager' as const) : ('lazy' as const),
    fetchPriority: eager ? ('high' as const) : undefined,
  }
  const { props: img } = getImageProps({ ...common, ...main })
  const mobile = wide && narrow ? getImageProps({ ...common, ...narrow, sizes: '100vw' }).props : null
  return (
    <picture className={styles.picture}>
      {mobile && <source media={MOBILE_MEDIA} srcSet={mobile.srcSet} sizes={mobile.sizes} width={mobile.width} height={mobile.height} />}
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's own props, alt included */}
      <img {...img} />
    </picture>
  )
}

type Target = { path: string } | { url: string } | null

/** Where a banner leads: a path of the site (in the page's language) or an http(s) address; null otherwise. */
function bannerTarget(link: string | null): Target {
  if (link?.startsWith('/') && !link.startsWith('//')) return { path: link }
  const url = safeExternalLink(link)
  return url ? { url } : null
}

function SlideBody({ target, children }: { target: Target; children: ReactNode }) {
  if (target && 'path' in target) {
    return (
      <Link className={styles.slideLink} href={target.path}>
        {children}
      </Link>
    )
  }
  if (target) {
    return (
      <a className={styles.slideLink} href={target.url} rel="noopener">
        {children}
      </a>
    )
  }
  return <div className={styles.slideLink}>{children}</div>
}

/**
 * The carousel of the banners (Media > Banners) in the editors' order. A banner without an image shows
 * its text on the dark background, one without a link is not a link: never a broken box.
 */
export async function HomeBanners({ banners, label }: { banners: PublicBanner[]; label: string }) {
  const t = await getTranslations()
  const count = banners.length
  if (count === 0) return null
  const slides = banners.map((banner, index) => {
    const wide = mediaPicture(banner.image, 'hero', { width: 1600, height: 667 })
    const narrow = mediaPicture(banner.image_mobile, 'card', { width: 800, height: 1000 })
    return (
      <div
        key={banner.id}
        className={styles.slide}
        role="group"
        aria-roledescription="slide"
        aria-label={t('home-carousel-slide', { index: index + 1, count })}
        data-testid="banner-slide"
      >
        <SlideBody target={bannerTarget(banner.link)}>
          <BannerPicture wide={wide} narrow={narrow} eager={index === 0} />
          <span className={styles.caption}>
            <span className={styles.title}>{banner.title}</span>
            {banner.subtitle && <span className={styles.text}>{banner.subtitle}</span>}
          </span>
        </SlideBody>
      </div>
    )
  })
  return (
    <BannerCarouselWhenSeen
      label={label}
      count={count}
      focusableTrack={banners.every((banner) => bannerTarget(banner.link) === null)}
      labels={{
        previous: t('home-carousel-previous'),
        next: t('home-carousel-next'),
        pause: t('home-carousel-pause'),
        play: t('home-carousel-play'),
        show: banners.map((_, index) => t('home-carousel-show', { index: index + 1 })),
      }}
    >
      {slides}
    </BannerCarouselWhenSeen>
  )
}
