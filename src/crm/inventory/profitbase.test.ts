import { afterEach, describe, expect, it } from 'vitest'

import { demoInventory, type DemoInventory, type StandInUnit } from '../../../tests/support/inventory/demo-units'
import { startProfitbaseStandIn, type ProfitbaseStandIn } from '../../../tests/support/inventory/profitbase'
import { InventoryFetchError } from './http'
import { profitbaseSource, type ProfitbaseOptions } from './profitbase'
import type { CrmUnit } from './source'

const FAST = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 2000 }
const normalised = ({ vendorType: _type, vendorStatus: _status, ...unit }: StandInUnit): CrmUnit => unit

let standIn: ProfitbaseStandIn | undefined
afterEach(async () => {
  await standIn?.close()
  standIn = undefined
})

async function setUp(inventory: DemoInventory = demoInventory({ projects: 2, housesPerProject: 2, unitsPerHouse: 60 }), options: Partial<ProfitbaseOptions> = {}) {
  standIn = await startProfitbaseStandIn(inventory)
  const source = profitbaseSource({ baseUrl: standIn.url, apiKey: standIn.apiKey, pageSize: 50, minIntervalMs: 0, policy: FAST, ...options })
  return { inventory, server: standIn, source }
}

const propertyCalls = (server: ProfitbaseStandIn) => server.requests.filter((request) => request.path.endsWith('/property')).length

describe('profitbaseSource', () => {
  it('reads every project, house and unit, paging each project until a short page', async () => {
    const { inventory, server, source } = await setUp()
    const snapshot = await source.fetchAll()
    expect(snapshot.source).toBe('profitbase')
    expect(snapshot.projects).toEqual(inventory.projects)
    expect(snapshot.houses).toEqual(inventory.houses)
    expect(snapshot.units).toEqual(inventory.units.map(normalised))
    expect(snapshot.skipped).toEqual([])
    // 120 units a project, 50 a page: 50, 50, 20 — three pages each.
    expect(propertyCalls(server)).toBe(6)
  })

  it('keeps its token between runs and logs in again once after a 401', async () => {
    const { server, source } = await setUp()
    await source.fetchAll()
    await source.fetchAll()
    expect(server.logins()).toBe(1)
    server.expireTokens()
    const snapshot = await source.fetchAll()
    expect(snapshot.units).toHaveLength(240)
    expect(server.logins()).toBe(2)
  })

  it('logs in again when the token has run out, without waiting for a 401', async () => {
    let clock = Date.now()
    const { server, source } = await setUp(undefined, { now: () => clock })
    await source.fetchAll()
    clock += 86_400 * 1000
    await source.fetchAll()
    expect(server.logins()).toBe(2)
    expect(server.requests.filter((request) => request.path.endsWith('/property'))).toHaveLength(12)
  })

  it('retries 429 (after its Retry-After) and 503, then succeeds', async () => {
    const { server, source } = await setUp()
    server.inject({ kind: 'status', status: 429, times: 1, retryAfterSeconds: 0, path: '/property' })
    server.inject({ kind: 'status', status: 503, times: 2, path: '/house' })
    const snapshot = await source.fetchAll()
    expect(snapshot.units).toHaveLength(240)
    expect(propertyCalls(server)).toBe(7)
    expect(server.requests.filter((request) => request.path.endsWith('/house'))).toHaveLength(3)
  })

  it('retries a request that times out', async () => {
    const { source, server } = await setUp(undefined, { policy: { ...FAST, timeoutMs: 150 } })
    server.inject({ kind: 'slow', delayMs: 600, times: 1, path: '/property' })
    expect((await source.fetchAll()).units).toHaveLength(240)
  })

  it('fails the whole run, naming no secret, when a request keeps failing', async () => {
    const log: string[] = []
    const { server, source } = await setUp(undefined, { log: (line) => log.push(line) })
    server.inject({ kind: 'status', status: 503, times: 100, path: '/property' })
    const failure = await source.fetchAll().catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(InventoryFetchError)
    expect((failure as Error).message).toMatch(/Profitbase GET \/api\/v4\/json\/property: HTTP 503 after 3 tries/)
    expect(log).toHaveLength(2)
    for (const text of [(failure as Error).message, ...log]) {
      expect(text).not.toContain(server.apiKey)
      expect(text).not.toContain('access_token')
    }
  })

  it('fails when every try times out', async () => {
    const { source, server } = await setUp(undefined, { policy: { ...FAST, timeoutMs: 100 } })
    server.inject({ kind: 'slow', delayMs: 400, times: 3, path: '/projects' })
    await expect(source.fetchAll()).rejects.toThrow(/no answer within 100 ms after 3 tries/)
  })

  it('refuses a wrong API key without repeating it', async () => {
    const { server } = await setUp()
    const source = profitbaseSource({ baseUrl: server.url, apiKey: 'wrong-key-123', minIntervalMs: 0, policy: FAST })
    const failure = (await source.fetchAll().catch((error: unknown) => error)) as Error
    expect(failure.message).toMatch(/API key was refused \(HTTP 401\)/)
    expect(failure.message).not.toContain('wrong-key-123')
  })

  it('reports a unit of an unknown type or status instead of dropping it', async () => {
    const inventory = demoInventory({ projects: 1, housesPerProject: 1, unitsPerHouse: 10 })
    inventory.units[3] = { ...inventory.units[3], vendorType: 'townhouse' }
    inventory.units[4] = { ...inventory.units[4], vendorStatus: 'EXECUTION' }
    const { source } = await setUp(inventory)
    const snapshot = await source.fetchAll()
    expect(snapshot.units).toHaveLength(8)
    expect(snapshot.skipped).toEqual([
      { id: inventory.units[3].id, houseId: inventory.units[3].houseId, number: inventory.units[3].number, reason: 'unknown_type', detail: 'townhouse' },
      { id: inventory.units[4].id, houseId: inventory.units[4].houseId, number: inventory.units[4].number, reason: 'unknown_status', detail: 'EXECUTION' },
    ])
  })

  it('reads 60,000 units from the stand-in in a few seconds', async () => {
    const inventory = demoInventory({ projects: 10, housesPerProject: 5, unitsPerHouse: 1200 })
    const { source } = await setUp(inventory, { pageSize: 100 })
    const started = performance.now()
    const snapshot = await source.fetchAll()
    const seconds = (performance.now() - started) / 1000
    console.log(`Profitbase stand-in + adapter: ${snapshot.units.length} units in ${seconds.toFixed(2)} s (${Math.round(process.memoryUsage().rss / 2 ** 20)} MB RSS)`)
    expect(snapshot.units).toHaveLength(60_000)
  }, 60_000)
})
