import { beforeAll, describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'
import { BAD_NUMBERS, expectJunkIgnored, expectMedia, expectNotFound, expectValidation, getItem, getList, qs } from './content-support'
import { createLocalized, uniqueSuffix, uploadPixel } from './staff-session'

/** Localizations, employees, awards, contacts and reviews: GET endpoints of spec §7. */
describe.each(inject('targets'))('company content API on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const f: Record<string, any> = {}

  beforeAll(async () => {
    const photo = await uploadPixel(baseUrl, 'company photo')
    const city = await createLocalized(baseUrl, 'cities', { name: 'Алматы тест', slug: `it-city-${run}` }, { kk: { name: 'Алматы сынақ' }, en: { name: 'Almaty test' } })
    f.city = city
    f.complex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Отзывы', slug: `it-reviews-complex-${run}`, city: city.id })
    f.otherComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Другой', slug: `it-other-complex-${run}`, city: city.id })
    f.hiddenComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Скрытый', slug: `it-hidden-complex-${run}`, city: city.id, _status: 'draft' })

    f.localization = await createLocalized(baseUrl, 'localizations', { key: `it-key-${run}`, content: 'Привет' }, { kk: { content: 'Сәлем' }, en: { content: 'Hello' } })
    f.untranslated = await createLocalized(baseUrl, 'localizations', { key: `it-only-ru-${run}`, content: 'Только по-русски' })

    f.employee = await createLocalized(
      baseUrl,
      'employees',
      { name: 'Иван Петров', position: 'Директор', photo, order: -1000 },
      { kk: { name: 'Иван Петров', position: 'Директор (kk)' }, en: { name: 'Ivan Petrov', position: 'Director' } },
    )
    f.employeeLater = await createLocalized(baseUrl, 'employees', { name: 'Пётр Последний', position: 'Инженер', order: 1000 })
    f.hiddenEmployee = await createLocalized(baseUrl, 'employees', { name: 'Скрытый Сотрудник', position: 'Никто', _status: 'draft' })

    f.award = await createLocalized(
      baseUrl,
      'awards',
      { title: 'Лучший застройщик', year: 2024, issuer: 'Премия', description: 'За качество', image: photo },
      { kk: { title: 'Үздік құрылысшы' }, en: { title: 'Best developer' } },
    )
    f.hiddenAward = await createLocalized(baseUrl, 'awards', { title: 'Скрытая награда', year: 2020, _status: 'draft' })

    f.contact = await createLocalized(
      baseUrl,
      'contacts',
      {
        title: 'Офис продаж',
        city: city.id,
        address: 'пр. Абая, 1',
        phones: [{ phone: '+7 (727) 000-00-01' }, { phone: '+7 (727) 000-00-02' }],
        email: 'sales@example.com',
        working_hours: 'Пн–Пт 9:00–18:00',
        schedule: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
        latitude: 43.238,
        longitude: 76.945,
      },
      { kk: { title: 'Сату кеңсесі', address: 'Абай даңғ., 1' }, en: { title: 'Sales office', address: '1 Abay Ave' } },
    )
    f.hiddenContact = await createLocalized(baseUrl, 'contacts', { title: 'Скрытый офис', address: 'нигде', _status: 'draft' })

    f.review = await createLocalized(
      baseUrl,
      'reviews',
      { author: 'Анна', text: 'Отличный дом', rating: 5, date: '2026-03-01T00:00:00.000Z', complex: f.complex.id, photo },
      { kk: { author: 'Анна', text: 'Керемет үй' }, en: { author: 'Anna', text: 'Great home' } },
    )
    f.otherReview = await createLocalized(baseUrl, 'reviews', { author: 'Борис', text: 'Хорошо', rating: 4, date: '2026-02-01T00:00:00.000Z', complex: f.otherComplex.id })
    f.hiddenReview = await createLocalized(baseUrl, 'reviews', { author: 'Скрыт', text: 'Не видно', date: '2026-01-01T00:00:00.000Z', complex: f.complex.id, _status: 'draft' })
  })

  describe('GET /api/localizations/{lang}', () => {
    it('lists {key, content} of the language in the path, falling back to Russian', async () => {
      for (const [lang, content] of [
        ['ru', 'Привет'],
        ['kk', 'Сәлем'],
        ['en', 'Hello'],
      ]) {
        // The path decides the language, whatever Accept-Language says.
        const data = await getList(baseUrl, `/api/localizations/${lang}`, 'ru')
        for (const entry of data) expect(Object.keys(entry).sort()).toEqual(['content', 'key'])
        expect(data.find((e) => e.key === f.localization.key)?.content).toBe(content)
        expect(data.find((e) => e.key === f.untranslated.key)?.content).toBe('Только по-русски')
      }
    })
    it('answers 404 for other languages and junk', async () => {
      for (const lang of ['de', 'RU', 'xx', '%3Cscript%3E', "ru'%20OR%201=1"]) await expectNotFound(baseUrl, `/api/localizations/${lang}`)
    })
  })

  describe('GET /api/employees', () => {
    it('lists published employees in order with a localized name and position', async () => {
      const ru = await getList(baseUrl, '/api/employees')
      const ids = ru.map((e) => e.id)
      expect(ids).toContain(f.employee.id)
      expect(ids).not.toContain(f.hiddenEmployee.id)
      expect(ids.indexOf(f.employee.id)).toBeLessThan(ids.indexOf(f.employeeLater.id))
      const mine = ru.find((e) => e.id === f.employee.id)
      expect(Object.keys(mine).sort()).toEqual(['id', 'name', 'photo', 'position'])
      expect(mine).toMatchObject({ name: 'Иван Петров', position: 'Директор' })
      expectMedia(mine.photo)
      expect(mine.photo).not.toBeNull()
      const en = await getList(baseUrl, '/api/employees', 'en')
      expect(en.find((e) => e.id === f.employee.id)).toMatchObject({ name: 'Ivan Petrov', position: 'Director' })
      const kk = await getList(baseUrl, '/api/employees', 'kk')
      expect(kk.find((e) => e.id === f.employee.id).position).toBe('Директор (kk)')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/employees'))
  })

  describe('GET /api/awards and /api/awards/{id}', () => {
    it('lists published awards with localized titles', async () => {
      const ru = await getList(baseUrl, '/api/awards')
      expect(ru.map((a) => a.id)).toContain(f.award.id)
      expect(ru.map((a) => a.id)).not.toContain(f.hiddenAward.id)
      const award = ru.find((a) => a.id === f.award.id)
      expect(award).toMatchObject({ title: 'Лучший застройщик', year: 2024, issuer: 'Премия', description: 'За качество' })
      expectMedia(award.image)
      expect((await getList(baseUrl, '/api/awards', 'kk')).find((a) => a.id === f.award.id).title).toBe('Үздік құрылысшы')
      expect((await getList(baseUrl, '/api/awards', 'en')).find((a) => a.id === f.award.id).title).toBe('Best developer')
    })
    it('shows one award by id, in the requested language', async () => {
      const award = await getItem(baseUrl, `/api/awards/${f.award.id}`, 'en')
      expect(award).toMatchObject({ id: f.award.id, title: 'Best developer', year: 2024 })
    })
    it('answers 404 for unknown, hidden and malformed ids', async () => {
      await expectNotFound(baseUrl, `/api/awards/${f.hiddenAward.id}`)
      for (const id of ['999999999', 'abc', '-1', '1.5', '%3Cscript%3E', "1'%20OR%20'1'='1"]) await expectNotFound(baseUrl, `/api/awards/${id}`)
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/awards'))
  })

  describe('GET /api/contacts', () => {
    it('lists offices with city, phones, coordinates, hours and the hours by weekday', async () => {
      const ru = await getList(baseUrl, '/api/contacts')
      expect(ru.map((c) => c.id)).not.toContain(f.hiddenContact.id)
      const office = ru.find((c) => c.id === f.contact.id)
      expect(office).toEqual({
        id: f.contact.id,
        title: 'Офис продаж',
        city: { id: f.city.id, name: 'Алматы тест', slug: f.city.slug },
        address: 'пр. Абая, 1',
        phones: ['+7 (727) 000-00-01', '+7 (727) 000-00-02'],
        email: 'sales@example.com',
        working_hours: 'Пн–Пт 9:00–18:00',
        schedule: [{ days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '18:00' }],
        coordinates: { latitude: 43.238, longitude: 76.945 },
        is_sales_office: true,
      })
      const kk = (await getList(baseUrl, '/api/contacts', 'kk')).find((c) => c.id === f.contact.id)
      expect(kk).toMatchObject({ title: 'Сату кеңсесі', address: 'Абай даңғ., 1', city: { name: 'Алматы сынақ' } })
      // Untranslated texts fall back to Russian.
      expect(kk.working_hours).toBe('Пн–Пт 9:00–18:00')
      expect((await getList(baseUrl, '/api/contacts', 'en')).find((c) => c.id === f.contact.id).title).toBe('Sales office')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/contacts'))
  })

  describe('GET /api/reviews', () => {
    it('lists published reviews newest first, with the project as a small object', async () => {
      const ru = await getList(baseUrl, '/api/reviews')
      const ids = ru.map((r) => r.id)
      expect(ids).toEqual(expect.arrayContaining([f.review.id, f.otherReview.id]))
      expect(ids).not.toContain(f.hiddenReview.id)
      const dates = ru.map((r) => Date.parse(r.date))
      expect(dates).toEqual([...dates].sort((a, b) => b - a))
      const review = ru.find((r) => r.id === f.review.id)
      expect(review).toMatchObject({
        author: 'Анна',
        text: 'Отличный дом',
        rating: 5,
        date: '2026-03-01T00:00:00.000Z',
        complex: { id: f.complex.id, name: 'ЖК Отзывы', slug: f.complex.slug },
        video_url: null,
      })
      expectMedia(review.photo)
      expect((await getList(baseUrl, '/api/reviews', 'kk')).find((r) => r.id === f.review.id).text).toBe('Керемет үй')
      expect((await getList(baseUrl, '/api/reviews', 'en')).find((r) => r.id === f.review.id).text).toBe('Great home')
    })
    it('filters by complex_id', async () => {
      const data = await getList(baseUrl, `/api/reviews?complex_id=${f.complex.id}`)
      expect(data.map((r) => r.id)).toContain(f.review.id)
      expect(data.map((r) => r.id)).not.toContain(f.otherReview.id)
      for (const review of data) expect(review.complex.id).toBe(f.complex.id)
      // An empty value is no filter.
      expect((await getList(baseUrl, '/api/reviews?complex_id=')).map((r) => r.id)).toContain(f.otherReview.id)
    })
    it('answers 422 for nonsense, unknown or hidden projects, never 500', async () => {
      for (const value of BAD_NUMBERS) await expectValidation(baseUrl, `/api/reviews${qs({ complex_id: value })}`, ['complex_id'])
      await expectValidation(baseUrl, '/api/reviews?complex_id=99999999', ['complex_id'])
      await expectValidation(baseUrl, `/api/reviews?complex_id=${f.hiddenComplex.id}`, ['complex_id'])
    })
  })

  it('answers every endpoint in Russian when the language is unknown', async () => {
    const { body } = await getJson(baseUrl, `/api/awards/${f.award.id}`, 'de-DE,fr;q=0.8')
    expect(body.data.title).toBe('Лучший застройщик')
  })
})
