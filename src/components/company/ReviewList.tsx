import { getFormatter, getTranslations } from 'next-intl/server'

import { OptimizedImage } from '@/components/media/OptimizedImage'
import { mediaPicture } from '@/components/media/picture'
import { VideoFacadeOnIntent } from '@/components/media/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/media/video.module.css'
import frame from '@/components/ui/page.module.css'
import { projectPath } from '@/domain/site-pages'
import { videoEmbed } from '@/domain/video-embed'
import { Link } from '@/i18n/server-link'
import type { PublicReview } from '@/services/company'
import styles from './company.module.css'
import { VideoPreview } from './VideoList'
import { cardRows } from '@/components/ui/card-rows'

/** Customers' reviews: who, when, the rating, the text, the project (linked) and a video review that plays on click. */
export async function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const [t, format] = await Promise.all([getTranslations(), getFormatter()])
  return (
    <ul className={frame.cards} {...cardRows(reviews.length, { wide: true })}>
      {reviews.map((review) => {
        const photo = mediaPicture(review.photo, 'thumbnail', { width: 96, height: 96 })
        const embed = videoEmbed(review.video_url)
        return (
          <li key={review.id}>
            <article className={styles.review} data-testid="review">
              <header className={styles.reviewHead}>
                {photo && <OptimizedImage {...photo} alt="" />}
                <div>
                  <h3 className={styles.reviewAuthor}>{review.author}</h3>
                  <p className={styles.reviewMeta}>
                    <time dateTime={review.date.slice(0, 10)}>
                      {format.dateTime(new Date(review.date), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Almaty' })}
                    </time>
                    {review.complex && (
                      <>
                        {' · '}
                        <Link href={projectPath(review.complex.slug)}>{review.complex.name}</Link>
                      </>
                    )}
                  </p>
                </div>
              </header>
              {review.rating !== null && (
                <p className={styles.reviewMeta}>
                  <span className={styles.stars} aria-hidden="true">
                    {'★'.repeat(review.rating)}
                    {'☆'.repeat(5 - review.rating)}
                  </span>
                  <span className="visually-hidden">{t('review-rating', { rating: review.rating })}</span>
                </p>
              )}
              <blockquote>
                <p>{review.text}</p>
              </blockquote>
              {embed && (
                <VideoFacadeOnIntent
                  title={t('review-video', { author: review.author })}
                  embedUrl={embed.embedUrl}
                  preview={review.photo ? <VideoPreview media={review.photo} /> : undefined}
                />
              )}
            </article>
          </li>
        )
      })}
    </ul>
  )
}
