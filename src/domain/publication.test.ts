import { describe, expect, it } from 'vitest'

import { isPublishedAt, kazakhstanYear, nextMoment, promotionMoments, showsCountdown, timeLeft, videoEmbedUrl, visibleAsOf } from './publication'

const at = (iso: string) => new Date(iso)
const t = (iso: string) => Date.parse(iso)

describe('publication moments', () => {
  const moments = [t('2026-01-01T00:00:00Z'), t('2026-03-01T00:00:00Z'), t('2026-06-01T00:00:00Z')]

  it('keys reads by the latest passed moment, which changes exactly when one passes', () => {
    expect(visibleAsOf(moments, at('2025-12-31T23:59:59Z'))).toBe('1970-01-01T00:00:00.000Z')
    expect(visibleAsOf(moments, at('2026-03-01T00:00:00Z'))).toBe('2026-03-01T00:00:00.000Z')
    expect(visibleAsOf(moments, at('2026-05-31T23:59:59Z'))).toBe('2026-03-01T00:00:00.000Z')
    expect(visibleAsOf(moments, at('2027-01-01T00:00:00Z'))).toBe('2026-06-01T00:00:00.000Z')
  })

  it('names the next moment, or none', () => {
    expect(nextMoment(moments, at('2026-02-01T00:00:00Z'))).toBe(t('2026-03-01T00:00:00Z'))
    expect(nextMoment(moments, at('2026-03-01T00:00:00Z'))).toBe(t('2026-06-01T00:00:00Z'))
    expect(nextMoment(moments, at('2026-07-01T00:00:00Z'))).toBeNull()
  })

  it('a promotion changes at its start and just after its inclusive end', () => {
    expect(promotionMoments({ starts_at: '2026-01-01T00:00:00Z', ends_at: '2026-02-01T00:00:00Z' })).toEqual([t('2026-01-01T00:00:00Z'), t('2026-02-01T00:00:00Z') + 1])
    expect(promotionMoments({ starts_at: '2026-01-01T00:00:00Z', ends_at: null })).toEqual([t('2026-01-01T00:00:00Z')])
  })

  it('a document is public from its publication moment on', () => {
    expect(isPublishedAt('2026-01-01T00:00:00Z', at('2025-12-31T23:59:59.999Z'))).toBe(false)
    expect(isPublishedAt('2026-01-01T00:00:00Z', at('2026-01-01T00:00:00Z'))).toBe(true)
    expect(isPublishedAt(null, at('2026-01-01T00:00:00Z'))).toBe(false)
  })
})

describe('dates', () => {
  it('takes the year in Kazakhstan time', () => {
    expect(kazakhstanYear('2025-12-31T19:30:00Z')).toBe(2026)
    expect(kazakhstanYear('2025-12-31T18:59:59Z')).toBe(2025)
  })

  it('counts down to the end and stops at zero', () => {
    const end = t('2026-01-03T00:00:00Z')
    expect(timeLeft(end, t('2026-01-01T22:58:55Z'))).toMatchObject({ days: 1, hours: 1, minutes: 1, seconds: 5 })
    expect(timeLeft(end, end + 5000)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 0, total: 0 })
  })

  it('shows the countdown over the last seven days only', () => {
    expect(showsCountdown('2026-01-10T00:00:00Z', at('2026-01-02T00:00:00Z'))).toBe(false)
    expect(showsCountdown('2026-01-10T00:00:00Z', at('2026-01-03T00:00:00Z'))).toBe(true)
    expect(showsCountdown('2026-01-10T00:00:00Z', at('2026-01-11T00:00:00Z'))).toBe(false)
    expect(showsCountdown(null, at('2026-01-03T00:00:00Z'))).toBe(false)
  })
})

describe('video links', () => {
  it('embeds YouTube and Vimeo links, nothing else', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(videoEmbedUrl('https://example.com/watch?v=dQw4w9WgXcQ')).toBeNull()
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull()
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>')).toBeNull()
  })
})
