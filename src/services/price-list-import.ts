import { createHash } from 'node:crypto'

import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { expireTags } from '../lib/cache-tags'
import { diffPriceList, matchQueues, queuesOf, readCsv, readPriceList, type HouseRef, type Names, type PriceListDiff, type StoredEstate } from '../domain/price-list'
import type { EstateStatus } from '../domain/estate-categories'
import { priceChangeContext } from './price-history'

/**
 * The estates import (issue 17, item 11; issue 31, item 2): a price list (Excel .xlsx or CSV) is read and
 * compared with the store (a dry run the editor sees), then applied in one transaction, only if the store
 * still gives the same comparison (its digest, which covers the queues the editor marked as listed whole)
 * as the one the editor approved.
 */

export type PriceListFile = { data: Buffer; name: string; mimetype?: string }

/** The sheet's cells as plain values, heading row first (the first worksheet of a workbook; a CSV in UTF-8 or Windows-1251). */
export async function readSpreadsheet(file: PriceListFile): Promise<unknown[][]> {
  if (/\.csv$/i.test(file.name) || file.mimetype === 'text/csv') return readCsv(file.data)
  // Loaded on an editor's upload only: the spreadsheet library is large and no page needs it.
  const { default: Excel } = await import('exceljs')
  const workbook = new Excel.Workbook()
  await workbook.xlsx.load(file.data as unknown as ArrayBuffer)
  const rows: unknown[][] = []
  workbook.worksheets[0]?.eachRow({ includeEmpty: false }, (row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : []
    rows.push(values.map(plainValue))
  })
  return rows
}

/** A formula's result, a rich text's words, a hyperlink's text; the value itself otherwise. */
function plainValue(value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('result' in value) return (value as { result: unknown }).result
    if ('richText' in value) return (value as { richText: { text: string }[] }).richText.map((part) => part.text).join('')
    if ('text' in value) return (value as { text: unknown }).text
  }
  return value
}

/** A localized name as `locale: 'all'` gives it (or a plain string from an older store). */
const namesOf = (value: unknown): Names => (value && typeof value === 'object' ? (value as Names) : { ru: String(value ?? '') })

/** Every queue with what a price list may call it: slug, CRM id (when queues have one), names, and its project's slug and names. */
async function loadHouses(payload: Payload, req: PayloadRequest): Promise<HouseRef[]> {
  const options = { locale: 'all', depth: 0, pagination: false, overrideAccess: true, req } as const
  const { docs: houses } = await payload.find({ ...options, collection: 'houses' })
  const { docs: complexes } = await payload.find({ ...options, collection: 'complexes' })
  const complexById = new Map(complexes.map((complex) => [complex.id, complex]))
  // A queue without a project (an empty draft the admin's «Создать» saved) is no queue a list can name.
  return houses.flatMap((house) => {
    if (house.complex == null) return []
    const complexId = typeof house.complex === 'object' ? house.complex.id : house.complex
    const complex = complexById.get(complexId)
    const crmId = (house as { crm_id?: unknown }).crm_id
    return [
      {
        id: house.id,
        slug: house.slug ?? '',
        names: namesOf(house.name),
        crmId: typeof crmId === 'string' || typeof crmId === 'number' ? String(crmId) : null,
        project: { id: complexId, slug: complex?.slug ?? '', names: namesOf(complex?.name) },
      },
    ]
  })
}

async function loadEstates(payload: Payload, houses: number[], req: PayloadRequest): Promise<StoredEstate[]> {
  if (houses.length === 0) return []
  const { docs } = await payload.find({ collection: 'estates', where: { house: { in: houses } }, depth: 0, pagination: false, overrideAccess: true, req })
  // Estates whose latest version is a draft: a save with _status 'published' would publish that draft whole.
  const { docs: drafts } = await payload.findVersions({
    collection: 'estates',
    where: { and: [{ latest: { equals: true } }, { 'version._status': { equals: 'draft' } }, { 'version.house': { in: houses } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const drafted = new Set(drafts.map((version) => version.parent))
  return docs.map((estate) => ({
    id: estate.id,
    number: estate.geo_flatnum,
    house: typeof estate.house === 'object' ? estate.house.id : estate.house,
    floor: estate.floor ?? null,
    rooms: estate.rooms ?? null,
    area: estate.area,
    price: estate.price,
    status: estate.status as EstateStatus,
    published: estate._status === 'published',
    pendingDraft: estate._status === 'published' && drafted.has(estate.id),
  }))
}

export type PriceListCheck = { diff: PriceListDiff; digest: string }

/**
 * The dry run: what the list would change, and a digest that identifies this exact comparison. Estates
 * absent from the list are taken off the site only for `wholeQueues`, the queues the editor says the list
 * covers whole; the digest covers that choice.
 */
export async function checkPriceList(payload: Payload, file: PriceListFile, language: 'ru' | 'en', req: PayloadRequest, wholeQueues: number[] = []): Promise<PriceListCheck> {
  const read = readPriceList(await readSpreadsheet(file), language)
  const houses = await loadHouses(payload, req)
  const matched = matchQueues(read.rows, houses, language)
  const listedQueues = queuesOf(matched.rows)
  const whole = [...new Set(wholeQueues)].filter((id) => listedQueues.includes(id)).sort((a, b) => a - b)
  const diff = diffPriceList(matched.rows, houses, await loadEstates(payload, listedQueues, req), {
    problems: [...read.problems, ...matched.problems],
    language,
    wholeQueues: whole,
  })
  const digest = createHash('sha256')
    .update(JSON.stringify([diff.added, diff.changed, diff.removed, whole]))
    .digest('hex')
  return { diff, digest }
}

export type PriceListApplied = { added: number; changed: number; removed: number }

/**
 * Applies the list in one transaction, when the comparison (with the same `wholeQueues`) is still the
 * approved one (`digest`) and has no problem rows; otherwise nothing is written and the reason is returned.
 * Only the estates of `diff.removed` (absent from a queue listed whole) are taken off the site.
 */
export async function applyPriceList(
  payload: Payload,
  file: PriceListFile,
  digest: string,
  language: 'ru' | 'en',
  req: PayloadRequest,
  wholeQueues: number[] = [],
): Promise<{ applied: PriceListApplied } | { refused: 'problems' | 'changed'; check: PriceListCheck }> {
  const check = await checkPriceList(payload, file, language, req, wholeQueues)
  if (check.diff.problems.length) return { refused: 'problems', check }
  if (check.digest !== digest) return { refused: 'changed', check }
  const { diff } = check
  // Each price or status change is recorded by the estates' hooks as the import's (services/price-history.ts).
  const options = { req, overrideAccess: true, depth: 0, context: { skipRevalidate: true, ...priceChangeContext('import') } } as const
  const started = await initTransaction(req)
  try {
    for (const row of diff.added) {
      await payload.create({
        ...options,
        collection: 'estates',
        // The slug is made from the number (content/fields.ts), numbered when another estate has it.
        data: {
          slug: '',
          geo_flatnum: row.number,
          house: row.house,
          category: row.category ?? 'flat',
          floor: row.floor,
          rooms: row.rooms,
          area: row.area,
          price: row.price,
          status: row.status ?? 'free',
          _status: 'published',
        },
      })
    }
    for (const change of diff.changed) {
      const data = Object.fromEntries(
        Object.entries(change.changes)
          .filter(([field]) => field !== 'published')
          .map(([field, [, to]]) => [field, to]),
      )
      await payload.update({ ...options, collection: 'estates', id: change.id, data: { ...data, _status: 'published' } })
    }
    for (const estate of diff.removed) await payload.update({ ...options, collection: 'estates', id: estate.id, data: { _status: 'draft' } })
    if (started) await commitTransaction(req)
  } catch (error) {
    if (started) await killTransaction(req)
    throw error
  }
  await expireTags(['estates', 'complexes', 'houses'])
  return { applied: { added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length } }
}
