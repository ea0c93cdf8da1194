import { describe, expect, inject, it } from 'vitest'

import { cms, staffToken } from './staff-session'

/**
 * An editor's broken ICU string (issue 17, item 6) is refused on save with the reason, in the editor's
 * language, instead of being stored and silently ignored by the site; a sound one is stored.
 */
describe.each(inject('targets'))('UI strings on $name', ({ baseUrl }) => {
  it('refuses a plural without its other case, saying why, and keeps the stored text', async () => {
    const { docs } = await cms(baseUrl, 'GET', '/localizations?where[content][like]=plural&limit=1&locale=ru')
    const string = docs[0]
    const patch = async (content: string, language: string) => {
      const response = await fetch(`${baseUrl}/cms-api/localizations/${string.id}?locale=ru`, {
        method: 'PATCH',
        headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Content-Type': 'application/json', 'Accept-Language': language },
        body: JSON.stringify({ content }),
      })
      return { status: response.status, text: await response.text() }
    }

    const russian = await patch('{count, plural, one {# квартира} few {# квартиры}}', 'ru')
    expect(russian.status).toBe(400)
    expect(russian.text).toContain('"path":"content"')
    expect(russian.text).toContain('нет обязательного варианта other')
    const english = await patch('Осталось {count', 'en')
    expect(english.status).toBe(400)
    expect(english.text).toContain('a curly brace } is not closed')
    expect((await cms(baseUrl, 'GET', `/localizations/${string.id}?locale=ru`)).content).toBe(string.content)

    expect((await patch(string.content, 'ru')).status).toBe(200)
  })
})
