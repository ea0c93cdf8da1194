import { afterEach, describe, expect, it } from 'vitest'

import { demoInventory, type DemoInventory, type StandInUnit } from '../../../tests/support/inventory/demo-units'
import { startMacroCrmStandIn, type MacroCrmStandIn } from '../../../tests/support/inventory/macrocrm'
import { InventoryFetchError } from './http'
import { macroCrmSource, type MacroCrmOptions } from './macrocrm'
import type { CrmUnit } from './source'

const FAST = { attempts: 3, baseDelayMs: 1, maxDelayMs: 5, timeoutMs: 2000 }
const normalised = ({ vendorType: _type, vendorStatus: _status, ...unit }: StandInUnit): CrmUnit => unit

let standIn: MacroCrmStandIn | undefined
afterEach(async () => {
  await standIn?.close()
  standIn = undefined
})

async function setUp(inventory: DemoInventory = demoInventory({ projects: 2, housesPerProject: 2, unitsPerHouse: 60, seed: 7 }), options: Partial<MacroCrmOptions> = {}) {
  standIn = await startMacroCrmStandIn(inventory)
  const source = macroCrmSource({ baseUrl: standIn.url, domain: standIn.domain, appSecret: standIn.appSecret, pageSize: 50, policy: FAST, ...options })
  return { inventory, server: standIn, source }
}

const estateCalls = (server: MacroCrmStandIn) => server.requests.filter((request) => request.path === '/estate/get/').length

describe('macroCrmSource', () => {
  it('reads complexes, houses and every unit, paging until a short page', async () => {
    const { inventory, server, source } = await setUp()
    const snapshot = await source.fetchAll()
    expect(snapshot.source).toBe('macrocrm')
    expect(snapshot.projects).toEqual(inventory.projects)
    expect(snapshot.houses).toEqual(inventory.houses)
    expect(snapshot.units).toEqual(inventory.units.map(normalised))
    expect(snapshot.skipped).toEqual([])
    // 240 units, 50 a page: four full pages and a short one.
    expect(estateCalls(server)).toBe(5)
  })

  it('retries 429 and 503 (signing each try afresh), then succeeds', async () => {
    const { server, source } = await setUp()
    server.inject({ kind: 'status', status: 429, times: 1, retryAfterSeconds: 0, path: '/estate/get/' })
    server.inject({ kind: 'status', status: 503, times: 2, path: '/estate/group/getComplexes/' })
    expect((await source.fetchAll()).units).toHaveLength(240)
    expect(estateCalls(server)).toBe(6)
  })

  it('fails the whole run on a 200 whose body reports an error', async () => {
    const { server, source } = await setUp()
    server.inject({ kind: 'error-body', message: 'Access denied', times: 1, path: '/estate/get/' })
    const failure = (await source.fetchAll().catch((error: unknown) => error)) as Error
    expect(failure).toBeInstanceOf(InventoryFetchError)
    expect(failure.message).toBe('MacroCRM POST /estate/get/: the CRM answered with an error: Access denied')
    // Not retried: an error answer is the CRM's word, not a passing failure.
    expect(estateCalls(server)).toBe(1)
  })

  it('fails, naming no secret, when a request keeps failing or the signature is refused', async () => {
    const { server, source } = await setUp()
    server.inject({ kind: 'status', status: 502, times: 100, path: '/estate/get/' })
    await expect(source.fetchAll()).rejects.toThrow('MacroCRM POST /estate/get/: HTTP 502 after 3 tries')
    const wrong = macroCrmSource({ baseUrl: server.url, domain: server.domain, appSecret: 'not-the-secret', policy: FAST })
    const failure = (await wrong.fetchAll().catch((error: unknown) => error)) as Error
    expect(failure.message).toBe('MacroCRM POST /estate/group/getComplexes/: the CRM answered with an error: Invalid token')
    expect(failure.message).not.toContain('not-the-secret')
  })

  it('reports a unit of an unknown category or stage instead of dropping it', async () => {
    const inventory = demoInventory({ projects: 1, housesPerProject: 1, unitsPerHouse: 10, seed: 3 })
    inventory.units[0] = { ...inventory.units[0], vendorType: 'house' }
    inventory.units[1] = { ...inventory.units[1], vendorStatus: '10' }
    const { source } = await setUp(inventory)
    const snapshot = await source.fetchAll()
    expect(snapshot.units).toHaveLength(8)
    expect(snapshot.skipped.map(({ id, reason, detail }) => ({ id, reason, detail }))).toEqual([
      { id: inventory.units[0].id, reason: 'unknown_type', detail: 'house' },
      { id: inventory.units[1].id, reason: 'unknown_status', detail: '10' },
    ])
  })
})
