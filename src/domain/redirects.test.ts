import { describe, expect, it } from 'vitest'

import { isAbsoluteUrl, normalizeRedirectSource } from './redirects'

describe('normalizeRedirectSource', () => {
  it('lowercases, adds one leading slash and drops repeated and trailing slashes', () => {
    expect(normalizeRedirectSource('Old-Page/')).toBe('/old-page')
    expect(normalizeRedirectSource('//en//Old//')).toBe('/en/old')
    expect(normalizeRedirectSource('/')).toBe('/')
  })
  it('tells absolute targets', () => {
    expect(isAbsoluteUrl('https://example.kz/a')).toBe(true)
    expect(isAbsoluteUrl('/projects')).toBe(false)
  })
})
