/**
 * The player of a video link an editor pasted (a video's or a review's `video_url`): the address of
 * its embeddable player, which the page loads only when the visitor asks for it (no third-party frame
 * before the click). YouTube plays from its no-cookie domain. Links of other hosts have no player:
 * the site opens them in a new tab.
 */
import { VIDEO_EMBED_ORIGINS } from './video-embed-origins'

export type VideoEmbed = { provider: 'youtube' | 'vimeo' | 'rutube'; id: string; embedUrl: string }

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'])
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return url.pathname.split('/')[1] ?? null
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null
  if (url.pathname === '/watch') return url.searchParams.get('v')
  const [kind, id] = url.pathname.split('/').filter(Boolean)
  return ['embed', 'shorts', 'live', 'v'].includes(kind) ? (id ?? null) : null
}

export function videoEmbed(link: string | null | undefined): VideoEmbed | null {
  if (!link) return null
  let url: URL
  try {
    url = new URL(link.trim())
  } catch {
    return null
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
  const host = url.hostname.toLowerCase()

  const youtube = youtubeId(url)
  if (youtube !== null) {
    return YOUTUBE_ID.test(youtube) ? { provider: 'youtube', id: youtube, embedUrl: `${VIDEO_EMBED_ORIGINS.youtube}/embed/${youtube}?autoplay=1&rel=0` } : null
  }
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const id = url.pathname
      .split('/')
      .filter(Boolean)
      .find((part) => /^\d{1,12}$/.test(part))
    return id ? { provider: 'vimeo', id, embedUrl: `${VIDEO_EMBED_ORIGINS.vimeo}/video/${id}?autoplay=1` } : null
  }
  if (host === 'rutube.ru' || host === 'www.rutube.ru') {
    const match = /^\/(?:video|play\/embed)\/([0-9a-f]{32})\/?$/.exec(url.pathname)
    return match ? { provider: 'rutube', id: match[1], embedUrl: `${VIDEO_EMBED_ORIGINS.rutube}/play/embed/${match[1]}?autoplay=1` } : null
  }
  return null
}

/** Only links to the web open in a new tab (never `javascript:` or other schemes an editor might paste). */
export function safeExternalLink(link: string | null | undefined): string | null {
  if (!link) return null
  try {
    const url = new URL(link.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
