'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useRef, useState, type ReactNode } from 'react'

import styles from './video.module.css'

/**
 * A video that costs nothing until it is asked for: its preview and a play button; the player's frame
 * (a third party's: YouTube from its no-cookie domain, Vimeo, Rutube; src/domain/video-embed.ts) is
 * created only by the click, and takes the focus so that the keyboard goes on in the player.
 * `preview`: a still, rendered by the server (an OptimizedImage with an empty alt: the button names the video).
 */
export function VideoFacade({ title, embedUrl, preview }: { title: string; embedUrl: string; preview?: ReactNode }) {
  const t = useTranslations()
  const [playing, setPlaying] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (playing) frame.current?.focus()
  }, [playing])

  return (
    <div className={styles.video} data-testid="video" data-state={playing ? 'playing' : 'idle'}>
      {playing ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={embedUrl}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className={styles.facade} onClick={() => setPlaying(true)} aria-label={t('video-play', { title })}>
          {preview && <span className={styles.preview}>{preview}</span>}
          <span className={styles.play} aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="currentColor" focusable="false">
              <path d="M8 5v14l11-7z" />
            </svg>
          </span>
        </button>
      )}
    </div>
  )
}
