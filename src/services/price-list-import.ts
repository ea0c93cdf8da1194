import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'

import type ExcelJS from 'exceljs'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { expireTags } from '../content/hooks/revalidate'
import { diffPriceList, housesNamed, readPriceList, type HouseRef, type PriceListDiff, type StoredEstate } from '../domain/price-list'
import type { EstateStatus } from '../domain/estate-categories'

/**
 * The estates import (issue 17, item 11): a price list (Excel .xlsx or CSV) is read and compared with the
 * store (a dry run the editor sees), then applied in one transaction, only if the store still gives the
 * same comparison (its digest) as the one the editor approved.
 */

export type PriceListFile = { data: Buffer; name: string; mimetype?: string }

/** The sheet's cells as plain values, heading row first (the first worksheet of a workbook). */
export async function readSpreadsheet(file: PriceListFile): Promise<unknown[][]> {
  // Loaded on an editor's upload only: the spreadsheet library is large and no page needs it.
  const { default: Excel } = await import('exceljs')
  const workbook = new Excel.Workbook()
  const csv = /\.csv$/i.test(file.name) || file.mimetype === 'text/csv'
  let sheet: ExcelJS.Worksheet | undefined
  if (csv) {
    const text = file.data.toString('utf8').replace(/^\uFEFF/, '')
    const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
    // Russian Excel writes CSV with semicolons; others with commas.
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ','
    sheet = await workbook.csv.read(Readable.from([text]), { parserOptions: { delimiter } })
  } else {
    await workbook.xlsx.load(file.data as unknown as ArrayBuffer)
    sheet = workbook.worksheets[0]
  }
  const rows: unknown[][] = []
  sheet?.eachRow({ includeEmpty: false }, (row) => {
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

/** Every queue with the names an editor may use for it (slug, id, name in any language). */
async function loadHouses(payload: Payload, req: PayloadRequest): Promise<HouseRef[]> {
  const { docs } = await payload.find({ collection: 'houses', locale: 'all', depth: 0, pagination: false, overrideAccess: true, req })
  return docs.map((house) => {
    const names = house.name && typeof house.name === 'object' ? Object.values(house.name as Record<string, string>) : [String(house.name ?? '')]
    return { id: house.id, keys: [house.slug, ...names].filter(Boolean) as string[] }
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

/** The dry run: what the list would change, and a digest that identifies this exact comparison. */
export async function checkPriceList(payload: Payload, file: PriceListFile, language: 'ru' | 'en', req: PayloadRequest): Promise<PriceListCheck> {
  const { rows, problems } = readPriceList(await readSpreadsheet(file), language)
  const houses = await loadHouses(payload, req)
  const full = diffPriceList(rows, houses, await loadEstates(payload, housesNamed(rows, houses), req), problems, language)
  const digest = createHash('sha256').update(JSON.stringify([full.added, full.changed, full.removed])).digest('hex')
  return { diff: full, digest }
}

export type PriceListApplied = { added: number; changed: number; removed: number }

/**
 * Applies the list in one transaction, when the comparison is still the approved one (`digest`) and has
 * no problem rows; otherwise nothing is written and the reason is returned.
 */
export async function applyPriceList(
  payload: Payload,
  file: PriceListFile,
  digest: string,
  language: 'ru' | 'en',
  req: PayloadRequest,
): Promise<{ applied: PriceListApplied } | { refused: 'problems' | 'changed'; check: PriceListCheck }> {
  const check = await checkPriceList(payload, file, language, req)
  if (check.diff.problems.length) return { refused: 'problems', check }
  if (check.digest !== digest) return { refused: 'changed', check }
  const { diff } = check
  const options = { req, overrideAccess: true, depth: 0, context: { skipRevalidate: true } } as const
  const started = await initTransaction(req)
  try {
    for (const row of diff.added) {
      await payload.create({
        ...options,
        collection: 'estates',
        // The slug is made from the number (content/fields.ts), numbered when another estate has it.
        data: { slug: '', geo_flatnum: row.number, house: row.house, category: row.category ?? 'flat', floor: row.floor, rooms: row.rooms, area: row.area, price: row.price, status: row.status ?? 'free', _status: 'published' },
      })
    }
    for (const change of diff.changed) {
      const data = Object.fromEntries(Object.entries(change.changes).filter(([field]) => field !== 'published').map(([field, [, to]]) => [field, to]))
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
