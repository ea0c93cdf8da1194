import { beforeAll, describe, expect, inject, it } from 'vitest'

import { BAD_NUMBERS, expectJunkIgnored, expectNotFound, expectValidation, getItem, getList, qs } from './content-support'
import { createLocalized, cyrillicToken, sameRows, uniqueSuffix } from './staff-session'

/** Career: vacancy categories, burning vacancies, the filtered list and one vacancy (spec §7). */
describe.each(inject('targets'))('vacancies API on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  // Capital Cyrillic and Kazakh letters in titles; searches below use lower case.
  const token = cyrillicToken()
  const f: Record<string, any> = {}

  beforeAll(async () => {
    const city = await createLocalized(baseUrl, 'cities', { name: 'Шымкент тест', slug: `it-vac-city-${run}` })
    f.city = city
    f.engineering = await createLocalized(
      baseUrl,
      'vacancy-categories',
      { title: 'Инженерия', slug: `it-engineering-${run}`, order: -1000, seo: { title: 'Вакансии инженеров' } },
      { kk: { title: 'Инженерия (kk)' }, en: { title: 'Engineering' } },
    )
    f.sales = await createLocalized(baseUrl, 'vacancy-categories', { title: 'Продажи', slug: `it-sales-${run}`, order: -999 }, { en: { title: 'Sales' } })
    f.hiddenCategory = await createLocalized(baseUrl, 'vacancy-categories', { title: 'Черновик', slug: `it-hidden-cat-${run}`, _status: 'draft' })

    f.engineer = await createLocalized(
      baseUrl,
      'vacancies',
      {
        title: `Главный ИНЖЕНЕР ${token}`,
        slug: `it-engineer-${run}`,
        category: f.engineering.id,
        city: city.id,
        salary: 'от 800 000 ₸',
        employment: 'Полная занятость',
        description: 'Руководство проектами',
        responsibilities: [{ text: 'Контроль качества' }, { text: 'Отчёты' }],
        requirements: [{ text: 'Опыт 5 лет' }],
        conditions: [{ text: 'ДМС' }],
        is_student: true,
        order: 1,
      },
      // Payload validates the required localized texts of array rows in each language, so a translation
      // carries them too, sent with the rows' ids (else the rows are replaced and the Russian texts lost).
      {
        kk: (doc) => ({
          title: `Бас ИНЖЕНЕР ${token} (kk)`,
          responsibilities: sameRows(doc.responsibilities, ['Сапа бақылауы', 'Есептер']),
          requirements: sameRows(doc.requirements, ['5 жыл тәжірибе']),
          conditions: sameRows(doc.conditions, ['ЕМС']),
        }),
        en: (doc) => ({
          title: `Chief engineer ${token}`,
          responsibilities: sameRows(doc.responsibilities, ['Quality control', 'Reports']),
          requirements: sameRows(doc.requirements, ['5 years of experience']),
          conditions: sameRows(doc.conditions, ['Health insurance']),
        }),
      },
    )
    f.manager = await createLocalized(baseUrl, 'vacancies', {
      title: `Менеджер по продажам ${run}`,
      slug: `it-manager-${run}`,
      category: f.sales.id,
      is_burning: true,
      order: 2,
    })
    f.hiddenVacancy = await createLocalized(baseUrl, 'vacancies', {
      title: `Скрытый инженер ${token}`,
      slug: `it-hidden-vacancy-${run}`,
      category: f.engineering.id,
      is_burning: true,
      is_student: true,
      _status: 'draft',
    })
    f.vacancyOfHiddenCategory = await createLocalized(baseUrl, 'vacancies', {
      title: `Вакансия черновой категории ${token}`,
      slug: `it-orphan-${run}`,
      category: f.hiddenCategory.id,
      is_burning: true,
    })
  })

  const ids = (list: any[]) => list.map((v) => v.id)

  describe('GET /api/vacancies/categories', () => {
    it('lists published categories with the count of visible vacancies', async () => {
      const ru = await getList(baseUrl, '/api/vacancies/categories')
      expect(ids(ru)).not.toContain(f.hiddenCategory.id)
      const engineering = ru.find((c) => c.id === f.engineering.id)
      expect(engineering).toEqual({
        id: f.engineering.id,
        slug: f.engineering.slug,
        title: 'Инженерия',
        vacancies_count: 1,
        seo: { title: 'Вакансии инженеров', description: '' },
      })
      expect(ru.find((c) => c.id === f.sales.id).vacancies_count).toBe(1)
      expect(ids(ru).indexOf(f.engineering.id)).toBeLessThan(ids(ru).indexOf(f.sales.id))
      expect((await getList(baseUrl, '/api/vacancies/categories', 'kk')).find((c) => c.id === f.engineering.id).title).toBe('Инженерия (kk)')
      expect((await getList(baseUrl, '/api/vacancies/categories', 'en')).find((c) => c.id === f.engineering.id).title).toBe('Engineering')
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/vacancies/categories'))
  })

  describe('GET /api/vacancies/burning', () => {
    it('lists only visible urgent vacancies', async () => {
      const data = await getList(baseUrl, '/api/vacancies/burning')
      expect(ids(data)).toContain(f.manager.id)
      expect(ids(data)).not.toContain(f.engineer.id)
      expect(ids(data)).not.toContain(f.hiddenVacancy.id)
      expect(ids(data)).not.toContain(f.vacancyOfHiddenCategory.id)
      for (const vacancy of data) expect(vacancy.is_burning).toBe(true)
    })
    it('ignores unknown parameters', async () => expectJunkIgnored(baseUrl, '/api/vacancies/burning'))
  })

  describe('GET /api/vacancies', () => {
    it('lists visible vacancies with category and city as small objects', async () => {
      const data = await getList(baseUrl, '/api/vacancies')
      expect(ids(data)).toEqual(expect.arrayContaining([f.engineer.id, f.manager.id]))
      expect(ids(data)).not.toContain(f.hiddenVacancy.id)
      expect(ids(data)).not.toContain(f.vacancyOfHiddenCategory.id)
      expect(data.find((v) => v.id === f.engineer.id)).toEqual({
        id: f.engineer.id,
        slug: f.engineer.slug,
        title: `Главный ИНЖЕНЕР ${token}`,
        category: { id: f.engineering.id, slug: f.engineering.slug, title: 'Инженерия' },
        city: { id: f.city.id, name: 'Шымкент тест', slug: f.city.slug },
        salary: 'от 800 000 ₸',
        employment: 'Полная занятость',
        is_burning: false,
        is_student: true,
      })
    })
    it('filters by vacancy_category_id', async () => {
      const data = await getList(baseUrl, `/api/vacancies?vacancy_category_id=${f.sales.id}`)
      expect(ids(data)).toEqual([f.manager.id])
    })
    it('searches titles case-insensitively in Cyrillic and Kazakh letters', async () => {
      const data = await getList(baseUrl, `/api/vacancies${qs({ search: `инженер ${token.toLowerCase()}` })}`)
      expect(ids(data)).toEqual([f.engineer.id])
      const upper = await getList(baseUrl, `/api/vacancies${qs({ search: token })}`)
      expect(ids(upper)).toEqual([f.engineer.id])
    })
    it('searches in the request language', async () => {
      expect(ids(await getList(baseUrl, `/api/vacancies${qs({ search: `chief ENGINEER ${token.toLowerCase()}` })}`, 'en'))).toEqual([f.engineer.id])
      expect(ids(await getList(baseUrl, `/api/vacancies${qs({ search: `chief engineer ${token}` })}`, 'ru'))).toEqual([])
      const kk = await getList(baseUrl, `/api/vacancies${qs({ search: `бас инженер ${token.toLowerCase()}` })}`, 'kk')
      expect(kk.map((v) => v.title)).toEqual([`Бас ИНЖЕНЕР ${token} (kk)`])
    })
    it('lets search replace the category when both are given', async () => {
      const data = await getList(baseUrl, `/api/vacancies${qs({ vacancy_category_id: f.sales.id, search: token.toLowerCase() })}`)
      expect(ids(data)).toEqual([f.engineer.id])
      // The dropped category is not even checked.
      expect(ids(await getList(baseUrl, `/api/vacancies${qs({ vacancy_category_id: 99999999, search: token })}`))).toEqual([f.engineer.id])
    })
    it('filters by the student flag', async () => {
      const students = await getList(baseUrl, '/api/vacancies?student=1')
      expect(ids(students)).toContain(f.engineer.id)
      expect(ids(students)).not.toContain(f.manager.id)
      for (const vacancy of students) expect(vacancy.is_student).toBe(true)
      const others = await getList(baseUrl, '/api/vacancies?student=false')
      expect(ids(others)).toContain(f.manager.id)
      expect(ids(others)).not.toContain(f.engineer.id)
      expect(ids(await getList(baseUrl, `/api/vacancies?student=1&vacancy_category_id=${f.sales.id}`))).toEqual([])
    })
    it('answers 422 for bad filters, never 500', async () => {
      for (const value of BAD_NUMBERS) await expectValidation(baseUrl, `/api/vacancies${qs({ vacancy_category_id: value })}`, ['vacancy_category_id'])
      await expectValidation(baseUrl, '/api/vacancies?vacancy_category_id=99999999', ['vacancy_category_id'])
      await expectValidation(baseUrl, `/api/vacancies?vacancy_category_id=${f.hiddenCategory.id}`, ['vacancy_category_id'])
      for (const value of ['<script>alert(1)</script>', "1' OR '1'='1", 'x; DROP TABLE vacancies', 'a'.repeat(101)]) {
        await expectValidation(baseUrl, `/api/vacancies${qs({ search: value })}`, ['search'])
      }
      for (const value of ['yes', '2', '<script>']) await expectValidation(baseUrl, `/api/vacancies${qs({ student: value })}`, ['student'])
    })
  })

  describe('GET /api/vacancies/{slug}', () => {
    it('shows a vacancy with its texts and SEO', async () => {
      const vacancy = await getItem(baseUrl, `/api/vacancies/${f.engineer.slug}`)
      expect(vacancy).toMatchObject({
        id: f.engineer.id,
        title: `Главный ИНЖЕНЕР ${token}`,
        description: 'Руководство проектами',
        responsibilities: ['Контроль качества', 'Отчёты'],
        requirements: ['Опыт 5 лет'],
        conditions: ['ДМС'],
        seo: { title: `Главный ИНЖЕНЕР ${token}`, description: 'Руководство проектами' },
        is_closed: false,
      })
      const en = await getItem(baseUrl, `/api/vacancies/${f.engineer.slug}`, 'en')
      expect(en).toMatchObject({ title: `Chief engineer ${token}`, responsibilities: ['Quality control', 'Reports'], conditions: ['Health insurance'] })
      expect((await getItem(baseUrl, `/api/vacancies/${f.engineer.slug}`, 'kk')).category.title).toBe('Инженерия (kk)')
    })
    it('answers 404 for unknown, hidden and malformed slugs', async () => {
      for (const slug of [f.hiddenVacancy.slug, f.vacancyOfHiddenCategory.slug, 'no-such-vacancy', '%3Cscript%3E', "x'%20OR%20'1'='1", 'a'.repeat(200)]) {
        await expectNotFound(baseUrl, `/api/vacancies/${slug}`)
      }
    })
  })
})
