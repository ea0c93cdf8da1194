import 'server-only'

import PDFDocument from 'pdfkit'

import type { EstateCategoryCode } from '../domain/estate-categories'
import { PAYMENT_TO_INCOME, type InstallmentResult, type MortgageResult, type ScheduleKind, type ScheduleRow } from '../domain/loan-calculator'
import type { Locale } from '../domain/locales'
import { CURRENCY_SYMBOL, formatMoney } from '../domain/money'
import { calculationEffectiveRate, type StatedEffectiveRate } from '../domain/purchase-methods'
import { CALCULATION_STRINGS, type CalculationStrings } from './calculation-strings'
import { documentFonts } from './fonts'

/**
 * The calculation a visitor downloads (POST /api/calculators/export), as an A4 PDF in the visitor's
 * language: the company's header, the property when there is one, the terms, the whole month-by-month
 * schedule over as many pages as it takes (its column heads repeated on each), page numbers and a
 * disclaimer. Laid out by hand with pdfkit (the fastest of the libraries measured, DESIGN.md §8); the
 * text is drawn with the embedded Inter (documents/fonts), so Kazakh letters and ₸ show everywhere.
 *
 * Everything it prints is in the CalculationDocument: the caller (services/calculator-export) reads
 * the store and computes the figures; this module only lays them out. The event loop gets a turn after
 * each page, so a long schedule does not hold up the requests served meanwhile.
 */

export type CalculationProperty = {
  project: string
  queue: string | null
  category: EstateCategoryCode | null
  number: string | null
  area: number | null
  floor: number | null
}

export type CalculationDocument = {
  locale: Locale
  /** When the calculation was made (printed in Almaty time). */
  date: Date
  company: { name: string; phone: string; email: string }
  property: CalculationProperty | null
  /** The program, with the effective rate its publisher states, if editors entered one. */
  program: StatedEffectiveRate & { title: string; bank: string | null; rate: number }
  calculation:
    { kind: 'mortgage'; schedule: ScheduleKind; months: number; result: MortgageResult } | { kind: 'installment'; months: number; markupPercent: number; result: InstallmentResult }
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const RIGHT = PAGE.width - PAGE.margin
const CONTENT_WIDTH = RIGHT - PAGE.margin
/** The table stops above this line; the footer goes below it. */
const TABLE_BOTTOM = PAGE.height - 58
const ROW_HEIGHT = 12.5
const COLOURS = { text: '#1d1d1f', muted: '#6e6e73', rule: '#d2d2d7', band: '#f2f2f5', accent: '#0b4f8a' }

const money = (value: number): string => `${formatMoney(value, 0)} ${CURRENCY_SYMBOL}`
/** Up to two decimals, the dot as separator (spec §9), no trailing zeros: 7, 7.5, 12.68. */
const decimal = (value: number): string => String(Math.round(value * 100) / 100)

const almatyDate = (date: Date, locale: Locale): string =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-KZ`, { timeZone: 'Asia/Almaty', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date)

type Pdf = InstanceType<typeof PDFDocument>

/** Table columns: the right edge each value is aligned to (the month is left-aligned at `x`). */
const COLUMNS = [
  { key: 'month', x: PAGE.margin + 4, right: PAGE.margin + 44 },
  { key: 'payment', right: PAGE.margin + 160 },
  { key: 'interest', right: PAGE.margin + 270 },
  { key: 'principal', right: PAGE.margin + 390 },
  { key: 'balance', right: RIGHT - 4 },
] as const

class Layout {
  private widths = new Map<string, number>()
  private face = 'regular'
  private size = 12

  constructor(
    readonly doc: Pdf,
    readonly words: CalculationStrings,
  ) {}

  font(kind: 'regular' | 'semibold', size: number, colour: string = COLOURS.text): this {
    this.face = kind
    this.doc.font(kind).fillColor(colour)
    return this.fontSize(size)
  }

  fontSize(size: number): this {
    this.size = size
    this.doc.fontSize(size)
    return this
  }

  /** Width of a text in the current font and size (a schedule repeats many of its strings: remembered). */
  width(text: string): number {
    const key = `${this.face}|${this.size}|${text}`
    let width = this.widths.get(key)
    if (width === undefined) {
      width = this.doc.widthOfString(text)
      this.widths.set(key, width)
    }
    return width
  }

  /** One line at (x, y), never wrapped and never moving to another page. */
  at(text: string, x: number, y: number): void {
    this.doc.text(text, x, y, { lineBreak: false })
  }

  rightAt(text: string, right: number, y: number): void {
    this.at(text, right - this.width(text), y)
  }

  /** A line shrunk (down to 6 pt) until it fits `maxWidth`. */
  fitted(text: string, x: number, y: number, maxWidth: number, size: number): void {
    let current = size
    this.fontSize(current)
    while (current > 6 && this.width(text) > maxWidth) this.fontSize((current -= 0.5))
    this.at(text, x, y)
    this.fontSize(size)
  }

  rule(y: number, colour = COLOURS.rule): void {
    this.doc.moveTo(PAGE.margin, y).lineTo(RIGHT, y).lineWidth(0.6).strokeColor(colour).stroke()
  }
}

function title(document: CalculationDocument): string {
  return CALCULATION_STRINGS[document.locale].title[document.calculation.kind]
}

/** First page: company, title and date; returns where the content starts. */
function drawFirstHeader(layout: Layout, document: CalculationDocument): number {
  const { company } = document
  const words = layout.words
  layout.font('semibold', 15, COLOURS.accent).fitted(company.name, PAGE.margin, PAGE.margin, CONTENT_WIDTH * 0.55, 15)
  layout.font('regular', 8.5, COLOURS.muted)
  const contacts = [company.phone, company.email].filter(Boolean)
  if (contacts.length) layout.rightAt(words.contacts, RIGHT, PAGE.margin)
  contacts.forEach((line, index) => layout.rightAt(line, RIGHT, PAGE.margin + 11 * (index + 1)))
  layout.rule(PAGE.margin + 38)
  layout.font('semibold', 17).at(title(document), PAGE.margin, PAGE.margin + 50)
  layout.font('regular', 9, COLOURS.muted).at(`${words.calculatedOn}: ${almatyDate(document.date, document.locale)}`, PAGE.margin, PAGE.margin + 73)
  return PAGE.margin + 96
}

/** Later pages: a short running head. */
function drawRunningHeader(layout: Layout, document: CalculationDocument): number {
  layout.font('regular', 8, COLOURS.muted).at(`${document.company.name} · ${title(document)}`, PAGE.margin, PAGE.margin - 6)
  return PAGE.margin + 12
}

type Entry = [label: string, value: string, note?: string]

/** A titled block of label/value lines; returns the y below it. */
function drawEntries(layout: Layout, heading: string, entries: Entry[], y: number): number {
  layout.font('semibold', 11).at(heading, PAGE.margin, y)
  let line = y + 18
  const valueX = PAGE.margin + 200
  for (const [label, value, note] of entries) {
    layout.font('regular', 9.5, COLOURS.muted).fitted(label, PAGE.margin, line, 195, 9.5)
    layout.font('semibold', 9.5).fitted(value, valueX, line, RIGHT - valueX, 9.5)
    if (note) {
      const after = valueX + layout.width(value) + 6
      layout.font('regular', 8, COLOURS.muted).fitted(note, after, line + 1.2, RIGHT - after, 8)
    }
    line += 15
  }
  return line + 8
}

function propertyEntries(words: CalculationStrings, property: CalculationProperty): Entry[] {
  const entries: Entry[] = [[words.project, property.project]]
  if (property.queue) entries.push([words.queue, property.queue])
  if (property.category) entries.push([words.category, property.number ? `${words.categories[property.category]} № ${property.number}` : words.categories[property.category]])
  else if (property.number) entries.push([words.number, property.number])
  if (property.area !== null) entries.push([words.area, `${decimal(property.area)} ${words.squareMetres}`])
  if (property.floor !== null) entries.push([words.floor, String(property.floor)])
  return entries
}

function termEntries(words: CalculationStrings, document: CalculationDocument): Entry[] {
  const { program, calculation } = document
  const { result } = calculation
  const entries: Entry[] = [[words.program, program.title]]
  if (program.bank) entries.push([words.bank, program.bank])
  // The regulator wants the effective rate beside the nominal one, in the same size (DESIGN.md §8): the
  // calculation's own, or the one its publisher states when that is higher (with its source and day).
  const effective = calculationEffectiveRate(program, result.effectiveRate)
  const stated =
    effective.effective_rate_source && effective.effective_rate_as_of
      ? words.effectiveStated(effective.effective_rate_source, almatyDate(new Date(effective.effective_rate_as_of), document.locale))
      : undefined
  entries.push([
    calculation.kind === 'mortgage' ? words.rate : words.markup,
    `${words.perYear(decimal(program.rate))} · ${words.effectiveRate} ${decimal(effective.effective_rate)} %`,
    stated,
  ])
  entries.push([words.price, money(result.price)])
  entries.push([words.initialPayment, `${money(result.initialPayment)} (${decimal(result.initialPercent)} %)`])
  if (calculation.kind === 'mortgage') {
    const r = calculation.result
    entries.push([words.loan, money(r.loan)])
    entries.push([words.term, `${calculation.months} ${words.months}`])
    entries.push([words.scheduleKind, calculation.schedule === 'annuity' ? words.annuity : words.differentiated])
    entries.push([calculation.schedule === 'annuity' ? words.monthly : words.firstPayment, money(r.monthly)])
    entries.push([words.lastPayment, money(r.lastPayment)])
    entries.push([words.totalPaid, money(r.totalPaid)])
    entries.push([words.overpayment, money(r.overpayment)])
    entries.push([words.requiredIncome, money(r.requiredIncome), words.requiredIncomeNote(PAYMENT_TO_INCOME * 100)])
  } else {
    const r = calculation.result
    entries.push([words.financed, money(r.financed)])
    entries.push([words.term, `${calculation.months} ${words.months}`])
    entries.push([words.markupTotal, `${money(r.markup)} (${decimal(calculation.markupPercent)} %)`])
    entries.push([words.monthly, money(r.monthly)])
    entries.push([words.lastPayment, money(r.lastPayment)])
    entries.push([words.totalPaid, money(r.total)])
  }
  return entries
}

function drawTableHead(layout: Layout, kind: 'mortgage' | 'installment', y: number): number {
  const { columns } = layout.words
  layout.doc.rect(PAGE.margin, y - 4, CONTENT_WIDTH, 17).fill(COLOURS.band)
  layout.font('semibold', 8.5)
  const heads = [columns.month, columns.payment, kind === 'mortgage' ? columns.interest : columns.markup, columns.principal, columns.balance]
  layout.at(heads[0], COLUMNS[0].x, y)
  for (let i = 1; i < COLUMNS.length; i++) layout.rightAt(heads[i], COLUMNS[i].right, y)
  return y + 17
}

function drawRow(layout: Layout, row: ScheduleRow, y: number): void {
  layout.at(String(row.month), COLUMNS[0].x, y)
  layout.rightAt(money(row.payment), COLUMNS[1].right, y)
  layout.rightAt(money(row.interest), COLUMNS[2].right, y)
  layout.rightAt(money(row.principal), COLUMNS[3].right, y)
  layout.rightAt(money(row.balance), COLUMNS[4].right, y)
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

/** Rows drawn between two turns of the event loop (a few milliseconds of work). */
const ROWS_PER_TURN = 25
/** Where the rows start on a page after the first: below the running head and the column heads. */
const LATER_PAGE_ROWS_TOP = PAGE.margin + 12 + 17

function drawFooter(layout: Layout, document: CalculationDocument, page: number, pages: number): void {
  layout.rule(PAGE.height - 44)
  layout.font('regular', 7.5, COLOURS.muted)
  layout.at(`${document.company.name} · ${title(document)}`, PAGE.margin, PAGE.height - 36)
  layout.rightAt(layout.words.page(page, pages), RIGHT, PAGE.height - 36)
}

/**
 * Renders the document; resolves to the PDF's bytes. The number of pages is worked out before the
 * schedule is drawn (every line has a fixed place), so each page is finished, footer included, and
 * written out as soon as the next one starts, and the event loop gets a turn every few rows.
 */
export async function renderCalculationPdf(document: CalculationDocument): Promise<Buffer> {
  const words = CALCULATION_STRINGS[document.locale]
  const fonts = documentFonts()
  const doc = new PDFDocument({
    size: 'A4',
    // The bottom margin is kept small: this module places every line itself, below it only the footer.
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 10 },
    // No standard PDF font: every line is drawn in the embedded one, chosen before each text.
    font: null as unknown as string,
    info: { Title: title(document), Author: document.company.name, Subject: document.program.title, Creator: document.company.name },
    lang: { ru: 'ru-KZ', kk: 'kk-KZ', en: 'en' }[document.locale],
    displayTitle: true,
  } as PDFKit.PDFDocumentOptions)
  const chunks: Buffer[] = []
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit takes a parsed fontkit font as well as a file (its types know only the latter).
  doc.registerFont('regular', fonts.regular as unknown as PDFKit.Mixins.PDFFontSource)
  doc.registerFont('semibold', fonts.semibold as unknown as PDFKit.Mixins.PDFFontSource)
  const layout = new Layout(doc, words)

  let y = drawFirstHeader(layout, document)
  if (document.property) y = drawEntries(layout, words.property, propertyEntries(words, document.property), y)
  y = drawEntries(layout, words.terms, termEntries(words, document), y)
  layout.font('semibold', 11).at(words.schedule, PAGE.margin, y)
  y += 20

  // The page plan: rows on the first page, on each later one, and whether the disclaimer needs a page of its own.
  const { kind } = document.calculation
  const rows = document.calculation.result.schedule
  const firstPageRows = Math.max(0, Math.floor((TABLE_BOTTOM - y - 17) / ROW_HEIGHT))
  const laterPageRows = Math.floor((TABLE_BOTTOM - LATER_PAGE_ROWS_TOP) / ROW_HEIGHT)
  const rowPages = 1 + Math.ceil(Math.max(0, rows.length - firstPageRows) / laterPageRows)
  const rowsOnLastPage = rows.length <= firstPageRows ? rows.length : rows.length - firstPageRows - (rowPages - 2) * laterPageRows
  const lastRowsBottom = (rowPages === 1 ? y + 17 : LATER_PAGE_ROWS_TOP) + rowsOnLastPage * ROW_HEIGHT
  layout.font('regular', 8, COLOURS.muted)
  const disclaimerHeight = doc.heightOfString(words.disclaimer, { width: CONTENT_WIDTH })
  const disclaimerPage = lastRowsBottom + 10 + disclaimerHeight > TABLE_BOTTOM
  const pages = rowPages + (disclaimerPage ? 1 : 0)
  let page = 1
  drawFooter(layout, document, page, pages)

  y = drawTableHead(layout, kind, y)
  layout.font('regular', 8.5)
  for (const [index, row] of rows.entries()) {
    if (y + ROW_HEIGHT > TABLE_BOTTOM) {
      doc.addPage()
      drawFooter(layout, document, ++page, pages)
      y = drawTableHead(layout, kind, drawRunningHeader(layout, document))
      layout.font('regular', 8.5)
    }
    if (index % 2 === 1) {
      doc.rect(PAGE.margin, y - 3, CONTENT_WIDTH, ROW_HEIGHT).fill(COLOURS.band)
      doc.fillColor(COLOURS.text)
    }
    drawRow(layout, row, y)
    y += ROW_HEIGHT
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await nextTurn()
  }
  layout.rule(y)

  if (disclaimerPage) {
    doc.addPage()
    drawFooter(layout, document, ++page, pages)
    y = drawRunningHeader(layout, document)
  }
  layout.font('regular', 8, COLOURS.muted)
  doc.text(words.disclaimer, PAGE.margin, y + 10, { width: CONTENT_WIDTH })
  if (page !== pages) throw new Error(`page plan ${pages}, drawn ${page}`)
  doc.end()
  return finished
}
