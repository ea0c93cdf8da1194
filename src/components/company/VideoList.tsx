import { getTranslations } from 'next-intl/server'

import { OptimizedImage } from '@/components/media/OptimizedImage'
import { mediaPicture } from '@/components/media/picture'
import { VideoFacadeOnIntent } from '@/components/media/on-intent'
// The island's styles come with the page's first load (its server HTML is shown at once); only its code waits.
import '@/components/media/video.module.css'
import frame from '@/components/ui/page.module.css'
import { safeExternalLink, videoEmbed } from '@/domain/video-embed'
import type { PublicMedia } from '@/services/media'
import styles from './company.module.css'
import { cardRows } from '@/components/ui/card-rows'

export type VideoItem = { id: number; title: string; video_url: string; preview: PublicMedia | null }

/** A video's still (the card size of its image), for VideoFacade; null without an image. */
export function VideoPreview({ media }: { media: PublicMedia | null }) {
  const picture = mediaPicture(media, 'card', { width: 800, height: 450 })
  return picture ? <OptimizedImage {...picture} alt="" sizes="(max-width: 960px) 100vw, 28rem" /> : null
}

/** Videos, each playing in place after a click (VideoFacade); a link of a host without a player opens in a new tab. */
export async function VideoList({ videos }: { videos: VideoItem[] }) {
  const t = await getTranslations()
  const shown = videos.flatMap((video) => {
    const embed = videoEmbed(video.video_url)
    const link = embed ? null : safeExternalLink(video.video_url)
    return embed || link ? [{ ...video, embed, link }] : []
  })
  return (
    <ul className={frame.cards} {...cardRows(shown.length, { wide: true })}>
      {shown.map((video) => (
        <li key={video.id} className={styles.card}>
          {video.embed ? <VideoFacadeOnIntent title={video.title} embedUrl={video.embed.embedUrl} preview={<VideoPreview media={video.preview} />} /> : null}
          <h3 className={styles.cardTitle}>
            {video.link ? (
              <a href={video.link} target="_blank" rel="noopener noreferrer">
                {video.title}
                <span className="visually-hidden"> {t('map-new-tab')}</span>
              </a>
            ) : (
              video.title
            )}
          </h3>
        </li>
      ))}
    </ul>
  )
}
