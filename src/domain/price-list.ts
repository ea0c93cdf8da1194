import type { EstateCategoryCode, EstateStatus } from './estate-categories'
import { figureProblem } from './estate-bounds'

/**
 * A price list as a CRM exports it (MacroCRM and the like: one row per flat, parking space or storeroom,
 * with number, house, floor, rooms, area, price and status), read into the estates it changes (issue 17,
 * item 11). Pure: the spreadsheet is read by the service, the store is written by the service.
 */

/** The columns, each recognised by any of its usual headings (lower case, spaces and punctuation ignored). */
const HEADINGS = {
  number: ['номер', 'номерпомещения', 'номерквартиры', '№', 'number', 'no', 'geoflatnum', 'flatnum'],
  house: ['дом', 'очередь', 'корпус', 'house', 'queue', 'building'],
  floor: ['этаж', 'floor'],
  rooms: ['комнат', 'комнаты', 'количествокомнат', 'rooms'],
  area: ['площадь', 'общаяплощадь', 'area', 'totalarea'],
  price: ['цена', 'стоимость', 'price', 'cost'],
  status: ['статус', 'status'],
  category: ['тип', 'типпомещения', 'категория', 'type', 'category'],
} as const

export type PriceListColumn = keyof typeof HEADINGS
const REQUIRED: PriceListColumn[] = ['number', 'house', 'area', 'price']

const STATUS_WORDS: Record<string, EstateStatus> = {
  free: 'free', свободно: 'free', свободна: 'free', свободен: 'free', впродаже: 'free', available: 'free', продается: 'free',
  reserved: 'reserved', бронь: 'reserved', забронировано: 'reserved', забронирована: 'reserved', резерв: 'reserved', booked: 'reserved',
  sold: 'sold', продано: 'sold', продана: 'sold', продан: 'sold', сделка: 'sold',
}

const CATEGORY_WORDS: Record<string, EstateCategoryCode> = {
  flat: 'flat', квартира: 'flat', апартаменты: 'flat', жилое: 'flat',
  comm: 'comm', commercial: 'comm', коммерция: 'comm', коммерческое: 'comm', коммерческоепомещение: 'comm', офис: 'comm',
  garage: 'garage', parking: 'garage', паркинг: 'garage', машиноместо: 'garage', парковка: 'garage',
  storageroom: 'storageroom', storeroom: 'storageroom', кладовая: 'storageroom', кладовка: 'storageroom',
}

type Language = 'ru' | 'en'
const say = (language: Language, ru: string, en: string) => (language === 'ru' ? ru : en)

/** A heading or word compared loosely: lower case, letters and digits only, a trailing unit dropped ("Цена, ₸" → "цена"). */
const squash = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}№]+/gu, '')
    .replace(/(м²|м2|m²|m2|тг|kzt|тенге)$/u, '')

/** Which column holds what, from the heading row; the columns it lacks among the required ones. */
export function mapColumns(headings: unknown[]): { columns: Partial<Record<PriceListColumn, number>>; missing: PriceListColumn[] } {
  const columns: Partial<Record<PriceListColumn, number>> = {}
  headings.forEach((heading, index) => {
    const key = squash(heading)
    const column = (Object.keys(HEADINGS) as PriceListColumn[]).find((name) => (HEADINGS[name] as readonly string[]).includes(key))
    if (column && columns[column] === undefined) columns[column] = index
  })
  return { columns, missing: REQUIRED.filter((column) => columns[column] === undefined) }
}

/** One row of the price list, read and checked. */
export type PriceListRow = {
  line: number
  number: string
  house: string
  category: EstateCategoryCode | null
  floor: number | null
  rooms: number | null
  area: number
  price: number
  status: EstateStatus | null
}
export type RowProblem = { line: number; message: string }

/** "11 160 000", "11,160,000 ₸", "52,2" → numbers; anything else → NaN. */
export function readNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (value === null || value === undefined || String(value).trim() === '') return Number.NaN
  const text = String(value).replace(/\s|\u00a0|₸|тг|kzt|м²|м2|m²|m2/gi, '')
  // A single comma with 1–2 digits after it is a decimal comma (52,2); otherwise commas group thousands.
  const normalized = /^-?\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text.replace(/,/g, '')
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN
}

/** The rows of a sheet (heading row first) read into price-list rows, or the reasons they cannot be (in the editor's language). */
export function readPriceList(sheet: unknown[][], language: Language = 'ru'): { rows: PriceListRow[]; problems: RowProblem[] } {
  const [headings = [], ...body] = sheet
  const { columns, missing } = mapColumns(headings)
  if (missing.length) return { rows: [], problems: [{ line: 1, message: say(language, `нет столбцов: ${missing.join(', ')}`, `missing columns: ${missing.join(', ')}`) }] }
  const cell = (row: unknown[], column: PriceListColumn) => (columns[column] === undefined ? undefined : row[columns[column]!])
  const rows: PriceListRow[] = []
  const problems: RowProblem[] = []
  const seen = new Set<string>()
  body.forEach((row, index) => {
    const line = index + 2
    if (row.every((value) => value === null || value === undefined || String(value).trim() === '')) return
    const number = String(cell(row, 'number') ?? '').trim()
    const house = String(cell(row, 'house') ?? '').trim()
    const figures = { floor: readNumber(cell(row, 'floor')), rooms: readNumber(cell(row, 'rooms')), area: readNumber(cell(row, 'area')), price: readNumber(cell(row, 'price')) }
    const statusText = squash(cell(row, 'status'))
    const status = statusText ? (STATUS_WORDS[statusText] ?? null) : null
    const categoryText = squash(cell(row, 'category'))
    const category = categoryText ? (CATEGORY_WORDS[categoryText] ?? null) : null
    const reasons: string[] = []
    if (!number) reasons.push(say(language, 'нет номера', 'no number'))
    if (!house) reasons.push(say(language, 'нет дома', 'no house'))
    for (const field of ['area', 'price'] as const) {
      const problem = Number.isNaN(figures[field]) ? say(language, `${field}: не число`, `${field}: not a number`) : figureProblem(field, figures[field], language)
      if (problem) reasons.push(problem)
    }
    for (const field of ['floor', 'rooms'] as const) {
      const problem = Number.isNaN(figures[field]) ? null : figureProblem(field, figures[field], language)
      if (problem) reasons.push(problem)
    }
    if (statusText && !status) reasons.push(say(language, `неизвестный статус «${String(cell(row, 'status'))}»`, `unknown status "${String(cell(row, 'status'))}"`))
    if (categoryText && !category) reasons.push(say(language, `неизвестный тип «${String(cell(row, 'category'))}»`, `unknown type "${String(cell(row, 'category'))}"`))
    const key = `${squash(house)}|${number}`
    if (number && house && seen.has(key)) reasons.push(say(language, `номер ${number} дома ${house} встречается дважды`, `number ${number} of house ${house} appears twice`))
    seen.add(key)
    if (reasons.length) return problems.push({ line, message: reasons.join('; ') })
    const whole = (value: number) => (Number.isNaN(value) ? null : value)
    rows.push({ line, number, house, category, floor: whole(figures.floor), rooms: whole(figures.rooms), area: figures.area, price: figures.price, status })
  })
  return { rows, problems }
}

/**
 * An estate of the store, as far as a price list speaks of it. `pendingDraft`: published, with an editor's
 * newer draft not yet published (the import's save would publish the draft's other changes with it).
 */
export type StoredEstate = {
  id: number
  number: string
  house: number
  floor: number | null
  rooms: number | null
  area: number
  price: number
  status: EstateStatus
  published: boolean
  pendingDraft?: boolean
}
export type HouseRef = { id: number; keys: string[] }

export type PriceListChange = { id: number; number: string; house: number; line: number; changes: Partial<Record<'floor' | 'rooms' | 'area' | 'price' | 'status' | 'published', [unknown, unknown]>> }
export type PriceListDiff = {
  added: (Omit<PriceListRow, 'house'> & { house: number })[]
  changed: PriceListChange[]
  /** On sale in the store, absent from the list: withdrawn from the site (kept as drafts) on apply. */
  removed: { id: number; number: string; house: number }[]
  problems: RowProblem[]
  unchanged: number
}

/** The house ids by every name an editor may use for them (id, slug, name in any language), loosely compared. */
function houseIndex(houses: HouseRef[]): Map<string, number> {
  const houseByKey = new Map<string, number>()
  for (const house of houses) for (const key of [String(house.id), ...house.keys]) houseByKey.set(squash(key), house.id)
  return houseByKey
}

/** The ids of the houses the rows name (each once, in the order the rows first name them); unknown names are left out. */
export function housesNamed(rows: PriceListRow[], houses: HouseRef[]): number[] {
  const houseByKey = houseIndex(houses)
  const named = new Set<number>()
  for (const row of rows) {
    const house = houseByKey.get(squash(row.house))
    if (house !== undefined) named.add(house)
  }
  return [...named]
}

/**
 * What applying the list would do to the estates of the houses it names: new numbers, changed figures,
 * numbers no longer listed. Houses are named by slug, id or name in any language (`HouseRef.keys`).
 */
export function diffPriceList(rows: PriceListRow[], houses: HouseRef[], stored: StoredEstate[], problems: RowProblem[] = [], language: Language = 'ru'): PriceListDiff {
  const houseByKey = houseIndex(houses)
  const storedByKey = new Map(stored.map((estate) => [`${estate.house}|${squash(estate.number)}`, estate]))
  const diff: PriceListDiff = { added: [], changed: [], removed: [], problems: [...problems], unchanged: 0 }
  const listedHouses = new Set<number>()
  const listed = new Set<number>()
  for (const row of rows) {
    const house = houseByKey.get(squash(row.house))
    if (house === undefined) {
      diff.problems.push({ line: row.line, message: say(language, `неизвестный дом «${row.house}»`, `unknown house "${row.house}"`) })
      continue
    }
    listedHouses.add(house)
    const estate = storedByKey.get(`${house}|${squash(row.number)}`)
    if (!estate) {
      diff.added.push({ ...row, house })
      continue
    }
    listed.add(estate.id)
    const changes: PriceListChange['changes'] = {}
    for (const field of ['floor', 'rooms', 'area', 'price'] as const) {
      if (row[field] !== null && row[field] !== estate[field]) changes[field] = [estate[field], row[field]]
    }
    if (row.status && row.status !== estate.status) changes.status = [estate.status, row.status]
    if (!estate.published) changes.published = [false, true]
    if (!Object.keys(changes).length) diff.unchanged++
    else if (estate.pendingDraft)
      diff.problems.push({
        line: row.line,
        message: say(
          language,
          `№ ${estate.number}: есть неопубликованные правки; опубликуйте или отмените их и загрузите список снова`,
          `no. ${estate.number}: has unpublished changes; publish or discard them and upload the list again`,
        ),
      })
    else diff.changed.push({ id: estate.id, number: estate.number, house, line: row.line, changes })
  }
  for (const estate of stored) {
    if (listedHouses.has(estate.house) && !listed.has(estate.id) && estate.published) diff.removed.push({ id: estate.id, number: estate.number, house: estate.house })
  }
  diff.problems.sort((a, b) => a.line - b.line)
  return diff
}
