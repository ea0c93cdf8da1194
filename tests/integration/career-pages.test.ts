import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { ok, waitFor } from './catalogue-support'
import { cms, createLocalized, uniqueSuffix, updateDocument } from './staff-session'

/**
 * The career pages rendered on the server from each database (issue 14 item 4): the landing, a category,
 * a vacancy and student jobs answer 200 with their content; unknown and hidden categories and vacancies
 * answer the server-rendered 404 page; a vacancy under another category moves permanently to its own;
 * an editor's change shows on the cached vacancy page within 2 s.
 */
describe.each(inject('targets'))('career pages on $name', ({ baseUrl }) => {
  const run = uniqueSuffix()
  const undo: Array<() => Promise<unknown>> = []
  const f: Record<string, any> = {}

  const page = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': 'ru' }, redirect: 'manual' })
    return { status: response.status, location: response.headers.get('location'), html: await response.text() }
  }

  beforeAll(async () => {
    f.category = await createLocalized(baseUrl, 'vacancy-categories', { title: `Геодезия ${run}`, slug: `it-geodesy-${run}`, order: 500 }, { en: { title: `Surveying ${run}` } })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancy-categories/${f.category.id}`))
    f.vacancy = await createLocalized(baseUrl, 'vacancies', {
      title: `Геодезист ${run}`,
      slug: `it-surveyor-${run}`,
      category: f.category.id,
      salary: 'от 700 000 ₸',
      employment: 'Полная занятость',
      description: 'Разбивка осей на площадке',
      responsibilities: [{ text: 'Исполнительная съёмка' }],
      requirements: [{ text: 'Опыт с тахеометром' }],
      conditions: [{ text: 'Служебный транспорт' }],
      order: 500,
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancies/${f.vacancy.id}`))
  })
  afterAll(async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined)
  })

  it('renders the landing, the category, the vacancy and student jobs on the server', async () => {
    const students = (await ok(baseUrl, '/api/vacancies?student=1')).data
    const checks: Array<[string, string[]]> = [
      ['/career', [`/career/${f.category.slug}`, 'Горящие вакансии', 'Почему у нас']],
      [`/career/${f.category.slug}`, [`/career/${f.category.slug}/${f.vacancy.slug}`, 'от 700 000 ₸']],
      [`/career/${f.category.slug}/${f.vacancy.slug}`, ['Исполнительная съёмка', 'Опыт с тахеометром', 'Служебный транспорт', '"@type":"JobPosting"']],
      ['/career/job-for-student', students.map((v: any) => v.title)],
      [`/en/career/${f.category.slug}`, [`Surveying ${run}`]],
    ]
    for (const [path, texts] of checks) {
      const { status, html } = await page(path)
      expect(status, path).toBe(200)
      for (const text of texts) expect(html, `${path} shows ${text}`).toContain(text)
    }
  })

  it('searches every category from the URL, as text', async () => {
    const found = await page(`/career?search=${encodeURIComponent(`геодезист ${run}`)}`)
    expect(found.status).toBe(200)
    expect(found.html).toContain(`/career/${f.category.slug}/${f.vacancy.slug}`)
    expect(found.html).toContain('noindex')
    const markup = await page(`/career?search=${encodeURIComponent('<img src=x onerror=alert(1)>')}`)
    expect(markup.status).toBe(200)
    expect(markup.html).not.toContain('<img src=x')
    expect(markup.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    const moved = await page(`/career/${f.category.slug}?search=x`)
    expect(moved.status).toBe(307)
    expect(moved.location).toMatch(/\/career\?search=x$/)
  })

  it('moves a vacancy asked for under another category to its own, permanently', async () => {
    const other = (await ok(baseUrl, '/api/vacancies/categories')).data.find((c: any) => c.id !== f.category.id)
    const moved = await page(`/kk/career/${other.slug}/${f.vacancy.slug}`)
    expect(moved.status).toBe(308)
    expect(moved.location).toMatch(new RegExp(`/kk/career/${f.category.slug}/${f.vacancy.slug}$`))
  })

  it('answers unknown and hidden categories and vacancies with the 404 page', async () => {
    const hidden = await createLocalized(baseUrl, 'vacancy-categories', { title: 'Скрытая', slug: `it-hidden-${run}`, _status: 'draft' })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancy-categories/${hidden.id}`))
    const orphan = await createLocalized(baseUrl, 'vacancies', { title: 'Вакансия скрытой категории', slug: `it-orphan-page-${run}`, category: hidden.id })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancies/${orphan.id}`))
    for (const path of [
      '/career/no-such-category',
      `/career/it-hidden-${run}`,
      `/career/${f.category.slug}/no-such-vacancy`,
      `/career/it-hidden-${run}/it-orphan-page-${run}`,
      `/career/${f.category.slug}/it-orphan-page-${run}`,
    ]) {
      const { status, html } = await page(path)
      expect(status, path).toBe(404)
      expect(html, path).toMatch(/<h1[^>]*>Страница не найдена<\/h1>/)
    }
  })

  it("shows an editor's change on the cached vacancy page within 2 s, and hides an unpublished vacancy", async () => {
    const path = `/career/${f.category.slug}/${f.vacancy.slug}`
    expect((await page(path)).html).toContain('от 700 000 ₸')
    await updateDocument(baseUrl, 'vacancies', f.vacancy.id, { salary: 'от 750 000 ₸' })
    const elapsed = await waitFor(
      async () => (await page(path)).html,
      (html) => html.includes('от 750 000 ₸'),
      5000,
    )
    expect(elapsed).toBeLessThan(2000)
    console.info(`[career-pages] changed salary live after ${elapsed} ms`)
    await updateDocument(baseUrl, 'vacancies', f.vacancy.id, { _status: 'draft' })
    await waitFor(
      async () => (await page(path)).status,
      (status) => status === 404,
      5000,
    )
    await updateDocument(baseUrl, 'vacancies', f.vacancy.id, { _status: 'published' })
  })
  it('keeps a closed vacancy at its address, marked closed with open ones, out of every list and the sitemap, and refuses applications to it', async () => {
    const path = `/career/${f.category.slug}/${f.vacancy.slug}`
    await updateDocument(baseUrl, 'vacancies', f.vacancy.id, { is_closed: true })
    try {
      await waitFor(
        async () => (await page(path)).html,
        (html) => html.includes('data-testid="vacancy-closed"'),
        5000,
      )
      const { status, html } = await page(path)
      expect(status).toBe(200)
      expect(html).toContain('Вакансия закрыта')
      expect(html).toContain('noindex')
      expect(html).not.toContain('"@type":"JobPosting"')
      expect(html).not.toContain('/api/vacancies/application')
      // Its category has no other open vacancy: open ones of any category are offered.
      const open = (await ok(baseUrl, '/api/vacancies')).data
      expect(open.map((v: any) => v.id)).not.toContain(f.vacancy.id)
      expect(html).toContain(`/career/${open[0].category.slug}/${open[0].slug}`)

      expect((await ok(baseUrl, `/api/vacancies/${f.vacancy.slug}`)).data).toMatchObject({ id: f.vacancy.id, is_closed: true })
      expect((await ok(baseUrl, `/api/vacancies?search=${encodeURIComponent(`Геодезист ${run}`)}`)).data).toEqual([])
      const category = (await ok(baseUrl, '/api/vacancies/categories')).data.find((c: any) => c.id === f.category.id)
      expect(category.vacancies_count).toBe(0)
      expect(await (await fetch(`${baseUrl}/sitemap.xml`)).text()).not.toContain(path)

      const form = new FormData()
      for (const [key, value] of Object.entries({ name: 'Айгүл', phone: '+77011234567', email: 'a@uni.kz', vacancy_id: String(f.vacancy.id) })) form.set(key, value)
      const application = await fetch(`${baseUrl}/api/vacancies/application`, {
        method: 'POST',
        body: form,
        headers: { 'X-Forwarded-For': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
      })
      expect(application.status).toBe(422)
      expect(await application.json()).toMatchObject({ errors: { vacancy_id: ['validation_closed'] } })
    } finally {
      await updateDocument(baseUrl, 'vacancies', f.vacancy.id, { is_closed: false })
    }
  })
})
