/**
 * `npm run crm:demo`: the site with every CRM connected, on one machine, to watch a sync and a delivery
 * (issue 36, item 7). Nothing here talks to a real CRM: the stand-ins of tests/support answer as the
 * vendors' documented APIs do.
 *
 * - Starts the Profitbase stand-in (units in) and the amoCRM, Bitrix24, MacroCRM and Telegram stand-ins
 *   (leads out) on free loopback ports;
 * - starts the production site (building it first if there is no build) on its own data folder,
 *   `data/crm-demo` (DATA_DIR to choose another; the plain demo in `data` is left alone), with the CRM
 *   variables pointing at them and a sync every 60 s (CRM_SYNC_INTERVAL_S to change it);
 * - links the demo's own content: each queue gets a `crm_id`, and the Profitbase stand-in serves every
 *   published estate of it as a unit, so the first sync links them all by number and changes nothing;
 * - then, every interval, «sells» one free flat and lowers another's price in the CRM, and says which:
 *   the next sync shows both on the site (the price with its history), and the sync log in the admin
 *   (/admin/collections/crm-sync-runs) has each run;
 * - prints every lead each CRM stand-in receives (send a callback from the site's header).
 * Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import type { DemoInventory, StandInUnit } from '../tests/support/inventory/demo-units'
import { startProfitbaseStandIn } from '../tests/support/inventory/profitbase'
import { startAmoCrm } from '../tests/support/lead-targets/amocrm'
import { startBitrix24 } from '../tests/support/lead-targets/bitrix24'
import { startMacroCrm } from '../tests/support/lead-targets/macrocrm'
import type { Received, StandIn } from '../tests/support/lead-targets/stand-in'
import { startTelegram } from '../tests/support/lead-targets/telegram'
import { hasBuild, ROOT, sleep, startServer, stopServer, waitHealthy } from './bench-support.mjs'

const port = Number(process.env.PORT || 3000)
const baseUrl = `http://localhost:${port}`
const dataDir = path.resolve(process.env.DATA_DIR || path.join(ROOT, 'data', 'crm-demo'))
const intervalSeconds = Number(process.env.CRM_SYNC_INTERVAL_S || 60)
const ADMIN = { email: 'crm-demo@example.kz', password: 'watch the sync and the leads 2026' }
const SECRETS = {
  profitbase: 'demo-profitbase-key',
  amo: 'demo-amo-token',
  bitrix: 'demodemokey',
  macroDomain: 'qazaq-stroy.macrocrm.demo',
  macroSecret: 'demo-macro-secret',
  bot: '7000000000:AADemoBotTokenForTheStandIn_abcdefgh',
  chat: '-1000000000001',
}

const say = (line: string) => console.log(`[crm-demo] ${line}`)
const CATEGORY = { flat: 'flat', comm: 'commercial', garage: 'parking', storageroom: 'storeroom' } as const

type StoreEstate = {
  id: number
  slug: string
  house: number
  complex: number
  geo_flatnum: string
  category: keyof typeof CATEGORY
  rooms: number | null
  area: number
  floor: number | null
  section: number | null
  price: number
  status: 'free' | 'reserved' | 'sold'
}

async function main() {
  if (!hasBuild()) {
    say('no production build yet: running `npm run build` (a few minutes)…')
    if (spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) process.exit(1)
  }
  fs.mkdirSync(dataDir, { recursive: true })

  const profitbase = await startProfitbaseStandIn({ projects: [], houses: [], units: [] }, { apiKey: SECRETS.profitbase })
  const amo = await startAmoCrm({ token: SECRETS.amo })
  const bitrix = await startBitrix24({ key: SECRETS.bitrix })
  const macro = await startMacroCrm({ domain: SECRETS.macroDomain, secret: SECRETS.macroSecret })
  const telegram = await startTelegram({ token: SECRETS.bot, chatId: SECRETS.chat })
  say(`stand-ins: Profitbase ${profitbase.url}, amoCRM ${amo.url}, Bitrix24 ${bitrix.url}, MacroCRM ${macro.url}, Telegram ${telegram.url}`)

  const server = startServer({
    port,
    dataDir,
    nodeOptions: process.env.NODE_OPTIONS ?? '',
    logFile: path.join(dataDir, 'server.log'),
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? '',
      SERVER_URL: baseUrl,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PROFITBASE_URL: profitbase.url,
      PROFITBASE_API_KEY: SECRETS.profitbase,
      // The stand-in has no rate limit (Profitbase itself allows one request a second).
      PROFITBASE_REQUEST_INTERVAL_MS: '0',
      CRM_SYNC_INTERVAL_S: String(intervalSeconds),
      AMOCRM_URL: amo.url,
      AMOCRM_TOKEN: SECRETS.amo,
      BITRIX24_WEBHOOK_URL: bitrix.webhookUrl,
      MACROCRM_URL: macro.url,
      MACROCRM_DOMAIN: SECRETS.macroDomain,
      MACROCRM_APP_SECRET: SECRETS.macroSecret,
      TELEGRAM_API_URL: telegram.url,
      TELEGRAM_BOT_TOKEN: SECRETS.bot,
      TELEGRAM_CHAT_ID: SECRETS.chat,
    },
  })
  const stopAll = async () => {
    await stopServer(server)
    for (const standIn of [profitbase, amo, bitrix, macro, telegram]) await standIn.close()
    process.exit(0)
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll())
  say(`starting the site on ${baseUrl} (data folder ${dataDir}; the first start seeds the demo content, about a minute; its log: ${path.join(dataDir, 'server.log')})`)
  await waitHealthy(baseUrl, server, 600_000)

  const login = await (await fetch(`${baseUrl}/cms-api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })).json()
  if (!login.token) throw new Error(`cannot log in as ${ADMIN.email}: this data folder has other staff accounts (set DATA_DIR to a new folder)`)
  const cms = async (method: string, pathname: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}/cms-api${pathname}`, {
      method,
      headers: { authorization: `JWT ${login.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`)
    return response.json()
  }

  // The demo's queues claim a CRM house each; their published estates become the CRM's units.
  const queues: Array<{ id: number; complex: number; crm_id?: string | null; name: string }> = (await cms('GET', '/houses?limit=500&depth=0&locale=ru')).docs
  const estates: StoreEstate[] = []
  for (let page = 1; ; page++) {
    const answer = await cms('GET', `/estates?limit=1000&page=${page}&depth=0&where[_status][equals]=published`)
    estates.push(...answer.docs)
    if (!answer.hasNextPage) break
  }
  const crmHouseId = (queueId: number) => String(10_000 + queueId)
  for (const queue of queues) if (!queue.crm_id) await cms('PATCH', `/houses/${queue.id}`, { crm_id: crmHouseId(queue.id) })
  const units: StandInUnit[] = estates.map((estate) => ({
    id: String(500_000 + estate.id),
    houseId: crmHouseId(estate.house),
    projectId: String(estate.complex),
    number: estate.geo_flatnum,
    category: CATEGORY[estate.category],
    rooms: estate.rooms,
    area: estate.area,
    floor: estate.floor,
    section: estate.section,
    price: estate.price,
    status: estate.status,
  }))
  const projects = [...new Set(queues.map((queue) => queue.complex))].map((id) => ({ id: String(id), name: `Проект ${id}` }))
  const inventory: DemoInventory = { projects, houses: queues.map((queue) => ({ id: crmHouseId(queue.id), projectId: String(queue.complex), name: queue.name })), units }
  profitbase.replace(inventory)
  say(`linked ${queues.length} queues; the Profitbase stand-in serves their ${units.length} estates as units`)

  say('first sync (links every estate by its number)…')
  await cms('POST', '/crm-sync-runs/run', { dryRun: false }).catch((error) => say(`the first sync did not start: ${(error as Error).message} (the schedule runs it)`))
  say(`
  Site:        ${baseUrl}
  Admin:       ${baseUrl}/admin  (${ADMIN.email} / ${ADMIN.password})
  Sync log:    ${baseUrl}/admin/collections/crm-sync-runs  («Проверить», «Синхронизировать сейчас»)
  Leads desk:  ${baseUrl}/admin/collections/leads  (send a callback from the site's header to see it reach every CRM below)
  Every ${intervalSeconds} s the CRM sells one free flat and lowers another's price; the next sync shows both.
  Ctrl-C stops everything.`)

  // Deliveries as they arrive.
  const seen = new Map<StandIn, number>()
  const describe = (request: Received) => (request.form ? JSON.stringify(request.form) : request.raw).slice(0, 300)
  setInterval(() => {
    for (const [name, standIn] of [
      ['amoCRM', amo],
      ['Bitrix24', bitrix],
      ['MacroCRM', macro],
      ['Telegram', telegram],
    ] as const) {
      const from = seen.get(standIn) ?? 0
      for (const request of standIn.accepted.slice(from)) say(`${name} received ${request.method} ${request.path.replace(/bot[^/]+/, 'bot…')}: ${describe(request)}`)
      seen.set(standIn, standIn.accepted.length)
    }
  }, 1000)

  // The CRM's day: a sale and a price cut each interval.
  const bySlug = new Map(estates.map((estate) => [String(500_000 + estate.id), estate]))
  const categoryPath = { flat: 'apartments', comm: 'commercial-premises', garage: 'parking-spaces', storageroom: 'storerooms' }
  for (;;) {
    await sleep(intervalSeconds * 1000)
    const free = inventory.units.filter((unit) => unit.status === 'free' && unit.category === 'flat')
    if (free.length < 2) continue
    const pick = () => free.splice(Math.floor(Math.random() * free.length), 1)[0]
    const [sold, cheaper] = [pick(), pick()]
    sold.status = 'sold'
    cheaper.price = Math.round((cheaper.price * 0.97) / 10_000) * 10_000
    profitbase.replace(inventory)
    for (const [unit, what] of [
      [sold, 'sold'],
      [cheaper, `now ${cheaper.price.toLocaleString('ru-RU')} ₸`],
    ] as const) {
      const estate = bySlug.get(unit.id)!
      say(`Profitbase: unit ${unit.id} (№ ${unit.number}) ${what}: ${baseUrl}/properties/${categoryPath[estate.category]}/${estate.slug}`)
    }
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
