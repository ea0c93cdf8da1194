import { beforeAll, describe, expect, inject, it } from 'vitest'

import { BAD_NUMBERS, expectJunkIgnored, expectMedia, expectValidation, getList, qs } from './content-support'
import { createLocalized, uniqueSuffix, uploadPixel } from './staff-session'

/** Banners, photos, videos, feedback images and purchase programs (mortgages): GET endpoints of spec §7. */
describe.each(inject('targets'))('gallery and mortgages API on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const f: Record<string, any> = {}

  beforeAll(async () => {
    const image = await uploadPixel(baseUrl, 'gallery image')
    f.image = image
    const city = await createLocalized(baseUrl, 'cities', { name: 'Астана тест', slug: `it-gallery-city-${run}` })
    f.complex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Галерея', slug: `it-gallery-complex-${run}`, city: city.id })
    f.otherComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Соседний', slug: `it-gallery-other-${run}`, city: city.id })
    f.hiddenComplex = await createLocalized(baseUrl, 'complexes', { name: 'ЖК Черновик', slug: `it-gallery-hidden-${run}`, city: city.id, _status: 'draft' })

    f.banner = await createLocalized(
      baseUrl,
      'banners',
      { title: 'Весенняя акция', subtitle: 'Скидки', link: '/contents/promo', image, order: -1000 },
      { kk: { title: 'Көктемгі акция' }, en: { title: 'Spring offer' } },
    )
    f.bannerLater = await createLocalized(baseUrl, 'banners', { title: 'Второй баннер', image, order: 1000 })
    f.hiddenBanner = await createLocalized(baseUrl, 'banners', { title: 'Скрытый баннер', image, _status: 'draft' })

    f.photo = await createLocalized(baseUrl, 'photos', { title: 'Двор', image, complex: f.complex.id }, { kk: { title: 'Аула' }, en: { title: 'Courtyard' } })
    f.otherPhoto = await createLocalized(baseUrl, 'photos', { title: 'Фасад', image, complex: f.otherComplex.id })
    f.hiddenPhoto = await createLocalized(baseUrl, 'photos', { title: 'Скрытое фото', image, complex: f.complex.id, _status: 'draft' })
    // A published photo of a hidden project must not reveal the project.
    f.photoOfHidden = await createLocalized(baseUrl, 'photos', { title: 'Фото черновика', image, complex: f.hiddenComplex.id })

    f.video = await createLocalized(
      baseUrl,
      'videos',
      { title: 'Обзор', video_url: 'https://video.example.com/1', preview: image, complex: f.complex.id },
      { kk: { title: 'Шолу' }, en: { title: 'Tour' } },
    )
    f.otherVideo = await createLocalized(baseUrl, 'videos', { title: 'Другой обзор', video_url: 'https://video.example.com/2', complex: f.otherComplex.id })
    f.hiddenVideo = await createLocalized(baseUrl, 'videos', { title: 'Скрытое видео', video_url: 'https://video.example.com/3', _status: 'draft' })

    f.feedbackImage = await createLocalized(baseUrl, 'feedback-images', { alt: 'Консультант', image, order: -1000 }, { kk: { alt: 'Кеңесші' }, en: { alt: 'Consultant' } })

    f.mortgage = await createLocalized(
      baseUrl,
      'mortgage-programs',
      {
        title: 'Ипотека 7-20-25',
        bank: 'Отбасы банк',
        logo: image,
        rate: 7,
        initial_payment: 20,
        term_months: 300,
        conditions: 'Для первого жилья',
        complexes: [f.complex.id],
        estate_categories: ['flat'],
        order: -1000,
      },
      { kk: { title: 'Ипотека 7-20-25 (kk)', bank: 'Отбасы банкі' }, en: { title: 'Mortgage 7-20-25', bank: 'Otbasy Bank' } },
    )
    f.hiddenMortgage = await createLocalized(baseUrl, 'mortgage-programs', {
      title: 'Скрытая ипотека',
      bank: 'Банк',
      rate: 1,
      initial_payment: 1,
      term_months: 12,
      _status: 'draft',
    })
    f.installment = await createLocalized(
      baseUrl,
      'installment-plans',
      { title: 'Рассрочка 0%', rate: 0, initial_payment: 30, term_months: 12, conditions: 'Без переплаты', order: -1000 },
      { en: { title: 'Installment 0%' } },
    )
  })

  describe('GET /api/banners', () => {
    it('lists published banners in order with images', async () => {
      const ru = await getList(baseUrl, '/api/banners')
      const ids = ru.map((b) => b.id)
      expect(ids).not.toContain(f.hiddenBanner.id)
      expect(ids.indexOf(f.banner.id)).toBeGreaterThanOrEqual(0)
      expect(ids.indexOf(f.banner.id)).toBeLessThan(ids.indexOf(f.bannerLater.id))
      const banner = ru.find((b) => b.id === f.banner.id)
      expect(Object.keys(banner).sort()).toEqual(['id', 'image', 'image_mobile', 'link', 'subtitle', 'title'])
      expect(banner).toMatchObject({ title: 'Весенняя акция', subtitle: 'Скидки', link: '/contents/promo', image_mobile: null })
      expectMedia(banner.image)
      expect(banner.image.id).toBe(f.image)
      expect((await getList(baseUrl, '/api/banners', 'kk')).find((b) => b.id === f.banner.id).title).toBe('Көктемгі акция')
      expect((await getList(baseUrl, '/api/banners', 'en')).find((b) => b.id === f.banner.id).title).toBe('Spring offer')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/banners'))
  })

  describe('GET /api/photos', () => {
    it('lists published photos with their project', async () => {
      const ru = await getList(baseUrl, '/api/photos')
      const ids = ru.map((p) => p.id)
      expect(ids).toEqual(expect.arrayContaining([f.photo.id, f.otherPhoto.id]))
      expect(ids).not.toContain(f.hiddenPhoto.id)
      expect(ru.find((p) => p.id === f.photo.id)).toMatchObject({ title: 'Двор', complex: { id: f.complex.id, name: 'ЖК Галерея', slug: f.complex.slug } })
      expect(ru.find((p) => p.id === f.photoOfHidden.id).complex).toBeNull()
      expect((await getList(baseUrl, '/api/photos', 'kk')).find((p) => p.id === f.photo.id).title).toBe('Аула')
      expect((await getList(baseUrl, '/api/photos', 'en')).find((p) => p.id === f.photo.id).title).toBe('Courtyard')
    })
    it('filters by complex_id', async () => {
      const data = await getList(baseUrl, `/api/photos?complex_id=${f.complex.id}`)
      expect(data.map((p) => p.id)).toContain(f.photo.id)
      expect(data.map((p) => p.id)).not.toContain(f.otherPhoto.id)
      for (const photo of data) expect(photo.complex.id).toBe(f.complex.id)
    })
    it('answers 422 for bad or unknown complex_id', async () => {
      for (const value of BAD_NUMBERS) await expectValidation(baseUrl, `/api/photos${qs({ complex_id: value })}`, ['complex_id'])
      await expectValidation(baseUrl, `/api/photos?complex_id=${f.hiddenComplex.id}`, ['complex_id'])
      await expectValidation(baseUrl, '/api/photos?complex_id=1&complex_id=2', ['complex_id'])
    })
  })

  describe('GET /api/videos', () => {
    it('lists published videos with url, preview and project', async () => {
      const ru = await getList(baseUrl, '/api/videos')
      expect(ru.map((v) => v.id)).not.toContain(f.hiddenVideo.id)
      const video = ru.find((v) => v.id === f.video.id)
      expect(video).toMatchObject({ title: 'Обзор', video_url: 'https://video.example.com/1', complex: { id: f.complex.id } })
      expectMedia(video.preview)
      expect((await getList(baseUrl, '/api/videos', 'kk')).find((v) => v.id === f.video.id).title).toBe('Шолу')
      expect((await getList(baseUrl, '/api/videos', 'en')).find((v) => v.id === f.video.id).title).toBe('Tour')
    })
    it('filters by complex_id', async () => {
      const data = await getList(baseUrl, `/api/videos?complex_id=${f.otherComplex.id}`)
      expect(data.map((v) => v.id)).toEqual([f.otherVideo.id])
    })
    it('answers 422 for bad or unknown complex_id', async () => {
      for (const value of BAD_NUMBERS) await expectValidation(baseUrl, `/api/videos${qs({ complex_id: value })}`, ['complex_id'])
      await expectValidation(baseUrl, '/api/videos?complex_id=99999999', ['complex_id'])
    })
  })

  describe('GET /api/feedback-images', () => {
    it('lists the consultation modal images in order with localized alt texts', async () => {
      const ru = await getList(baseUrl, '/api/feedback-images')
      expect(ru[0]).toMatchObject({ id: f.feedbackImage.id, alt: 'Консультант' })
      expect(Object.keys(ru[0]).sort()).toEqual(['alt', 'id', 'image'])
      expectMedia(ru[0].image)
      expect((await getList(baseUrl, '/api/feedback-images', 'kk'))[0].alt).toBe('Кеңесші')
      expect((await getList(baseUrl, '/api/feedback-images', 'en'))[0].alt).toBe('Consultant')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/feedback-images'))
  })

  describe('GET /api/mortgages', () => {
    it('lists published mortgage programs as data and installment plans as a second key', async () => {
      const response = await fetch(`${baseUrl}/api/mortgages`, { headers: { 'Accept-Language': 'ru' } })
      expect(response.status).toBe(200)
      const body = await response.json()
      expect(Object.keys(body).sort()).toEqual(['data', 'installment_plans'])
      expect(body.data.map((m: any) => m.id)).not.toContain(f.hiddenMortgage.id)
      expect(body.data[0]).toMatchObject({
        id: f.mortgage.id,
        title: 'Ипотека 7-20-25',
        bank: 'Отбасы банк',
        rate: 7,
        initial_payment: 20,
        term_months: 300,
        conditions: 'Для первого жилья',
        complex_ids: [f.complex.id],
        house_ids: [],
        estate_categories: ['flat'],
      })
      expectMedia(body.data[0].logo)
      expect(body.installment_plans[0]).toEqual({
        id: f.installment.id,
        title: 'Рассрочка 0%',
        rate: 0,
        // Computed by the site: no source, no day.
        effective_rate: 0,
        effective_rate_source: null,
        effective_rate_as_of: null,
        initial_payment: 30,
        term_months: 12,
        conditions: 'Без переплаты',
        complex_ids: [],
        house_ids: [],
        estate_categories: [],
        requirements: [],
      })
    })
    it('switches language', async () => {
      const kk = await (await fetch(`${baseUrl}/api/mortgages`, { headers: { 'Accept-Language': 'kk' } })).json()
      expect(kk.data[0]).toMatchObject({ title: 'Ипотека 7-20-25 (kk)', bank: 'Отбасы банкі' })
      const en = await (await fetch(`${baseUrl}/api/mortgages`, { headers: { 'Accept-Language': 'en-US,en;q=0.9' } })).json()
      expect(en.data[0]).toMatchObject({ title: 'Mortgage 7-20-25', bank: 'Otbasy Bank' })
      expect(en.installment_plans[0].title).toBe('Installment 0%')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/mortgages'))
  })
})
