import 'server-only'

import zlib from 'node:zlib'

import type { CvProblem } from '../domain/cv-files'
import { hasActiveMarkup } from '../domain/cv-markup'

/**
 * A PDF CV read through (issue 30), not judged by its first bytes: `%PDF-` then anything used to pass.
 *
 * Structure: the header; `startxref` and `%%EOF` at the end with nothing after them; the cross-reference
 * sections that chain from there (tables or streams, with their /Prev and /XRefStm); and every object
 * they list found at its offset under its own number, readable to its `endobj` (streams by their
 * /Length, objects inside object streams too). A catalog with at least one page at the /Root.
 *
 * Content: no action or part a CV never needs — JavaScript (/JavaScript, /JS), /Launch, embedded files
 * (/EmbeddedFile, /EmbeddedFiles), /RichMedia, XFA forms — looked up as decoded names in every object,
 * so neither `#4A#53` spellings nor object streams hide them; and no HTML or script in the readable
 * parts of the file (everything but the data of encoded streams, plus the decoded object streams).
 *
 * Why not a PDF library: the readers at hand (pdf.js, pdf-lib) repair a broken cross-reference without
 * saying so, which is the very thing to refuse, and inflate streams without a bound. This reader parses
 * only what the checks need and bounds the cost of a hostile file: every object is parsed once and may
 * not run past the next known object, inflating stops at a budget, nesting at a depth, and the work as a
 * whole (bytes tokenized) at a small multiple of the file's size.
 */

/** Names a CV has no use for, each a way to run or carry something. */
const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])
/** At most this much decoded from cross-reference and object streams in all. */
const DECODE_BUDGET = 32 * 1024 * 1024
const MAX_DEPTH = 64
const MAX_SECTIONS = 32

class Refused extends Error {
  constructor(readonly problem: CvProblem) {
    super(problem)
  }
}
const damaged = (): never => {
  throw new Refused('validation_file_damaged')
}

type PdfName = { kind: 'name'; value: string }
type PdfRef = { kind: 'ref'; num: number; gen: number }
type PdfDict = { kind: 'dict'; entries: Map<string, PdfValue> }
type PdfValue = number | boolean | null | PdfName | PdfRef | { kind: 'string' } | PdfDict | PdfValue[]
type Token = { t: 'num'; v: number; integer: boolean } | { t: 'name'; v: string } | { t: 'string' } | { t: 'kw'; v: string } | { t: '<<' | '>>' | '[' | ']' | 'eof' }

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09 || c === 0x0c || c === 0x00
const isDelimiter = (c: number) => c === 0x28 || c === 0x29 || c === 0x3c || c === 0x3e || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x2f || c === 0x25
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/** The work a file may cost, in bytes tokenized: a few passes over it and over what is decoded. */
class Budget {
  constructor(private left: number) {}
  spend(bytes: number) {
    this.left -= bytes
    if (this.left < 0) damaged()
  }
}

/** PDF tokens of `data` from `pos`, never past `limit`. */
class Lexer {
  constructor(
    readonly data: Uint8Array,
    public pos: number,
    readonly limit: number,
    private readonly budget: Budget,
  ) {}

  skipSpace() {
    const start = this.pos
    while (this.pos < this.limit) {
      const c = this.data[this.pos]
      if (isSpace(c)) this.pos++
      else if (c === 0x25) {
        while (this.pos < this.limit && this.data[this.pos] !== 0x0a && this.data[this.pos] !== 0x0d) this.pos++
      } else break
    }
    this.budget.spend(this.pos - start)
  }

  next(): Token {
    this.skipSpace()
    const { data, limit } = this
    const start = this.pos
    if (start >= limit) return { t: 'eof' }
    const c = data[start]
    try {
      if (c === 0x28) return this.literalString()
      if (c === 0x3c) {
        if (data[start + 1] === 0x3c) return ((this.pos += 2), { t: '<<' })
        for (this.pos++; this.pos < limit && data[this.pos] !== 0x3e; this.pos++) if (!isHex(data[this.pos]) && !isSpace(data[this.pos])) damaged()
        if (this.pos >= limit) damaged()
        this.pos++
        return { t: 'string' }
      }
      if (c === 0x3e) {
        if (data[start + 1] !== 0x3e || start + 1 >= limit) damaged()
        return ((this.pos += 2), { t: '>>' })
      }
      if (c === 0x5b || c === 0x5d) return (this.pos++, { t: c === 0x5b ? '[' : ']' })
      if (c === 0x2f) return this.name()
      if (isDelimiter(c)) damaged() // ) { } outside a stream
      while (this.pos < limit && !isSpace(data[this.pos]) && !isDelimiter(data[this.pos])) this.pos++
      const word = String.fromCharCode(...data.subarray(start, Math.min(this.pos, start + 64)))
      if (NUMBER.test(word)) return { t: 'num', v: Number(word), integer: /^[+-]?\d+$/.test(word) }
      return { t: 'kw', v: word }
    } finally {
      this.budget.spend(this.pos - start + 1)
    }
  }

  private literalString(): Token {
    const { data, limit } = this
    let depth = 0
    for (; this.pos < limit; this.pos++) {
      const c = data[this.pos]
      if (c === 0x5c) this.pos++
      else if (c === 0x28) depth++
      else if (c === 0x29 && --depth === 0) {
        this.pos++
        return { t: 'string' }
      }
    }
    return damaged()
  }

  /** A name, its #xx escapes decoded: /J#61vaScript is /JavaScript. */
  private name(): Token {
    const { data, limit } = this
    const bytes: number[] = []
    for (this.pos++; this.pos < limit && !isSpace(data[this.pos]) && !isDelimiter(data[this.pos]); this.pos++) {
      const c = data[this.pos]
      if (c === 0x23 && isHex(data[this.pos + 1]) && isHex(data[this.pos + 2])) {
        bytes.push(parseInt(String.fromCharCode(data[this.pos + 1], data[this.pos + 2]), 16))
        this.pos += 2
      } else bytes.push(c)
      if (bytes.length > 256) damaged()
    }
    return { t: 'name', v: Buffer.from(bytes).toString('latin1') }
  }
}

/** PDF objects read by a Lexer: dictionaries, arrays, references… */
class Parser {
  constructor(readonly lexer: Lexer) {}

  value(token: Token = this.lexer.next(), depth = 0): PdfValue {
    if (depth > MAX_DEPTH) damaged()
    switch (token.t) {
      case 'num': {
        if (!token.integer || token.v < 0) return token.v
        // `12 0 R` is a reference: look two tokens ahead, or step back.
        const back = this.lexer.pos
        const gen = this.lexer.next()
        if (gen.t === 'num' && gen.integer) {
          const r = this.lexer.next()
          if (r.t === 'kw' && r.v === 'R') return { kind: 'ref', num: token.v, gen: gen.v }
        }
        this.lexer.pos = back
        return token.v
      }
      case 'name':
        return { kind: 'name', value: token.v }
      case 'string':
        return { kind: 'string' }
      case '[': {
        const items: PdfValue[] = []
        for (let next = this.lexer.next(); next.t !== ']'; next = this.lexer.next()) items.push(this.value(next, depth + 1))
        return items
      }
      case '<<': {
        const entries = new Map<string, PdfValue>()
        for (let key = this.lexer.next(); key.t !== '>>'; key = this.lexer.next()) {
          if (key.t !== 'name') damaged()
          entries.set((key as { v: string }).v, this.value(this.lexer.next(), depth + 1))
        }
        return { kind: 'dict', entries }
      }
      case 'kw':
        if (token.v === 'true' || token.v === 'false') return token.v === 'true'
        if (token.v === 'null') return null
        return damaged()
      default:
        return damaged()
    }
  }

  expect(keyword: string) {
    const token = this.lexer.next()
    if (token.t !== 'kw' || token.v !== keyword) damaged()
  }

  integer(): number {
    const token = this.lexer.next()
    if (token.t !== 'num' || !token.integer || token.v < 0) damaged()
    return (token as { v: number }).v
  }
}

const isDict = (value: PdfValue | undefined): value is PdfDict => typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'dict'
const nameOf = (value: PdfValue | undefined) => (typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'name' ? value.value : undefined)
const intOf = (value: PdfValue | undefined) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined)

type Parsed = { num: number; gen: number; value: PdfValue; stream?: { start: number; end: number } }
type Entry = { type: 1; offset: number; gen: number } | { type: 2; stream: number; index: number } | { type: 0 }

/** Undoes a PNG predictor (/Predictor 10–15), row by row; cross-reference streams use it. */
function unpredict(data: Buffer, params: PdfDict | undefined): Buffer {
  const predictor = intOf(params?.entries.get('Predictor')) ?? 1
  if (predictor === 1) return data
  if (predictor < 10) return damaged()
  const colors = intOf(params?.entries.get('Colors')) ?? 1
  const bits = intOf(params?.entries.get('BitsPerComponent')) ?? 8
  const columns = intOf(params?.entries.get('Columns')) ?? 1
  const bpp = Math.max(1, Math.ceil((colors * bits) / 8))
  const rowBytes = Math.ceil((colors * bits * columns) / 8)
  if (rowBytes < 1 || rowBytes > data.length) return damaged()
  const rows = Math.floor(data.length / (rowBytes + 1))
  const out = Buffer.alloc(rows * rowBytes)
  for (let r = 0; r < rows; r++) {
    const type = data[r * (rowBytes + 1)]
    const row = data.subarray(r * (rowBytes + 1) + 1, (r + 1) * (rowBytes + 1))
    const at = r * rowBytes
    for (let i = 0; i < rowBytes; i++) {
      const left = i >= bpp ? out[at + i - bpp] : 0
      const up = r > 0 ? out[at + i - rowBytes] : 0
      const upLeft = r > 0 && i >= bpp ? out[at + i - rowBytes - bpp] : 0
      let value = row[i]
      if (type === 1) value += left
      else if (type === 2) value += up
      else if (type === 3) value += (left + up) >> 1
      else if (type === 4) {
        const p = left + up - upLeft
        const pa = Math.abs(p - left)
        const pb = Math.abs(p - up)
        const pc = Math.abs(p - upLeft)
        value += pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft
      } else if (type !== 0) return damaged()
      out[at + i] = value & 0xff
    }
  }
  return out
}

class PdfReader {
  readonly budget: Budget
  private decodeLeft = DECODE_BUDGET
  readonly entries = new Map<number, Entry>()
  readonly sectionOffsets: number[] = []
  /** Objects parsed, by offset: each once. */
  private readonly byOffset = new Map<number, Parsed>()
  /** Where each object may end at the latest: the next offset of an object or section. */
  private boundaries: number[] = []
  /** The objects inside object streams: by number, the ones the cross-reference lists; all of them. */
  readonly compressed = new Map<number, PdfValue>()
  readonly streamObjects: PdfValue[] = []
  readonly decodedObjStms: Buffer[] = []

  constructor(readonly data: Buffer) {
    this.budget = new Budget(4 * data.length + 2 * DECODE_BUDGET + 1024 * 1024)
  }

  lexer(pos: number, limit = this.data.length) {
    return new Lexer(this.data, pos, limit, this.budget)
  }

  private limitFor(offset: number): number {
    // The first boundary after `offset` (binary search over the sorted boundaries).
    let lo = 0
    let hi = this.boundaries.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (this.boundaries[mid] <= offset) lo = mid + 1
      else hi = mid
    }
    return lo < this.boundaries.length ? this.boundaries[lo] : this.data.length
  }

  /** `num gen obj … endobj` at `offset`, a stream's data measured by its /Length. */
  objectAt(offset: number, expected?: { num: number; gen: number }): Parsed {
    const known = this.byOffset.get(offset)
    if (known) {
      if (expected && (known.num !== expected.num || known.gen !== expected.gen)) damaged()
      return known
    }
    const parser = new Parser(this.lexer(offset, this.limitFor(offset)))
    const num = parser.integer()
    const gen = parser.integer()
    if (expected && (num !== expected.num || gen !== expected.gen)) damaged()
    parser.expect('obj')
    const value = parser.value()
    const parsed: Parsed = { num, gen, value }
    this.byOffset.set(offset, parsed)
    const after = parser.lexer.next()
    if (after.t === 'kw' && after.v === 'stream') {
      if (!isDict(value)) damaged()
      const { lexer } = parser
      // The data starts after the end of line that follows `stream` (CR LF or LF).
      if (this.data[lexer.pos] === 0x0d) lexer.pos++
      if (this.data[lexer.pos] === 0x0a) lexer.pos++
      const length = this.resolveInteger((value as PdfDict).entries.get('Length'))
      const start = lexer.pos
      if (start + length > lexer.limit) damaged()
      parsed.stream = { start, end: start + length }
      lexer.pos = start + length
      parser.expect('endstream')
      parser.expect('endobj')
    } else if (after.t !== 'kw' || after.v !== 'endobj') damaged()
    return parsed
  }

  /** A direct integer, or an indirect one (a stream's /Length often is). */
  private resolveInteger(value: PdfValue | undefined): number {
    if (typeof value === 'object' && value !== null && !Array.isArray(value) && value.kind === 'ref') {
      const entry = this.entries.get(value.num)
      if (entry?.type !== 1) return damaged()
      value = this.objectAt(entry.offset, { num: value.num, gen: entry.gen }).value
    }
    return intOf(value) ?? damaged()
  }

  /** A stream's data, decoded: no filter or FlateDecode (with its predictor), within the budget. */
  decode(parsed: Parsed): Buffer {
    if (!parsed.stream || !isDict(parsed.value)) return damaged()
    const dict = parsed.value
    const raw = this.data.subarray(parsed.stream.start, parsed.stream.end)
    const filter = dict.entries.get('Filter')
    const filters = Array.isArray(filter) ? filter.map(nameOf) : filter === undefined ? [] : [nameOf(filter)]
    if (filters.length === 0) return raw
    if (filters.length !== 1 || filters[0] !== 'FlateDecode') return damaged()
    const params = dict.entries.get('DecodeParms')
    const decodeParams = Array.isArray(params) ? params[0] : params
    let inflated: Buffer
    try {
      inflated = zlib.inflateSync(raw, { maxOutputLength: Math.max(1, this.decodeLeft), finishFlush: zlib.constants.Z_SYNC_FLUSH })
    } catch {
      return damaged()
    }
    this.decodeLeft -= inflated.length
    this.budget.spend(inflated.length)
    return unpredict(inflated, isDict(decodeParams) ? decodeParams : undefined)
  }

  /** The cross-reference sections from `offset` back through /Prev; entries of newer sections win. */
  readSections(offset: number) {
    const seen = new Set<number>()
    let next: number | undefined = offset
    let trailer: PdfDict | undefined
    while (next !== undefined) {
      if (seen.has(next) || seen.size >= MAX_SECTIONS || next >= this.data.length) damaged()
      seen.add(next)
      const dict = this.readSection(next)
      trailer ??= dict
      next = intOf(dict.entries.get('Prev'))
      if (dict.entries.has('Prev') && next === undefined) damaged()
    }
    return trailer as PdfDict
  }

  private readSection(offset: number): PdfDict {
    const lexer = this.lexer(offset)
    lexer.skipSpace()
    const start = lexer.pos
    this.sectionOffsets.push(start)
    const first = lexer.next()
    if (first.t === 'kw' && first.v === 'xref') {
      const free: number[] = []
      const trailer = this.readTable(new Parser(lexer), free)
      // A hybrid file lists its compressed objects in a cross-reference stream besides the table, where
      // they are marked free for older readers: the stream comes before the table's free entries.
      const stream = trailer.entries.get('XRefStm')
      if (stream !== undefined) this.readXrefStream(intOf(stream) ?? damaged())
      for (const num of free) this.setEntry(num, { type: 0 })
      return trailer
    }
    return this.readXrefStream(start)
  }

  private setEntry(num: number, entry: Entry) {
    if (!this.entries.has(num)) this.entries.set(num, entry)
  }

  private readTable(parser: Parser, free: number[]): PdfDict {
    for (;;) {
      const token = parser.lexer.next()
      if (token.t === 'kw' && token.v === 'trailer') break
      if (token.t !== 'num' || !token.integer) damaged()
      const first = (token as { v: number }).v
      const count = parser.integer()
      for (let i = 0; i < count; i++) {
        const offset = parser.integer()
        const gen = parser.integer()
        const kind = parser.lexer.next()
        if (kind.t !== 'kw' || (kind.v !== 'n' && kind.v !== 'f')) damaged()
        // An in-use entry at offset 0 is a writer's way of saying "no such object".
        if ((kind as { v: string }).v === 'n' && offset > 0) this.setEntry(first + i, { type: 1, offset, gen })
        else free.push(first + i)
      }
    }
    const trailer = parser.value()
    if (!isDict(trailer)) damaged()
    return trailer as PdfDict
  }

  private readXrefStream(offset: number): PdfDict {
    if (!this.sectionOffsets.includes(offset)) this.sectionOffsets.push(offset)
    const parsed = this.objectAt(offset)
    const dict = parsed.value
    if (!isDict(dict) || nameOf(dict.entries.get('Type')) !== 'XRef') return damaged()
    const widths = dict.entries.get('W')
    const w = Array.isArray(widths) && widths.length === 3 ? widths.map(intOf) : []
    if (w.length !== 3 || w.some((x) => x === undefined || x > 8)) damaged()
    const [w1, w2, w3] = w as number[]
    const rowBytes = w1 + w2 + w3
    const size = intOf(dict.entries.get('Size')) ?? damaged()
    const index = dict.entries.get('Index') ?? [0, size]
    if (!Array.isArray(index) || index.length % 2 !== 0) damaged()
    const data = this.decode(parsed)
    const field = (at: number, width: number) => {
      let value = 0
      for (let i = 0; i < width; i++) value = value * 256 + data[at + i]
      return value
    }
    let row = 0
    for (let s = 0; s < (index as PdfValue[]).length; s += 2) {
      const first = intOf((index as PdfValue[])[s]) ?? damaged()
      const count = intOf((index as PdfValue[])[s + 1]) ?? damaged()
      for (let i = 0; i < count; i++, row++) {
        const at = row * rowBytes
        if (at + rowBytes > data.length) damaged()
        const type = w1 === 0 ? 1 : field(at, w1)
        const a = field(at + w1, w2)
        const b = field(at + w1 + w2, w3)
        if (type === 1) this.setEntry(first + i, a > 0 ? { type: 1, offset: a, gen: b } : { type: 0 })
        else if (type === 2) this.setEntry(first + i, { type: 2, stream: a, index: b })
        else this.setEntry(first + i, { type: 0 })
      }
    }
    return dict
  }

  /** Every listed object, read at its offset; then the objects inside object streams. */
  readObjects() {
    const inUse = [...this.entries].filter((e): e is [number, Extract<Entry, { type: 1 }>] => e[1].type === 1)
    for (const [, entry] of inUse) if (entry.offset >= this.data.length) damaged()
    this.boundaries = [...new Set([...inUse.map(([, e]) => e.offset), ...this.sectionOffsets])].sort((a, b) => a - b)
    for (const [num, entry] of inUse) this.objectAt(entry.offset, { num, gen: entry.gen })
    const streams = new Map<number, Array<{ num: number; index: number }>>()
    for (const [num, entry] of this.entries) {
      if (entry.type !== 2) continue
      const list = streams.get(entry.stream) ?? []
      list.push({ num, index: entry.index })
      streams.set(entry.stream, list)
    }
    for (const [streamNum, members] of streams) this.readObjectStream(streamNum, members)
  }

  private readObjectStream(streamNum: number, members: Array<{ num: number; index: number }>) {
    const entry = this.entries.get(streamNum)
    if (entry?.type !== 1) return damaged()
    const parsed = this.objectAt(entry.offset, { num: streamNum, gen: entry.gen })
    if (!isDict(parsed.value) || nameOf(parsed.value.entries.get('Type')) !== 'ObjStm') return damaged()
    const count = intOf(parsed.value.entries.get('N')) ?? damaged()
    const first = intOf(parsed.value.entries.get('First')) ?? damaged()
    const data = this.decode(parsed)
    if (first > data.length || count > data.length / 2) damaged()
    this.decodedObjStms.push(data)
    const header = new Parser(new Lexer(data, 0, first, this.budget))
    const pairs: Array<{ num: number; offset: number }> = []
    for (let i = 0; i < count; i++) pairs.push({ num: header.integer(), offset: first + header.integer() })
    // Each object runs to the next one's offset at most (the same offset twice is refused).
    const offsets = pairs.map((p) => p.offset).sort((a, b) => a - b)
    const values = new Map<number, PdfValue>()
    for (let i = 0; i < offsets.length; i++) {
      const offset = offsets[i]
      const limit = i + 1 < offsets.length ? offsets[i + 1] : data.length
      if (limit <= offset || offset > data.length) damaged()
      const parser = new Parser(new Lexer(data, offset, limit, this.budget))
      const value = parser.value()
      values.set(offset, value)
      this.streamObjects.push(value)
      if (parser.lexer.next().t !== 'eof') damaged()
    }
    for (const { num, index } of members) {
      const pair = pairs[index]
      if (pair?.num !== num) damaged()
      this.compressed.set(num, values.get(pair.offset) ?? null)
    }
  }

  /** An object by reference, wherever it is. */
  resolve(value: PdfValue | undefined): PdfValue | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value) || value.kind !== 'ref') return value
    const entry = this.entries.get(value.num)
    if (entry?.type === 1) return this.objectAt(entry.offset, { num: value.num, gen: entry.gen }).value
    return entry?.type === 2 ? this.compressed.get(value.num) : undefined
  }

  parsedObjects(): Parsed[] {
    return [...this.byOffset.values()]
  }
}

/** Whether a value (a dictionary's keys and names, all the way down) names something forbidden. */
function namesForbidden(value: PdfValue): boolean {
  if (Array.isArray(value)) return value.some(namesForbidden)
  if (typeof value !== 'object' || value === null) return false
  if (value.kind === 'name') return FORBIDDEN_NAMES.has(value.value)
  if (value.kind === 'dict') for (const [key, item] of value.entries) if (FORBIDDEN_NAMES.has(key) || namesForbidden(item)) return true
  return false
}

/** The file's offset of its last cross-reference section: `startxref N %%EOF` at the very end. */
function lastStartxref(data: Buffer): number {
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1')
  const match = /startxref\s+(\d+)\s+%%EOF[\r\n\t \0]*$/.exec(tail)
  return match ? Number(match[1]) : damaged()
}

function read(data: Buffer): CvProblem | null {
  if (!/^%PDF-(?:1\.[0-7]|2\.0)\s/.test(data.subarray(0, 9).toString('latin1'))) damaged()
  const reader = new PdfReader(data)
  const trailer = reader.readSections(lastStartxref(data))
  if (trailer.entries.has('Encrypt')) return 'validation_file_protected'
  reader.readObjects()
  const catalog = reader.resolve(trailer.entries.get('Root'))
  if (!isDict(catalog) || nameOf(catalog.entries.get('Type')) !== 'Catalog') damaged()
  const pages = reader.resolve((catalog as PdfDict).entries.get('Pages'))
  if (!isDict(pages) || nameOf(pages.entries.get('Type')) !== 'Pages' || !((intOf(pages.entries.get('Count')) ?? 0) >= 1)) damaged()

  const objects = reader.parsedObjects()
  if (objects.some((o) => namesForbidden(o.value)) || reader.streamObjects.some(namesForbidden)) return 'validation_file_unsafe'
  // The readable parts: the file with the data of its encoded streams blanked, and the decoded object streams.
  const readable = Buffer.from(data)
  for (const { value, stream } of objects) if (stream && isDict(value) && value.entries.has('Filter')) readable.fill(0x20, stream.start, stream.end)
  if (hasActiveMarkup(readable.toString('latin1')) || reader.decodedObjStms.some((d) => hasActiveMarkup(d.toString('latin1')))) return 'validation_file_unsafe'
  return null
}

export function pdfProblem(data: Buffer): CvProblem | null {
  try {
    return read(data)
  } catch (error) {
    // Any other error reading a hostile file (a read past its end…) means it does not hold together either.
    const problem = error instanceof Refused ? error.problem : 'validation_file_damaged'
    // A file that is no PDF but a web page behind a PDF header is refused for what it carries.
    if (problem === 'validation_file_damaged' && hasActiveMarkup(data.toString('latin1'))) return 'validation_file_unsafe'
    return problem
  }
}
