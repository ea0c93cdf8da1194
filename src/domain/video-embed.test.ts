import { describe, expect, it } from 'vitest'

import { safeExternalLink, videoEmbed } from './video-embed'

describe('video embeds', () => {
  it('plays YouTube links of every form from the no-cookie domain', () => {
    const player = 'https://www.youtube-nocookie.com/embed/K3vQm8ZtR1s?autoplay=1&rel=0'
    for (const link of [
      'https://www.youtube.com/watch?v=K3vQm8ZtR1s',
      'https://youtube.com/watch?v=K3vQm8ZtR1s&t=42',
      'https://m.youtube.com/watch?v=K3vQm8ZtR1s',
      'https://youtu.be/K3vQm8ZtR1s',
      'https://www.youtube.com/embed/K3vQm8ZtR1s',
      'https://www.youtube.com/shorts/K3vQm8ZtR1s',
      ' https://www.youtube-nocookie.com/embed/K3vQm8ZtR1s ',
    ])
      expect(videoEmbed(link), link).toEqual({ provider: 'youtube', id: 'K3vQm8ZtR1s', embedUrl: player })
  })

  it('plays Vimeo and Rutube links', () => {
    expect(videoEmbed('https://vimeo.com/76979871')?.embedUrl).toBe('https://player.vimeo.com/video/76979871?autoplay=1')
    expect(videoEmbed('https://rutube.ru/video/0123456789abcdef0123456789abcdef/')?.embedUrl).toBe('https://rutube.ru/play/embed/0123456789abcdef0123456789abcdef?autoplay=1')
  })

  it('has no player for other links, broken ids or other schemes', () => {
    for (const link of [
      null,
      '',
      'not a url',
      'https://example.com/video.mp4',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v="><script>',
      'https://www.youtube.com/@qazaqstroy',
      'javascript:alert(1)',
      'https://vimeo.com/channels/staffpicks',
    ])
      expect(videoEmbed(link), String(link)).toBeNull()
  })

  it('opens only web links in a new tab', () => {
    expect(safeExternalLink('https://example.com/v')).toBe('https://example.com/v')
    expect(safeExternalLink('javascript:alert(1)')).toBeNull()
    expect(safeExternalLink('data:text/html,x')).toBeNull()
    expect(safeExternalLink('nonsense')).toBeNull()
  })
})
