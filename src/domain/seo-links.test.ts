import { describe, expect, it } from 'vitest'

import { languageAlternates, samePageIn, unprefixedPath } from './seo-links'

describe('seo links', () => {
  it('strips the language prefix of a public path', () => {
    expect(unprefixedPath('/kk/projects/alatau')).toBe('/projects/alatau')
    expect(unprefixedPath('/en')).toBe('/')
    expect(unprefixedPath('/')).toBe('/')
    expect(unprefixedPath('/about')).toBe('/about')
  })
  it('points at the page in view in another language', () => {
    expect(samePageIn('kk', '/contacts')).toBe('/kk/contacts')
    expect(samePageIn('ru', '/en/projects/alatau')).toBe('/projects/alatau')
    expect(samePageIn('en', '/kk')).toBe('/en')
    expect(samePageIn('ru', '/kk')).toBe('/')
    expect(samePageIn('en', '')).toBe('/en')
  })
  it('lists the page in every language plus x-default', () => {
    expect(languageAlternates('/projects')).toEqual({ ru: '/projects', kk: '/kk/projects', en: '/en/projects', 'x-default': '/projects' })
    expect(languageAlternates('/')).toEqual({ ru: '/', kk: '/kk', en: '/en', 'x-default': '/' })
  })
})
