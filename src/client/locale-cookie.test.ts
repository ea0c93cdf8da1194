import { describe, expect, it } from 'vitest'

import { localeCookieUpdate } from './locale-cookie'

describe('language cookie kept in the browser', () => {
  it('is left alone when it already names the page language', () => {
    expect(localeCookieUpdate('kk', 'a=1; i18n_redirected=kk', ['ru-RU'])).toBeNull()
  })

  it('follows the page when it names another language', () => {
    expect(localeCookieUpdate('en', 'i18n_redirected=kk', ['kk'])).toBe('i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=lax')
  })

  it('is not created when the browser prefers the page language anyway', () => {
    expect(localeCookieUpdate('ru', '', ['ru-RU', 'en'])).toBeNull()
    expect(localeCookieUpdate('ru', '', [])).toBeNull()
  })

  it('is created when the visitor reads a language the browser does not prefer', () => {
    expect(localeCookieUpdate('kk', 'other=1', ['ru-RU', 'ru'])).toContain('i18n_redirected=kk;')
  })
})
