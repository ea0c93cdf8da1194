import { expect, test } from './fixtures/test'
import { startOwnServer } from './own-server'
import { startAmoCrm } from '../support/lead-targets/amocrm'
import { startTelegram } from '../support/lead-targets/telegram'

/**
 * The lead's delivery panel with two CRM targets (issue 36, item 3): amoCRM refuses the lead (400) and
 * Telegram gets it; the panel shows each target's state, the refusal's reason and a re-send button for
 * amoCRM, which delivers it; the list's delivery cell names the failed target. On a server of its own
 * whose amoCRM and Telegram variables point at the stand-ins (tests/support/lead-targets).
 */
test.describe('the delivery panel of a lead', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  test.use({ actionTimeout: 30_000 })
  let stop: Array<() => unknown> = []
  let origin = ''
  let leadId = 0
  let amo: Awaited<ReturnType<typeof startAmoCrm>>
  const password = 'a long pass phrase for the desk 2026'

  const rest = async (pathname: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${origin}${pathname}`, { ...init, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) } })
    const body = await response.json()
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
    return body
  }

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    testInfo.setTimeout(300_000)
    amo = await startAmoCrm({ token: 'amo-e2e-token-0123' })
    const telegram = await startTelegram({ token: '7000000002:AAE2eTokenForThePanelTest_abcdefghij', chatId: '-100777' })
    stop.push(
      () => amo.close(),
      () => telegram.close(),
    )
    const server = await startOwnServer('lead-targets', 100, {
      env: {
        AMOCRM_URL: amo.url,
        AMOCRM_TOKEN: 'amo-e2e-token-0123',
        TELEGRAM_API_URL: telegram.url,
        TELEGRAM_BOT_TOKEN: '7000000002:AAE2eTokenForThePanelTest_abcdefghij',
        TELEGRAM_CHAT_ID: '-100777',
        LEADS_DELIVERY_CRON: '* * * * * *',
        LEADS_RETRY_DELAY_MS: '1000',
      },
    })
    origin = server.origin
    stop.push(server.stop)
    const admin = await rest('/cms-api/users/first-register', { method: 'POST', body: JSON.stringify({ email: 'admin@leads.kz', password, setup_code: server.setupCode }) })
    amo.failNext(1, {
      status: 400,
      body: {
        title: 'Bad Request',
        status: 400,
        'validation-errors': [{ request_id: '0', errors: [{ code: 'FieldMissing', path: 'metadata.form_page', detail: 'This field is missing.' }] }],
      },
    })
    const lead = await rest('/api/feedback/callback', { method: 'POST', body: JSON.stringify({ name: 'Айжан Сериккызы', phone: '+7 (701) 555-12-34' }) })
    leadId = lead.data.id
    for (const deadline = Date.now() + 60_000; ;) {
      const doc = await rest(`/cms-api/leads/${leadId}?depth=0`, {}, admin.token)
      if (doc.delivery_state === 'failed') break
      if (Date.now() > deadline) throw new Error(`the lead's delivery did not settle: ${JSON.stringify(doc.delivery)}`)
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })

  test.afterAll(async () => {
    for (const close of stop.reverse()) await close()
    stop = []
  })

  test("shows each target's state and reason, and re-sends the failed one", async ({ page }) => {
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel(/email|электронная почта/i).fill('admin@leads.kz')
    await page.getByLabel(/password|пароль/i).fill(password)
    await page.getByRole('button', { name: /login|войти/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

    await page.goto(`${origin}/admin/collections/leads`)
    const cell = page.getByTestId('lead-delivery-cell').first()
    await expect(cell).toHaveAttribute('data-state', 'failed')
    await expect(cell).toContainText('amoCRM')

    await page.goto(`${origin}/admin/collections/leads/${leadId}`)
    const panel = page.getByTestId('lead-delivery-panel')
    await expect(panel.getByTestId('delivery-target-telegram')).toHaveAttribute('data-state', 'sent')
    await expect(panel.getByTestId('delivery-target-amocrm')).toHaveAttribute('data-state', 'failed')
    await expect(panel.getByTestId('delivery-error-amocrm')).toContainText('HTTP 400')
    await expect(panel).toContainText('Не настроены')
    await expect(panel.locator('#resend-telegram')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('delivery-panel-failed.png') })
    await panel.locator('#resend-amocrm').click()
    await expect(page.getByText('Отправка поставлена в очередь')).toBeVisible()
    await expect(async () => {
      await page.reload()
      await expect(page.getByTestId('delivery-target-amocrm')).toHaveAttribute('data-state', 'sent', { timeout: 2000 })
    }).toPass({ timeout: 60_000 })
    await expect(page.getByTestId('delivery-error-amocrm')).toHaveCount(0)
    await expect(page.locator('#resend-amocrm')).toHaveCount(0)
    expect(amo.accepted).toHaveLength(1)
    await page.screenshot({ path: test.info().outputPath('delivery-panel-sent.png') })
  })
})
