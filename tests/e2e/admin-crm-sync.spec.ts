import { expect, test } from './fixtures/test'
import { startOwnServer } from './own-server'
import type { DemoInventory, StandInUnit } from '../support/inventory/demo-units'
import { startProfitbaseStandIn, type ProfitbaseStandIn } from '../support/inventory/profitbase'

/**
 * The CRM sync in the admin (issue 36, item 1): the dashboard warns that the last run failed; the sync
 * log's panel names the source, «Проверить» shows the table of what would change without writing,
 * «Синхронизировать сейчас» applies it and the log gets its row; a linked estate says its figures come
 * from the CRM and does not let them be edited. On a server of its own whose Profitbase variables point
 * at the stand-in (tests/support/inventory).
 */
test.describe('the CRM sync panel and log', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 })
  test.use({ actionTimeout: 30_000 })
  let stop: Array<() => unknown> = []
  let origin = ''
  let standIn: ProfitbaseStandIn
  const admin = { email: 'admin@crm-sync.kz', password: 'a long pass phrase for the sync 2026' }
  const ids = { estate: 0 }

  const rest = async (pathname: string, init: RequestInit = {}, token?: string) => {
    const response = await fetch(`${origin}${pathname}`, { ...init, headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) } })
    const body = await response.json()
    if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(body)}`)
    return body
  }
  const unit = (n: number, changes: Partial<StandInUnit> = {}): StandInUnit => ({
    id: String(8_000 + n),
    houseId: '77',
    projectId: '7',
    number: String(n),
    category: 'flat',
    rooms: 2,
    area: 50,
    floor: n + 1,
    section: 1,
    price: 30_000_000 + n * 100_000,
    status: 'free',
    ...changes,
  })
  const inventory: DemoInventory = {
    projects: [{ id: '7', name: 'ЖК Синхронный' }],
    houses: [
      { id: '77', projectId: '7', name: '1 очередь' },
      { id: '78', projectId: '7', name: 'Блок Х' },
    ],
    units: [unit(1, { price: 28_900_000 }), unit(2, { status: 'sold' }), unit(3), { ...unit(9), id: '8100', houseId: '78' }],
  }

  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one browser is enough: the admin is the same on both')
    testInfo.setTimeout(300_000)
    standIn = await startProfitbaseStandIn(inventory, { apiKey: 'pb-e2e-key-5d1c' })
    stop.push(() => standIn.close())
    // The start-up run meets a refusal: the dashboard has something to warn about.
    standIn.inject({ kind: 'status', status: 403, times: 1, path: 'authentication' })
    const server = await startOwnServer('crm-sync', 120, {
      env: { PROFITBASE_URL: standIn.url, PROFITBASE_API_KEY: 'pb-e2e-key-5d1c', PROFITBASE_REQUEST_INTERVAL_MS: '0', CRM_SYNC_INTERVAL_S: '86400' },
    })
    origin = server.origin
    stop.push(server.stop)
    const { token } = await rest('/cms-api/users/first-register', { method: 'POST', body: JSON.stringify({ ...admin, name: 'Админ Синхронов', setup_code: server.setupCode }) })
    const city = (await rest('/cms-api/cities', { method: 'POST', body: JSON.stringify({ name: 'Алматы', slug: 'almaty' }) }, token)).doc.id
    const complex = (
      await rest('/cms-api/complexes', { method: 'POST', body: JSON.stringify({ name: 'ЖК Синхронный', slug: 'sync', city, status: 'construction', _status: 'published' }) }, token)
    ).doc.id
    const house = (
      await rest(
        '/cms-api/houses',
        {
          method: 'POST',
          body: JSON.stringify({
            complex,
            name: '1 очередь',
            slug: 'sync-1',
            completion_year: 2028,
            completion_quarter: 2,
            floors: 12,
            sections: 1,
            crm_id: '77',
            _status: 'published',
          }),
        },
        token,
      )
    ).doc.id
    for (const n of [1, 2]) {
      const { doc } = await rest(
        '/cms-api/estates',
        {
          method: 'POST',
          body: JSON.stringify({
            geo_flatnum: String(n),
            slug: `sync-${n}`,
            house,
            category: 'flat',
            rooms: 2,
            floor: n + 1,
            section: 1,
            area: 50,
            price: 30_000_000 + n * 100_000,
            status: 'free',
            _status: 'published',
          }),
        },
        token,
      )
      if (n === 1) ids.estate = doc.id
    }
    for (const deadline = Date.now() + 60_000; ;) {
      const { docs } = await rest('/cms-api/crm-sync-runs?limit=1&sort=-started_at&depth=0', {}, token)
      if (docs[0]?.status === 'failed') break
      if (Date.now() > deadline) throw new Error('the start-up run did not fail as set up')
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  })

  test.afterAll(async () => {
    for (const close of stop.reverse()) await close()
    stop = []
  })

  test("warns of a failed run, checks, syncs and logs; a linked estate shows its figures as the CRM's", async ({ page }) => {
    await page.goto(`${origin}/admin/login`)
    await page.getByLabel(/email|электронная почта/i).fill(admin.email)
    await page.getByLabel(/password|пароль/i).fill(admin.password)
    await page.getByRole('button', { name: /login|войти/i }).click()
    await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })

    const warning = page.getByTestId('crm-sync-warning')
    await expect(warning).toContainText('Последняя синхронизация с CRM завершилась ошибкой')
    await expect(warning).toContainText('HTTP 403')
    await warning.getByRole('link', { name: 'Журнал синхронизаций' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/crm-sync-runs/)

    const panel = page.getByTestId('crm-sync-panel')
    await expect(panel).toContainText('Profitbase')
    await panel.getByRole('button', { name: 'Проверить' }).click()
    const check = page.getByTestId('crm-sync-check')
    await expect(check).toContainText('Проверка: ничего не изменено')
    await expect(check).toContainText('Новых: 1')
    await expect(check).toContainText('Блок Х')
    await expect(check.getByRole('row', { name: /^1 / })).toContainText('Цена: 30,100,000 ₸ → 28,900,000 ₸')
    await expect(check.getByRole('row', { name: /^2 / })).toContainText('Статус: Свободно → Продано')
    await expect(check.getByRole('row', { name: /^3 / })).toContainText('новый')
    expect((await rest(`/api/estates/${ids.estate}`)).data.price).toBe(30_100_000)

    await panel.getByRole('button', { name: 'Синхронизировать сейчас' }).click()
    await expect(page.getByText(/Синхронизация выполнена: Новых 1, Цена изменится 1, Статус изменится 1/)).toBeVisible()
    await page.reload()
    const rows = page.locator('table tbody tr')
    await expect(rows).toHaveCount(2)
    await expect(rows.first()).toContainText('Вручную')
    await expect(rows.first()).toContainText('Выполнена')
    expect((await rest(`/api/estates/${ids.estate}`)).data.price).toBe(28_900_000)

    await page.goto(`${origin}/admin/collections/estates/${ids.estate}`)
    await expect(page.getByTestId('crm-owned-note')).toContainText('Из CRM (Profitbase)')
    await expect(page.locator('#field-price')).toBeDisabled()

    await page.goto(`${origin}/admin`)
    await expect(page.getByTestId('crm-sync-warning')).toHaveCount(0)
  })
})
