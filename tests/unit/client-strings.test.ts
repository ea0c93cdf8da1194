import fs from 'node:fs'
import path from 'node:path'

import { createElement, Fragment, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { ClientStrings, useLocale } from '../../src/i18n/client'
import { useTranslations } from '../../src/i18n/translate'
import { compileMessages } from '../../src/i18n/compiled-messages'
import { DEFAULT_MESSAGES } from '../../src/i18n/messages'
import type { Locale } from '../../src/i18n/locales'
import type { MessageKey } from '../../src/i18n/messages'

/** The browser's translator (src/i18n/client.tsx): the shipped strings, formatted as the server formats them. */

const compiled = (locale: Locale, keys: MessageKey[]) => compileMessages(Object.fromEntries(keys.map((key) => [key, DEFAULT_MESSAGES[locale][key]])))

function Probe({ show }: { show: (t: ReturnType<typeof useTranslations>, locale: Locale) => ReactNode }) {
  return createElement(Fragment, null, show(useTranslations(), useLocale()))
}
const render = (locale: Locale, keys: MessageKey[], show: (t: ReturnType<typeof useTranslations>, locale: Locale) => ReactNode) =>
  renderToStaticMarkup(createElement(ClientStrings, { locale, messages: compiled(locale, keys) }, createElement(Probe, { show })))

describe('client strings', () => {
  it('formats plurals by the language’s rules, with the number in place of #', () => {
    expect(render('ru', ['favorites-count'], (t) => [0, 1, 3, 5].map((count) => t('favorites-count', { count })).join(' | '))).toBe(
      'Избранное: пусто | Избранное: 1 объект | Избранное: 3 объекта | Избранное: 5 объектов',
    )
    expect(render('en', ['favorites-count'], (t, locale) => `${locale}: ${t('favorites-count', { count: 1 })}`)).toBe('en: Favorites: 1 item')
  })

  it('renders a tag of a message with the element given for it', () => {
    const html = render('en', ['form-consent'], (t) => t.rich('form-consent', { link: (chunks) => createElement('a', { href: '/policy.pdf' }, chunks) }))
    expect(html).toBe('By pressing the button you agree to the <a href="/policy.pdf">privacy policy</a>')
  })

  it('adds a nested provider’s strings to those above it, and shows a key it was not given as itself', () => {
    const probe = createElement(Probe, { show: (t) => [t('favorites-count', { count: 0 }), t('currency')].join(' | ') })
    const section = createElement(ClientStrings, { locale: 'en', messages: compiled('en', ['form-consent']) }, probe)
    const html = renderToStaticMarkup(createElement(ClientStrings, { locale: 'en', messages: compiled('en', ['favorites-count']) }, section))
    expect(html).toBe('Favorites: empty | currency')
  })

  it('keeps next-intl out of the browser: no client component imports it', () => {
    const files = fs.readdirSync('src', { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file))
    const offenders = files.filter((file) => {
      const source = fs.readFileSync(path.join('src', file), 'utf8')
      return /^['"]use client['"]/m.test(source) && /from 'next-intl(\/[\w-]+)?'/.test(source)
    })
    expect(offenders).toEqual([])
  })
})
