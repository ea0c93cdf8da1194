import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, type Page } from '@playwright/test'

import { expect, test } from './fixtures/test'
import PDFDocument from 'pdfkit'

import { redirectChain } from './shell-support'

/** Issue 14 item 4, spec §2 and §7: the career landing, a category, a vacancy with its application, student jobs. */

const axe = async (page: Page) => (await new AxeBuilder({ page }).analyze()).violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))

type Vacancy = {
  id: number
  slug: string
  title: string
  salary: string
  employment: string
  is_student: boolean
  city: { name: string } | null
  category: { id: number; slug: string; title: string }
}
type Category = { id: number; slug: string; title: string; vacancies_count: number }

const api = async <T>(request: APIRequestContext, path: string, language = 'ru'): Promise<T> =>
  (await (await request.get(path, { headers: { 'Accept-Language': language } })).json()).data

/** A real PDF (pdfkit), padded to about `minBytes` so that its upload takes a while. */
function realPdf(minBytes = 0): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress: false })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.fontSize(20).text('Curriculum vitae: Test Applicant')
    doc.fontSize(12).text('Experience: 5 years as a site foreman.')
    // An unused stream object of blanks: a big but valid PDF.
    if (minBytes > 0) {
      const padding = doc.ref({})
      padding.write(Buffer.alloc(minBytes, 0x20))
      padding.end(undefined)
    }
    doc.end()
  })
}

/**
 * Records what the page's uploads send (Playwright does not capture multipart bodies with files): each
 * FormData given to XMLHttpRequest.send, its files as name, size and type.
 */
async function recordUploads(page: Page) {
  await page.addInitScript(() => {
    const sent: Array<Record<string, unknown>> = []
    ;(window as unknown as { __uploads: typeof sent }).__uploads = sent
    const send = XMLHttpRequest.prototype.send
    XMLHttpRequest.prototype.send = function (body) {
      if (body instanceof FormData)
        sent.push(
          Object.fromEntries([...body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type }])),
        )
      return send.call(this, body)
    }
  })
  return () => page.evaluate(() => (window as unknown as { __uploads: Array<Record<string, unknown>> }).__uploads)
}

const firstRegular = async (request: APIRequestContext) => (await api<Vacancy[]>(request, '/api/vacancies?student=0'))[0]

test.describe('career landing', () => {
  test('shows why work here, the urgent vacancies, the categories with counts and the way to student jobs', async ({ page, request }) => {
    const [burning, categories] = await Promise.all([api<Vacancy[]>(request, '/api/vacancies/burning'), api<Category[]>(request, '/api/vacancies/categories')])
    expect(burning.length).toBeGreaterThan(0)
    expect((await page.goto('/career'))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Карьера')
    await expect(page.getByRole('heading', { name: 'Почему у нас' })).toBeVisible()
    const urgent = page.getByTestId('career-burning').getByTestId('vacancy-card')
    await expect(urgent).toHaveCount(burning.length)
    await expect(urgent.first().getByRole('link')).toHaveAttribute('href', `/career/${burning[0].category.slug}/${burning[0].slug}`)
    await expect(urgent.first()).toContainText('Срочно')
    const links = page.getByTestId('career-categories').getByRole('link')
    await expect(links).toHaveCount(categories.length)
    const first = categories[0]
    await expect(links.first()).toHaveAttribute('href', `/career/${first.slug}`)
    await expect(links.first()).toContainText(new RegExp(`${first.title}\\s*${first.vacancies_count} ваканси`))
    expect(await axe(page)).toEqual([])
    await page.getByRole('link', { name: 'Вакансии для студентов' }).click()
    await expect(page).toHaveURL(/\/career\/job-for-student$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Работа для студентов')
  })

  test('search puts the query in the URL and looks through every category', async ({ page, request }) => {
    const expected = await api<Vacancy[]>(request, `/api/vacancies?search=${encodeURIComponent('инженер')}`)
    expect(new Set(expected.map((v) => v.category.id)).size).toBeGreaterThan(1)
    await page.goto('/career')
    await page.getByRole('searchbox', { name: 'Поиск вакансий' }).fill('инженер')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL(/\/career\?search=%D0%B8%D0%BD%D0%B6%D0%B5%D0%BD%D0%B5%D1%80$/)
    const results = page.getByTestId('career-search-results')
    await expect(results.getByTestId('vacancy-card')).toHaveCount(expected.length)
    for (const vacancy of expected) await expect(results.getByRole('link', { name: vacancy.title, exact: true })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Поиск вакансий' })).toHaveValue('инженер')
    expect(await axe(page)).toEqual([])

    // From a category page the search replaces the category: the landing's results, across every category.
    const category = expected[0].category
    await page.goto(`/career/${category.slug}`)
    await page.getByRole('searchbox', { name: 'Поиск вакансий' }).fill('инженер')
    await page.getByRole('button', { name: 'Найти' }).click()
    await expect(page).toHaveURL(/\/career\?search=/)
    await expect(page.getByTestId('career-search-results').getByTestId('vacancy-card')).toHaveCount(expected.length)
    const moved = await redirectChain(new URL(page.url()).origin, `/career/${category.slug}?search=${encodeURIComponent('инженер')}`)
    expect(moved.hops[0]).toMatchObject({ location: `/career?search=${encodeURIComponent('инженер').replace(/%20/g, '+')}` })
  })

  test('a long, SQL or markup search is handled as text', async ({ page }) => {
    let alerted = false
    page.on('dialog', async (dialog) => {
      alerted = true
      await dialog.dismiss()
    })
    // 1,500 characters: longer ones exceed the server's 2 KB request-target limit (414, scripts/server.mjs).
    for (const text of ['<script>alert(1)</script>', "x' OR '1'='1; DROP TABLE vacancies; --", 'a'.repeat(1_500)]) {
      const response = await page.goto(`/career?search=${encodeURIComponent(text)}`)
      expect(response?.status(), text.slice(0, 30)).toBe(200)
      const results = page.getByTestId('career-search-results')
      await expect(results).toContainText('вакансий не нашлось')
      // Bounded: the box holds at most 100 characters of it, as plain text.
      const value = await page.getByRole('searchbox', { name: 'Поиск вакансий' }).inputValue()
      expect(value).toBe(text.slice(0, 100))
      if (text.startsWith('<script>')) await expect(results).toContainText('«<script>alert(1)</script>»')
    }
    expect(alerted).toBe(false)
  })
})

test.describe('career category', () => {
  test('lists the vacancies of its category; an unknown category is a 404', async ({ page, request }) => {
    const category = (await api<Category[]>(request, '/api/vacancies/categories')).find((c) => c.vacancies_count > 1)!
    const vacancies = await api<Vacancy[]>(request, `/api/vacancies?vacancy_category_id=${category.id}`)
    expect((await page.goto(`/career/${category.slug}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title)
    const cards = page.getByTestId('category-vacancies').getByTestId('vacancy-card')
    await expect(cards).toHaveCount(vacancies.length)
    await expect(cards.first()).toContainText(vacancies[0].salary)
    await expect(page.getByTestId('career-categories').locator('[aria-current="page"]')).toContainText(category.title)
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Карьера' })).toHaveAttribute('href', '/career')
    for (const path of ['/career/no-such-category', '/en/career/no-such-category', '/career/no-such-category/x', `/career/${category.slug}/no-such-vacancy`]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена')
  })

  test('job-for-student is the student page, not a category', async ({ page, request }) => {
    const students = await api<Vacancy[]>(request, '/api/vacancies?student=1')
    expect((await page.goto('/career/job-for-student'))?.status()).toBe(200)
    await expect(page.getByTestId('student-vacancies').getByTestId('vacancy-card')).toHaveCount(students.length)
    // A vacancy asked for under the student page's segment moves to its own category.
    const moved = await redirectChain(new URL(page.url()).origin, `/career/job-for-student/${students[0].slug}`)
    expect(moved.hops).toEqual([{ status: 308, location: `/career/${students[0].category.slug}/${students[0].slug}` }])
  })
})

test.describe('vacancy page', () => {
  test('shows salary, city, schedule, duties, requirements and conditions, with JobPosting data', async ({ page, request, baseURL }) => {
    const summary = await firstRegular(request)
    const vacancy = await api<Vacancy & { responsibilities: string[]; requirements: string[]; conditions: string[] }>(request, `/api/vacancies/${summary.slug}`)
    expect((await page.goto(`/career/${vacancy.category.slug}/${vacancy.slug}`))?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title)
    const facts = page.getByTestId('vacancy-facts')
    await expect(facts).toContainText(vacancy.salary)
    await expect(facts).toContainText(vacancy.city!.name)
    await expect(facts).toContainText(vacancy.employment)
    await expect(page.getByTestId('vacancy-duties').getByRole('listitem')).toHaveText(vacancy.responsibilities)
    await expect(page.getByTestId('vacancy-requirements').getByRole('listitem')).toHaveText(vacancy.requirements)
    await expect(page.getByTestId('vacancy-conditions').getByRole('listitem')).toHaveText(vacancy.conditions)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/career/${vacancy.category.slug}/${vacancy.slug}`)
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text))
    const posting = ld.find((item) => item['@type'] === 'JobPosting')
    expect(posting).toMatchObject({
      title: vacancy.title,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { address: { addressLocality: vacancy.city!.name, addressCountry: 'KZ' } },
    })
    expect(posting.description).toContain(vacancy.requirements[0])
    expect(await axe(page)).toEqual([])
  })

  test('a vacancy under another category moves to its own (permanent); an unknown slug is a 404', async ({ page, request, baseURL }) => {
    const vacancy = await firstRegular(request)
    const other = (await api<Category[]>(request, '/api/vacancies/categories')).find((c) => c.slug !== vacancy.category.slug)!
    const { hops } = await redirectChain(baseURL!, `/en/career/${other.slug}/${vacancy.slug}`)
    expect(hops).toEqual([{ status: 308, location: `/en/career/${vacancy.category.slug}/${vacancy.slug}` }])
    await page.goto(`/career/${other.slug}/${vacancy.slug}`)
    await expect(page).toHaveURL(new RegExp(`/career/${vacancy.category.slug}/${vacancy.slug}$`))
    expect((await page.goto(`/career/${vacancy.category.slug}/no-such-vacancy`))?.status()).toBe(404)
  })

  test('a full application with a real PDF: upload progress, then 201 and the success message', async ({ page, request }) => {
    const vacancy = await firstRegular(request)
    const pdf = await realPdf(1_500_000)
    const uploads = await recordUploads(page)
    await page.goto(`/career/${vacancy.category.slug}/${vacancy.slug}`)
    const form = page.getByTestId('application-form')
    await form.getByLabel('Имя').fill('Тест Соискатель')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    await form.getByLabel('E-mail').fill('applicant@example.kz')
    await form.getByLabel('Сопроводительное письмо').fill('Готов выйти через две недели.')
    await form.getByLabel(/Резюме/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf })
    await expect(form).toContainText('Выбран файл: cv.pdf')
    // A slow uplink, so that the upload's progress shows.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 })
    const posted = page.waitForRequest('**/api/vacancies/application')
    const answered = page.waitForResponse('**/api/vacancies/application', { timeout: 60_000 })
    await form.getByRole('button', { name: 'Откликнуться' }).click()
    const progress = page.getByTestId('cv-upload-progress')
    await expect(progress).toBeVisible()
    await expect(progress).toContainText(/Загрузка резюме: \d+ %/)
    await expect.poll(async () => Number(await progress.locator('progress').getAttribute('value')), { timeout: 20_000 }).toBeGreaterThan(0)
    expect((await posted).headers()['content-type']).toContain('multipart/form-data')
    expect((await answered).status()).toBe(201)
    expect(await uploads()).toEqual([
      expect.objectContaining({
        vacancy_id: String(vacancy.id),
        name: 'Тест Соискатель',
        phone: '+77011234567',
        email: 'applicant@example.kz',
        message: 'Готов выйти через две недели.',
        page: `/career/${vacancy.category.slug}/${vacancy.slug}`,
        cv: { name: 'cv.pdf', size: pdf.length, type: 'application/pdf' },
      }),
    ])
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 })
    await expect(page.getByText('Отклик отправлен')).toBeVisible()
    await page.getByRole('button', { name: 'Отправить ещё один отклик' }).click()
    await expect(form.getByLabel('Имя')).toHaveValue('')
  })

  test('a CV of the wrong type or size is refused under the field, before and after upload', async ({ page, request }) => {
    const vacancy = await firstRegular(request)
    await page.goto(`/career/${vacancy.category.slug}/${vacancy.slug}`)
    const form = page.getByTestId('application-form')
    const cv = form.getByLabel(/Резюме/)
    let sent = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/vacancies/application')) sent++
    })
    // Before upload: by the name's type and by the size, at once and on submit, with nothing sent.
    await cv.setInputFiles({ name: 'cv.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ\x90\x00') })
    await expect(form).toContainText('Приложите файл PDF, DOC, DOCX или RTF')
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) })
    await expect(form).toContainText('Файл больше 10 МБ')
    await form.getByLabel('Имя').fill('Тест Файл')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    await form.getByLabel('E-mail').fill('file@example.kz')
    await form.getByRole('button', { name: 'Откликнуться' }).click()
    await expect(cv).toHaveAttribute('aria-invalid', 'true')
    await expect(cv).toBeFocused()
    expect(sent).toBe(0)
    // After upload: a file named .pdf that is no PDF is refused by the server, under the field (over 1 KB,
    // which the browser asks of a CV before sending it).
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just some text, not a document\n'.repeat(40)) })
    await expect(form.getByText('Файл больше 10 МБ')).toHaveCount(0)
    const answered = page.waitForResponse('**/api/vacancies/application')
    await form.getByRole('button', { name: 'Откликнуться' }).click()
    expect((await answered).status()).toBe(422)
    await expect(form.locator('[id$="-cv-error"]')).toHaveText('Приложите файл PDF, DOC, DOCX или RTF')
  })

  test("the server's field errors show under the fields, translated", async ({ page, request }) => {
    const vacancy = await firstRegular(request)
    await page.goto(`/en/career/${vacancy.category.slug}/${vacancy.slug}`)
    const form = page.getByTestId('application-form')
    await form.getByLabel('Name').fill('Test')
    await form.getByLabel('E-mail').fill('not-an-address')
    const answered = page.waitForResponse('**/api/vacancies/application')
    await form.getByRole('button', { name: 'Apply' }).click()
    expect((await answered).status()).toBe(422)
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true')
    await expect(form.locator('[id$="-email-error"]')).toHaveText('Enter a valid e-mail')
  })
})

test.describe('closed vacancy', () => {
  test('stays at its address, says it is closed, offers open vacancies and no form', async ({ page, request }) => {
    const response = await page.goto('/career/construction/estimator-almaty')
    expect(response?.status()).toBe(200)
    const notice = page.getByTestId('vacancy-closed')
    await expect(notice.getByRole('heading', { name: 'Вакансия закрыта' })).toBeVisible()
    await expect(page.locator('input[type="file"]')).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await page.locator('script[type="application/ld+json"]').allTextContents()).not.toContainEqual(expect.stringContaining('JobPosting'))
    // The open vacancies of its category, none of them closed.
    const open = await api<Vacancy[]>(request, '/api/vacancies?vacancy_category_id=' + (await api<Vacancy>(request, '/api/vacancies/estimator-almaty')).category.id)
    const related = page.getByTestId('vacancy-related').getByRole('link')
    await expect(related.first()).toBeVisible()
    for (const title of await related.allTextContents()) expect(open.map((v) => v.title)).toContain(title)
    await notice.getByRole('link').click()
    await expect(page).toHaveURL(/\/career$/)
    expect(open.map((v) => v.slug)).not.toContain('estimator-almaty')
  })

  test('has no accessibility violations', async ({ page }) => {
    await page.goto('/career/construction/estimator-almaty')
    await expect(page.getByTestId('vacancy-closed')).toBeVisible()
    expect(await axe(page)).toEqual([])
  })
})

test.describe('job for students', () => {
  test('the student application goes to the student endpoint with the chosen internship', async ({ page, request }) => {
    const students = await api<Vacancy[]>(request, '/api/vacancies?student=1')
    const uploads = await recordUploads(page)
    await page.goto('/career/job-for-student')
    expect(await axe(page)).toEqual([])
    const form = page.getByTestId('application-form')
    await form.getByLabel('Имя').fill('Тест Студент')
    await form.getByLabel('Телефон').pressSequentially('7017654321')
    await form.getByLabel('E-mail').fill('student@uni.kz')
    await form.getByLabel('Вуз, специальность и курс').fill('КазНУ, строительство, 3 курс')
    await form.getByLabel('Стажировка или вакансия').selectOption(String(students[0].id))
    await form.getByLabel(/Резюме/).setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: await realPdf() })
    const answered = page.waitForResponse('**/api/vacancies/student-application')
    await form.getByRole('button', { name: 'Откликнуться' }).click()
    expect((await answered).status()).toBe(201)
    expect(await uploads()).toEqual([
      expect.objectContaining({
        vacancy_id: String(students[0].id),
        education: 'КазНУ, строительство, 3 курс',
        cv: expect.objectContaining({ name: 'cv.pdf', type: 'application/pdf' }),
      }),
    ])
    await expect(page.getByText('Отклик отправлен')).toBeVisible()
  })

  test('a student vacancy page sends to the student endpoint', async ({ page, request }) => {
    const student = (await api<Vacancy[]>(request, '/api/vacancies?student=1'))[0]
    await page.goto(`/career/${student.category.slug}/${student.slug}`)
    const form = page.getByTestId('application-form')
    await expect(form).toContainText('Заявка на стажировку')
    await form.getByLabel('Имя').fill('Тест Стажёр')
    await form.getByLabel('Телефон').pressSequentially('7017654322')
    await form.getByLabel('E-mail').fill('intern@uni.kz')
    const answered = page.waitForResponse('**/api/vacancies/student-application')
    await form.getByRole('button', { name: 'Откликнуться' }).click()
    const response = await answered
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject({ vacancy_id: student.id, email: 'intern@uni.kz' })
  })
})

test.describe('career in three languages', () => {
  test('every career page answers in Kazakh and English', async ({ page, request }) => {
    for (const [prefix, language, title, students] of [
      ['/kk', 'kk', 'Мансап', 'Студенттерге арналған жұмыс'],
      ['/en', 'en', 'Career', 'Jobs for students'],
    ] as const) {
      const vacancy = (await api<Vacancy[]>(request, '/api/vacancies', language))[0]
      await page.goto(`${prefix}/career`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await page.goto(`${prefix}/career/${vacancy.category.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.category.title)
      await page.goto(`${prefix}/career/${vacancy.category.slug}/${vacancy.slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(vacancy.title)
      // The form's strings (given to the browser by the section) are in the page's language.
      await expect(page.getByTestId('application-form').locator('button[type="submit"]')).toHaveText(language === 'kk' ? 'Өтінім беру' : 'Apply')
      await page.goto(`${prefix}/career/job-for-student`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(students)
    }
  })
})
