import type { EstateCategoryCode, EstateStatus } from './estate-categories'
import { figureProblem } from './estate-bounds'

/**
 * A price list as a CRM exports it (MacroCRM and the like: one row per flat, parking space or storeroom,
 * with number, house, floor, rooms, area, price and status), read into the estates it changes (issue 17,
 * item 11; issue 31, item 2). Pure: the service reads the file's bytes and writes the store.
 *
 * A row's queue is found only when it is certain (`matchQueues`): by the queue's address (slug), by its CRM
 * id, or by project and queue together. A queue's name alone ("2 очередь") is never enough: most projects
 * have one. Estates absent from the list are taken off the site only for the queues the editor marks as
 * listed whole (`wholeQueues`); otherwise they are kept.
 */

/** The columns, each recognised by any of its usual headings (lower case, spaces and punctuation ignored). */
const HEADINGS = {
  number: ['номер', 'номерпомещения', 'номерквартиры', 'номеробъекта', '№', 'number', 'no', 'flatnumber', 'unitnumber', 'geoflatnum', 'flatnum'],
  project: ['проект', 'жк', 'комплекс', 'жилойкомплекс', 'project', 'complex', 'residentialcomplex'],
  house: ['дом', 'очередь', 'корпус', 'house', 'queue', 'building', 'phase'],
  floor: ['этаж', 'floor'],
  rooms: ['комнат', 'комнаты', 'количествокомнат', 'rooms'],
  area: ['площадь', 'общаяплощадь', 'area', 'totalarea'],
  price: ['цена', 'стоимость', 'price', 'cost'],
  status: ['статус', 'status'],
  category: ['тип', 'типпомещения', 'категория', 'type', 'category'],
} as const

export type PriceListColumn = keyof typeof HEADINGS
const REQUIRED = ['number', 'house', 'area', 'price'] as const

type Language = 'ru' | 'en'
const say = (language: Language, ru: string, en: string) => (language === 'ru' ? ru : en)

/** The columns as the editor's heading row names them. */
const COLUMN_NAMES: Record<(typeof REQUIRED)[number], { ru: string; en: string }> = {
  number: { ru: 'Номер', en: 'Number' },
  house: { ru: 'Дом', en: 'House' },
  area: { ru: 'Площадь', en: 'Area' },
  price: { ru: 'Цена', en: 'Price' },
}
const FIGURE_NAMES = { area: { ru: 'Площадь', en: 'Area' }, price: { ru: 'Цена', en: 'Price' } }

const STATUS_WORDS: Record<string, EstateStatus> = {
  free: 'free',
  свободно: 'free',
  свободна: 'free',
  свободен: 'free',
  впродаже: 'free',
  available: 'free',
  продается: 'free',
  reserved: 'reserved',
  бронь: 'reserved',
  забронировано: 'reserved',
  забронирована: 'reserved',
  резерв: 'reserved',
  booked: 'reserved',
  sold: 'sold',
  продано: 'sold',
  продана: 'sold',
  продан: 'sold',
  сделка: 'sold',
}

const CATEGORY_WORDS: Record<string, EstateCategoryCode> = {
  flat: 'flat',
  квартира: 'flat',
  апартаменты: 'flat',
  жилое: 'flat',
  comm: 'comm',
  commercial: 'comm',
  коммерция: 'comm',
  коммерческое: 'comm',
  коммерческоепомещение: 'comm',
  офис: 'comm',
  garage: 'garage',
  parking: 'garage',
  паркинг: 'garage',
  машиноместо: 'garage',
  парковка: 'garage',
  storageroom: 'storageroom',
  storeroom: 'storageroom',
  кладовая: 'storageroom',
  кладовка: 'storageroom',
}

/** A heading or word compared loosely: lower case, letters and digits only, a trailing unit dropped ("Цена, ₸" → "цена"). */
const squash = (text: unknown) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}№]+/gu, '')
    .replace(/(м²|м2|m²|m2|тг|kzt|тенге)$/u, '')

/* ----------------------------------------------------------------------------------------------------
 * CSV: the bytes as Excel and CRMs save them.
 * ---------------------------------------------------------------------------------------------------- */

/**
 * A CSV file's text: UTF-8 (with or without the byte order mark) when the bytes are valid UTF-8, UTF-16
 * when they start with its byte order mark, Windows-1251 otherwise (Russian Excel's "CSV (разделители —
 * точка с запятой)" on Windows).
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes).replace(/^\uFEFF/, '')
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes).replace(/^\uFEFF/, '')
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    text = new TextDecoder('windows-1251').decode(bytes)
  }
  return text.replace(/^\uFEFF/, '')
}

/** The delimiter of a CSV text, from its heading line: the most frequent of `;`, `,` and tab outside quotes (`;` on a tie, `,` when none). */
export function csvDelimiter(text: string): ';' | ',' | '\t' {
  const counts = { ';': 0, ',': 0, '\t': 0 }
  let quoted = false
  for (const char of text) {
    if (char === '"') quoted = !quoted
    else if (!quoted && (char === '\n' || char === '\r')) break
    else if (!quoted && char in counts) counts[char as keyof typeof counts]++
  }
  if (counts['\t'] > counts[';'] && counts['\t'] > counts[',']) return '\t'
  if (counts[';'] === 0 && counts[','] === 0) return ','
  return counts[';'] >= counts[','] ? ';' : ','
}

/** The rows of a CSV text (RFC 4180: quoted fields may hold the delimiter, quotes doubled, line breaks), as strings. */
export function parseCsv(text: string, delimiter: string = csvDelimiter(text)): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  let i = 0
  const endField = () => {
    row.push(field)
    field = ''
  }
  const endRow = () => {
    endField()
    rows.push(row)
    row = []
  }
  while (i < text.length) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i += 2
        continue
      }
      if (char === '"') quoted = false
      else field += char
      i++
      continue
    }
    if (char === '"' && field.trim() === '') {
      field = ''
      quoted = true
    } else if (char === delimiter) endField()
    else if (char === '\r' || char === '\n') {
      endRow()
      if (char === '\r' && text[i + 1] === '\n') i++
    } else field += char
    i++
  }
  if (field !== '' || row.length) endRow()
  return rows
}

/** A CSV file's rows, heading row first: decoded (`decodeCsv`) and split at its own delimiter (`csvDelimiter`). */
export const readCsv = (bytes: Uint8Array): string[][] => parseCsv(decodeCsv(bytes))

/* ----------------------------------------------------------------------------------------------------
 * Rows.
 * ---------------------------------------------------------------------------------------------------- */

/** Which column holds what, from the heading row; the columns it lacks among the required ones. */
export function mapColumns(headings: unknown[]): { columns: Partial<Record<PriceListColumn, number>>; missing: (typeof REQUIRED)[number][] } {
  const columns: Partial<Record<PriceListColumn, number>> = {}
  headings.forEach((heading, index) => {
    const key = squash(heading)
    const column = (Object.keys(HEADINGS) as PriceListColumn[]).find((name) => (HEADINGS[name] as readonly string[]).includes(key))
    if (column && columns[column] === undefined) columns[column] = index
  })
  return { columns, missing: REQUIRED.filter((column) => columns[column] === undefined) }
}

/** One row of the price list, read and checked. `house` and `project` as written (project '' without a «Проект» column). */
export type PriceListRow = {
  line: number
  number: string
  project: string
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
  const text = String(value).replace(/\s|\u00a0|\u202f|₸|тг|kzt|м²|м2|m²|m2/gi, '')
  // A single comma with 1–2 digits after it is a decimal comma (52,2); otherwise commas group thousands.
  const normalized = /^-?\d+,\d{1,2}$/.test(text) ? text.replace(',', '.') : text.replace(/,/g, '')
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : Number.NaN
}

const blank = (value: unknown) => value === null || value === undefined || String(value).trim() === ''
const quote = (language: Language, text: string) => (language === 'ru' ? `«${text}»` : `"${text}"`)

/** The rows of a sheet (heading row first) read into price-list rows, or the reasons they cannot be (in the editor's language). */
export function readPriceList(sheet: unknown[][], language: Language = 'ru'): { rows: PriceListRow[]; problems: RowProblem[] } {
  const [headings = [], ...body] = sheet
  const { columns, missing } = mapColumns(headings)
  if (missing.length) {
    const names = missing.map((column) => quote(language, COLUMN_NAMES[column][language])).join(', ')
    const found = headings.filter((heading) => !blank(heading)).map((heading) => quote(language, String(heading).trim()))
    const seen = found.length
      ? say(language, `; в первой строке: ${found.slice(0, 12).join(', ')}`, `; the first row has: ${found.slice(0, 12).join(', ')}`)
      : say(language, '; первая строка пуста', '; the first row is empty')
    return { rows: [], problems: [{ line: 1, message: say(language, `нет столбцов: ${names}${seen}`, `missing columns: ${names}${seen}`) }] }
  }
  const cell = (row: unknown[], column: PriceListColumn) => (columns[column] === undefined ? undefined : row[columns[column]!])
  const rows: PriceListRow[] = []
  const problems: RowProblem[] = []
  body.forEach((row, index) => {
    const line = index + 2
    if (row.every(blank)) return
    const number = String(cell(row, 'number') ?? '').trim()
    const house = String(cell(row, 'house') ?? '').trim()
    const project = String(cell(row, 'project') ?? '').trim()
    const figures = { floor: readNumber(cell(row, 'floor')), rooms: readNumber(cell(row, 'rooms')), area: readNumber(cell(row, 'area')), price: readNumber(cell(row, 'price')) }
    const statusText = squash(cell(row, 'status'))
    const status = statusText ? (STATUS_WORDS[statusText] ?? null) : null
    const categoryText = squash(cell(row, 'category'))
    const category = categoryText ? (CATEGORY_WORDS[categoryText] ?? null) : null
    const reasons: string[] = []
    if (!number) reasons.push(say(language, 'нет номера', 'no number'))
    if (!house) reasons.push(say(language, 'не указан дом (очередь)', 'no house (queue)'))
    for (const field of ['area', 'price'] as const) {
      const written = cell(row, field)
      const name = FIGURE_NAMES[field][language]
      const problem = blank(written)
        ? say(language, `${name}: не указана`, `${name}: missing`)
        : Number.isNaN(figures[field])
          ? say(language, `${name}: ${quote(language, String(written).trim())} — не число`, `${name}: ${quote(language, String(written).trim())} is not a number`)
          : figureProblem(field, figures[field], language)
      if (problem) reasons.push(problem)
    }
    // Floor and rooms are optional: what is not a number ("Студия") leaves the stored figure as it is.
    for (const field of ['floor', 'rooms'] as const) {
      const problem = Number.isNaN(figures[field]) ? null : figureProblem(field, figures[field], language)
      if (problem) reasons.push(problem)
    }
    if (statusText && !status)
      reasons.push(say(language, `неизвестный статус ${quote(language, String(cell(row, 'status')))}`, `unknown status ${quote(language, String(cell(row, 'status')))}`))
    if (categoryText && !category)
      reasons.push(say(language, `неизвестный тип ${quote(language, String(cell(row, 'category')))}`, `unknown type ${quote(language, String(cell(row, 'category')))}`))
    if (reasons.length) return problems.push({ line, message: reasons.join('; ') })
    const whole = (value: number) => (Number.isNaN(value) ? null : value)
    rows.push({ line, number, project, house, category, floor: whole(figures.floor), rooms: whole(figures.rooms), area: figures.area, price: figures.price, status })
  })
  return { rows, problems }
}

/* ----------------------------------------------------------------------------------------------------
 * Queues.
 * ---------------------------------------------------------------------------------------------------- */

/** A name in each admin language and Kazakh, as the store keeps a localized field (any may be missing). */
export type Names = Partial<Record<'ru' | 'kk' | 'en', string>>

/** A queue of the store, with what a price list may call it. `crmId`: the CRM's id of the house, when the store keeps one. */
export type HouseRef = {
  id: number
  slug: string
  names: Names
  crmId?: string | null
  project: { id: number; slug: string; names: Names }
}

const nameIn = (names: Names, language: Language) => (language === 'en' ? names.en || names.ru : names.ru || names.en) || names.kk || ''

/** How the editor reads a queue: «Алатау Резиденс / 2 очередь». */
export const queueLabel = (house: HouseRef, language: Language): string => `${nameIn(house.project.names, language)} / ${nameIn(house.names, language)}`

/** "ЖК «Алатау Резиденс»", "Алатау Резиденс", "alatau residence" → one key. */
const projectKey = (text: string) => squash(text.replace(/^\s*(жк|жилой комплекс|residential complex|rc)(?=[\s«"“„'])/iu, ''))

/** A queue's number when the text is only that number with a queue word: "2", "2 очередь", "Очередь 2", "2-я очередь", "2-кезек", "Phase 2". */
function queueNumber(text: string): number | null {
  const key = squash(text)
  const digits = key.match(/\d+/g)
  if (!digits || digits.length !== 1) return null
  const rest = key.replace(/\d+/, '')
  // Not "Блок 2" or "Дом 2": a block or house may be a part of a queue.
  return ['', 'очередь', 'яочередь', 'очередь№', 'кезек', 'кезегі', 'phase', 'queue'].includes(rest) ? Number(digits[0]) : null
}

const sameId = (a: string | null | undefined, b: string) => !!a && a.trim().toLowerCase() === b.trim().toLowerCase()

const projectMatches = (project: HouseRef['project'], text: string) =>
  sameId(project.slug, text) || Object.values(project.names).some((name) => !!name && projectKey(name) === projectKey(text) && projectKey(text) !== '')

/** A queue named by its name in any language, or by its number ("2" for «2 очередь»). */
const queueNameMatches = (house: HouseRef, text: string) => {
  const key = squash(text)
  const number = queueNumber(text)
  return Object.values(house.names).some((name) => !!name && ((key !== '' && squash(name) === key) || (number !== null && queueNumber(name) === number)))
}

const queueMatches = (house: HouseRef, text: string) => sameId(house.slug, text) || sameId(house.crmId, text) || queueNameMatches(house, text)

export type QueueMatch = { house: number } | { problem: string }

const LISTED = 12

/** A list of queues as the editor reads them, with each one's address: «Алатау Резиденс / 2 очередь» (alatau-residence-2). */
function candidates(houses: HouseRef[], language: Language): string {
  const shown = houses.slice(0, LISTED).map((house) => `${quote(language, queueLabel(house, language))} (${say(language, 'адрес', 'slug')} ${house.slug})`)
  const more = houses.length - LISTED
  return shown.join(', ') + (more > 0 ? say(language, ` и ещё ${more}`, ` and ${more} more`) : '')
}

/**
 * The queue a row names, when it names exactly one: by the queue's slug or CRM id (unique in the store),
 * or by project and queue together (a «Проект» column, or «Дом» written as «Проект / очередь»; the queue
 * by its name in any language, its number, slug or CRM id). Otherwise the reason, naming the candidates.
 */
export function matchQueue(houseText: string, projectText: string, houses: HouseRef[], language: Language = 'ru'): QueueMatch {
  const text = houseText.trim()
  const project = projectText.trim()
  const how = say(
    language,
    'напишите в «Дом» адрес очереди или «Проект / очередь», или добавьте столбец «Проект»',
    'write the queue\'s slug or "Project / queue" in House, or add a Project column',
  )
  // The queue's own unique names.
  const direct = houses.filter((house) => sameId(house.slug, text) || sameId(house.crmId, text))
  if (direct.length > 1)
    return {
      problem: say(
        language,
        `${quote(language, text)} называет несколько очередей: ${candidates(direct, language)}`,
        `${quote(language, text)} names several queues: ${candidates(direct, language)}`,
      ),
    }
  if (direct.length === 1) {
    const [house] = direct
    if (project && !projectMatches(house.project, project))
      return {
        problem: say(
          language,
          `очередь ${quote(language, text)} — это ${quote(language, queueLabel(house, language))}, а не проекта ${quote(language, project)}`,
          `queue ${quote(language, text)} is ${quote(language, queueLabel(house, language))}, not of project ${quote(language, project)}`,
        ),
      }
    return { house: house.id }
  }
  // Project and queue: from the «Проект» column, or each way to cut «Проект / очередь» at a slash.
  const pairs: [string, string][] = []
  if (project) pairs.push([project, text])
  else
    for (let at = text.indexOf('/'); at !== -1; at = text.indexOf('/', at + 1)) {
      const [left, right] = [text.slice(0, at).trim(), text.slice(at + 1).trim()]
      if (left && right) pairs.push([left, right])
    }
  if (pairs.length) {
    const found = houses.filter((house) => pairs.some(([p, q]) => projectMatches(house.project, p) && queueMatches(house, q)))
    if (found.length === 1) return { house: found[0].id }
    if (found.length > 1)
      return {
        problem: say(
          language,
          `${quote(language, project ? `${project} / ${text}` : text)} подходит к нескольким очередям: ${candidates(found, language)}`,
          `${quote(language, project ? `${project} / ${text}` : text)} fits several queues: ${candidates(found, language)}`,
        ),
      }
    const [p, q] = pairs.find(([p]) => houses.some((house) => projectMatches(house.project, p))) ?? pairs[0]
    const ofProject = houses.filter((house) => projectMatches(house.project, p))
    if (ofProject.length)
      return {
        problem: say(
          language,
          `в проекте ${quote(language, p)} нет очереди ${quote(language, q)}; его очереди: ${candidates(ofProject, language)}`,
          `project ${quote(language, p)} has no queue ${quote(language, q)}; its queues: ${candidates(ofProject, language)}`,
        ),
      }
    const projects = [...new Map(houses.map((house) => [house.project.id, house.project])).values()].map((entry) => quote(language, nameIn(entry.names, language)))
    return {
      problem: say(
        language,
        `нет проекта ${quote(language, p)}; проекты: ${projects.slice(0, LISTED).join(', ')}${projects.length > LISTED ? ` и ещё ${projects.length - LISTED}` : ''}`,
        `no project ${quote(language, p)}; the projects: ${projects.slice(0, LISTED).join(', ')}${projects.length > LISTED ? ` and ${projects.length - LISTED} more` : ''}`,
      ),
    }
  }
  // A queue's name alone: never enough, however many queues have it.
  const named = houses.filter((house) => queueNameMatches(house, text))
  if (named.length === 0) return { problem: say(language, `нет очереди ${quote(language, text)}: ${how}`, `no queue ${quote(language, text)}: ${how}`) }
  if (named.length === 1)
    return {
      problem: say(
        language,
        `по названию ${quote(language, text)} очередь не определить наверняка (это может быть ${candidates(named, language)}): ${how}`,
        `the name ${quote(language, text)} alone does not say which queue (it may be ${candidates(named, language)}): ${how}`,
      ),
    }
  return {
    problem: say(
      language,
      `очередь ${quote(language, text)} есть в нескольких проектах: ${candidates(named, language)}; ${how}`,
      `several projects have a queue ${quote(language, text)}: ${candidates(named, language)}; ${how}`,
    ),
  }
}

/** A row with its queue found: the queue's id in `house`. */
export type MatchedRow = Omit<PriceListRow, 'house' | 'project'> & { house: number }

/** Each row's queue (`matchQueue`); the rows whose queue is not certain become problem rows. */
export function matchQueues(rows: PriceListRow[], houses: HouseRef[], language: Language = 'ru'): { rows: MatchedRow[]; problems: RowProblem[] } {
  const known = new Map<string, QueueMatch>()
  const matched: MatchedRow[] = []
  const problems: RowProblem[] = []
  for (const { project, house, ...row } of rows) {
    const key = `${project}\u0000${house}`
    let match = known.get(key)
    if (!match) known.set(key, (match = matchQueue(house, project, houses, language)))
    if ('problem' in match) problems.push({ line: row.line, message: match.problem })
    else matched.push({ ...row, house: match.house })
  }
  return { rows: matched, problems }
}

/** The ids of the queues the rows speak of, each once, in the order the rows first name them. */
export const queuesOf = (rows: MatchedRow[]): number[] => [...new Set(rows.map((row) => row.house))]

/* ----------------------------------------------------------------------------------------------------
 * The comparison.
 * ---------------------------------------------------------------------------------------------------- */

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

export type ChangedField = 'floor' | 'rooms' | 'area' | 'price' | 'status' | 'published'
export type PriceListChange = { id: number; number: string; house: number; line: number; changes: Partial<Record<ChangedField, [unknown, unknown]>> }
export type UnlistedEstate = { id: number; number: string; house: number }
/**
 * A queue the list speaks of: its rows, its estates on the site that the list lacks, and whether the
 * editor said the list is the whole queue (`whole`: those estates are taken off the site).
 */
export type ListedQueue = { id: number; label: string; slug: string; rows: number; unlisted: number; whole: boolean }
export type PriceListDiff = {
  added: MatchedRow[]
  changed: PriceListChange[]
  /** On the site, absent from the list of a queue listed whole: taken off the site (kept as drafts) on apply. */
  removed: UnlistedEstate[]
  /** On the site, absent from the list of a queue not listed whole: left as they are. */
  kept: UnlistedEstate[]
  queues: ListedQueue[]
  problems: RowProblem[]
  unchanged: number
}

/**
 * What applying the list would do to the estates of the queues its rows name: new numbers, changed
 * figures, and, for the queues in `wholeQueues` only, the estates no longer listed taken off the site.
 */
export function diffPriceList(
  rows: MatchedRow[],
  houses: HouseRef[],
  stored: StoredEstate[],
  { problems = [], language = 'ru', wholeQueues = [] }: { problems?: RowProblem[]; language?: Language; wholeQueues?: number[] } = {},
): PriceListDiff {
  const storedByKey = new Map(stored.map((estate) => [`${estate.house}|${squash(estate.number)}`, estate]))
  const houseById = new Map(houses.map((house) => [house.id, house]))
  const diff: PriceListDiff = { added: [], changed: [], removed: [], kept: [], queues: [], problems: [...problems], unchanged: 0 }
  const rowsByHouse = new Map<number, number>()
  const listed = new Set<number>()
  const lineOf = new Map<string, number>()
  for (const row of rows) {
    rowsByHouse.set(row.house, (rowsByHouse.get(row.house) ?? 0) + 1)
    const key = `${row.house}|${squash(row.number)}`
    const house = houseById.get(row.house)
    if (lineOf.has(key)) {
      const label = house ? queueLabel(house, language) : String(row.house)
      diff.problems.push({
        line: row.line,
        message: say(
          language,
          `№ ${row.number} очереди «${label}» уже есть в строке ${lineOf.get(key)}`,
          `no. ${row.number} of queue "${label}" is already on line ${lineOf.get(key)}`,
        ),
      })
      continue
    }
    lineOf.set(key, row.line)
    const estate = storedByKey.get(key)
    if (!estate) {
      diff.added.push(row)
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
    else diff.changed.push({ id: estate.id, number: estate.number, house: row.house, line: row.line, changes })
  }
  const whole = new Set(wholeQueues)
  for (const [id, count] of rowsByHouse) {
    const unlisted = stored.filter((estate) => estate.house === id && estate.published && !listed.has(estate.id)).map(({ id, number, house }) => ({ id, number, house }))
    const isWhole = whole.has(id)
    ;(isWhole ? diff.removed : diff.kept).push(...unlisted)
    const house = houseById.get(id)
    diff.queues.push({ id, label: house ? queueLabel(house, language) : String(id), slug: house?.slug ?? '', rows: count, unlisted: unlisted.length, whole: isWhole })
  }
  diff.problems.sort((a, b) => a.line - b.line)
  return diff
}
