import { type Page, type Route } from '@playwright/test'

import { expect, test } from './fixtures/test'
import { isDesktop } from './shell-support'

/** Spec §4, §5 and §8: the callback form, its states, the phone mask and the contract with the endpoint. */

const liveForm = (page: Page) => page.getByTestId('form-live')

async function fill(page: Page, name = 'Айгерім', digits = '7011234567') {
  await liveForm(page).getByLabel('Имя').fill(name)
  await liveForm(page).getByLabel('Телефон').pressSequentially(digits)
}

/** Answers the callback endpoint with `status` and `body` once `release` resolves. */
function answer(page: Page, status: number, body: unknown, release: Promise<void> = Promise.resolve()) {
  const requests: Array<{ body: unknown; headers: Record<string, string> }> = []
  return {
    requests,
    ready: page.route('**/api/feedback/callback', async (route: Route) => {
      requests.push({ body: route.request().postDataJSON(), headers: route.request().headers() })
      await release
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
    }),
  }
}

test.describe('callback form', () => {
  test('masks the phone as +7 (###) ###-##-##', async ({ page }) => {
    await page.goto('/test-ui')
    const phone = liveForm(page).getByLabel('Телефон')
    await expect(phone).toHaveAttribute('placeholder', '+7 (___) ___-__-__')
    await phone.pressSequentially('701123')
    await expect(phone).toHaveValue('+7 (701) 123')
    await phone.pressSequentially('456789')
    await expect(phone).toHaveValue('+7 (701) 123-45-67')
    await phone.fill('8 701 765 43 21')
    await expect(phone).toHaveValue('+7 (701) 765-43-21')
  })

  test('goes idle -> submitting -> success and sends the contract payload', async ({ page }) => {
    let release!: () => void
    const mock = answer(page, 201, { data: { id: 7 } }, new Promise<void>((r) => (release = r)))
    await mock.ready
    await page.goto('/kk/test-ui?utm_source=google&utm_medium=cpc&utm_campaign=autumn')
    const form = liveForm(page)
    await form.getByLabel('Аты').fill('Айгерім')
    await form.getByLabel('Телефон').pressSequentially('7011234567')
    await form.getByRole('button', { name: 'Жіберу' }).click()
    const sending = form.getByRole('button', { name: 'Жіберілуде…' })
    await expect(sending).toBeDisabled()
    await expect(sending).toHaveAttribute('aria-busy', 'true')
    release()
    await expect(form.getByRole('status')).toContainText('Өтінім жіберілді')
    expect(mock.requests).toHaveLength(1)
    expect(mock.requests[0].body).toEqual({
      name: 'Айгерім',
      phone: '+77011234567',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'autumn',
      page: '/kk/test-ui',
      website: '',
    })
    expect(mock.requests[0].headers['accept-language']).toBe('kk')
    expect(mock.requests[0].headers['content-type']).toBe('application/json')
  })

  test('shows translated field errors comma-joined under the fields and keeps the input', async ({ page }) => {
    const mock = answer(page, 422, { message: 'validation_error', errors: { name: ['validation_required', 'validation_max'], phone: ['validation_phone'] } })
    await mock.ready
    await page.goto('/test-ui')
    await fill(page, 'А', '701')
    await liveForm(page).getByRole('button', { name: 'Отправить' }).click()
    const name = liveForm(page).getByLabel('Имя')
    await expect(name).toHaveAttribute('aria-invalid', 'true')
    await expect(name).toHaveAccessibleDescription('Обязательное поле, Слишком большое значение')
    await expect(liveForm(page).getByLabel('Телефон')).toHaveAccessibleDescription('Введите номер телефона Казахстана')
    await expect(liveForm(page).getByLabel('Телефон')).toHaveValue('+7 (701')
    await expect(liveForm(page).getByRole('alert')).toHaveCount(0)
  })

  test('shows a lone general message in red above the consent text', async ({ page }) => {
    const mock = answer(page, 429, { message: 'too_many_requests' })
    await mock.ready
    await page.goto('/test-ui')
    await fill(page)
    await liveForm(page).getByRole('button', { name: 'Отправить' }).click()
    const alert = liveForm(page).getByRole('alert')
    await expect(alert).toHaveText('Слишком много заявок. Попробуйте позже.')
    expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)')
    const consentBelow = await alert.evaluate((el) => !!(el.compareDocumentPosition(el.parentElement!.querySelector('a[href$="policy.pdf"]')!) & Node.DOCUMENT_POSITION_FOLLOWING))
    expect(consentBelow).toBe(true)
  })

  test('a network failure shows the general error', async ({ page }) => {
    await page.route('**/api/feedback/callback', (route) => route.abort())
    await page.goto('/en/test-ui')
    await liveForm(page).getByLabel('Name').fill('Anna')
    await liveForm(page).getByLabel('Phone').pressSequentially('7011234567')
    await liveForm(page).getByRole('button', { name: 'Send' }).click()
    await expect(liveForm(page).getByRole('alert')).toHaveText('An error occurred. Please try again.')
  })

  test('the consent text links to the privacy policy in a new tab', async ({ page }) => {
    await page.goto('/en/test-ui')
    const link = liveForm(page).getByRole('link', { name: 'privacy policy' })
    await expect(link).toHaveAttribute('href', '/en/policy.pdf')
    await expect(link).toHaveAttribute('target', '_blank')
  })

  test('reaches the real endpoint and shows success', async ({ page }) => {
    await page.goto('/test-ui')
    await fill(page, 'Тест Браузерный', '7011234567')
    const response = page.waitForResponse('**/api/feedback/callback')
    await liveForm(page).getByRole('button', { name: 'Отправить' }).click()
    expect((await response).status()).toBe(201)
    await expect(liveForm(page).getByRole('status')).toContainText('Заявка отправлена')
  })
})

test.describe('header callback panel', () => {
  test.beforeEach(({}, testInfo) => test.skip(!isDesktop(testInfo), '"write us" is in the desktop top row'))

  test('"write us" opens the form in a panel headed "write us"; success closes it; a new opening starts afresh', async ({ page }) => {
    const mock = answer(page, 201, { data: { id: 1 } })
    await mock.ready
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Написать нам' }).click()
    const panel = page.getByRole('dialog', { name: 'Написать нам' })
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('form', { name: 'Написать нам' })).toBeVisible()
    expect(await panel.locator('form').evaluate((form) => form.parentElement!.getBoundingClientRect().height)).toBeGreaterThanOrEqual(395)
    await expect(panel.getByLabel('Имя')).toBeFocused()
    await panel.getByLabel('Имя').fill('Айгерім')
    await panel.getByLabel('Телефон').pressSequentially('7011234567')
    await panel.getByRole('button', { name: 'Отправить' }).click()
    await expect(panel.getByRole('status')).toContainText('Менеджер перезвонит')
    await panel.getByRole('button', { name: 'Закрыть', exact: true }).click()
    await expect(panel).toBeHidden()
    await page.getByRole('banner').getByRole('button', { name: 'Написать нам' }).click()
    await expect(panel.getByLabel('Имя')).toHaveValue('')
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
  })

  test('the form comes when asked for, not with the page; a failed download says so and the next click retries', async ({ page }) => {
    // A page without a form of its own: the panel's form must not be in the scripts it loaded.
    await page.goto('/about')
    await page.waitForLoadState('networkidle')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort('internetdisconnected'))
    const writeUs = page.getByRole('banner').getByRole('button', { name: 'Написать нам' })
    await writeUs.click()
    const failure = page.getByRole('banner').getByRole('alert')
    await expect(failure).toHaveText('Не удалось загрузить форму. Проверьте соединение и попробуйте ещё раз.')
    expect(scripts.length).toBeGreaterThan(0)
    await page.unroute('**/_next/static/chunks/*.js')
    await writeUs.click()
    await expect(page.getByRole('dialog', { name: 'Написать нам' }).getByLabel('Имя')).toBeFocused()
    await expect(failure).toHaveCount(0)
  })
})

test.describe('/test-ui shows every state', () => {
  test('buttons, fields with errors, menus and the form states', async ({ page }) => {
    await page.goto('/test-ui')
    await expect(page.getByTestId('buttons').getByRole('button', { name: 'Disabled' })).toBeDisabled()
    await expect(page.getByTestId('fields').getByLabel('Имя (errors)')).toHaveAccessibleDescription('Обязательное поле, Слишком большое значение')
    await expect(page.getByTestId('form-submitting').getByRole('button', { name: 'Отправляем…' })).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByTestId('form-field-errors').getByLabel('Телефон')).toHaveAccessibleDescription('Введите номер телефона Казахстана, Слишком большое значение')
    await expect(page.getByTestId('form-general-error').getByRole('alert')).toHaveText('Слишком много заявок. Попробуйте позже.')
    await expect(page.getByTestId('form-success').getByRole('status')).toContainText('Заявка отправлена')
    await expect(page.getByTestId('menus').getByRole('button', { name: 'Недвижимость' })).toBeAttached()
  })
})
