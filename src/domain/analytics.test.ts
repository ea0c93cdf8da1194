import { describe, expect, it } from 'vitest'

import { analyticsIds, analyticsInPage, analyticsMetaContent, consentCookie, consentOf, goalOfClick, hasAnalytics } from './analytics'
import { analyticsSources } from './analytics-origins.js'

describe('analytics ids', () => {
  it('takes whole ids only; none means no analytics', () => {
    expect(analyticsIds({ yandex_metrika_id: ' 98765432 ', google_analytics_id: 'g-abc123xyz' })).toEqual({ yandex: '98765432', ga4: 'G-ABC123XYZ' })
    expect(analyticsIds({ yandex_metrika_id: 'abc', google_analytics_id: 'UA-1234-1' })).toEqual({ yandex: null, ga4: null })
    expect(hasAnalytics(analyticsIds(null))).toBe(false)
  })

  it('names the services a page may load, and the policy allows only their hosts', () => {
    const content = analyticsMetaContent({ yandex: '1234567', ga4: null })
    expect(content).toBe('yandex')
    expect(analyticsInPage(`<head><meta name="site-analytics" content="${content}"/></head>`)).toEqual(['yandex'])
    expect(analyticsInPage('<head></head>')).toEqual([])
    expect(analyticsSources(['yandex'], 'script')).toContain('https://mc.yandex.ru')
    expect(analyticsSources([], 'connect')).toEqual([])
  })
})

describe('consent', () => {
  it('reads the visitor’s choice from the cookie and writes it for a year', () => {
    expect(consentOf('a=1; analytics_consent=granted; b=2')).toBe('granted')
    expect(consentOf('analytics_consent=maybe')).toBeNull()
    expect(consentOf('')).toBeNull()
    expect(consentCookie('denied', true)).toBe('analytics_consent=denied; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })
})

describe('goals of clicks', () => {
  it('counts phone and messenger clicks', () => {
    expect(goalOfClick({ href: 'tel:+77273000000' })).toBe('phone_click')
    expect(goalOfClick({ goal: 'messenger', href: 'https://wa.me/1' })).toBe('messenger_click')
    expect(goalOfClick({ href: '/projects' })).toBeNull()
  })
})
