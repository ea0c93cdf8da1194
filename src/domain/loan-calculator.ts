import type { EstateCategoryCode } from './estate-categories'
import { resolveScopeQuery, scopeMismatches, type HouseComplexes, type ProgramScope } from './program-scope'

/**
 * The purchase calculators (DESIGN.md §8): mortgage (annuity or differentiated schedule), the developer's
 * installment plans, full payment with a discount, and whether a program applies to a purchase. Pure
 * functions shared by the server render, the browser and the PDF export (services/calculator-export).
 *
 * Money is whole tenge, rounded as banks do: each month's payment and interest are rounded to the tenge,
 * the principal is the payment less the interest, and the LAST payment absorbs what the rounding left,
 * so the balance ends at exactly 0 and the principals add up to the loan. Rates are percent
 * (12 = 12 % a year), as the programs store them.
 */

export const SCHEDULE_KINDS = ['annuity', 'differentiated'] as const
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number]

/** One month of a schedule, whole tenge; `balance` is what is owed after the payment. */
export type ScheduleRow = { month: number; payment: number; interest: number; principal: number; balance: number }

/** The longest term the calculators accept: 30 years (the longest mortgage offered in Kazakhstan is 25). */
export const MAX_TERM_MONTHS = 360

/** A visitor can afford a monthly payment of at most this share of the income (banks' usual limit). */
export const PAYMENT_TO_INCOME = 0.5

function check(condition: boolean, message: string): void {
  if (!condition) throw new RangeError(message)
}

const isWholeTenge = (value: number): boolean => Number.isSafeInteger(value) && value >= 0

function checkLoan(loan: number, months: number): void {
  check(isWholeTenge(loan), `loan must be whole tenge ≥ 0, got ${loan}`)
  check(Number.isInteger(months) && months >= 1 && months <= MAX_TERM_MONTHS, `months must be an integer in 1..${MAX_TERM_MONTHS}, got ${months}`)
}

const checkRate = (percent: number, name: string): void =>
  check(Number.isFinite(percent) && percent >= 0 && percent <= 1000, `${name} must be a percent in 0..1000, got ${percent}`)

/**
 * `total` in `months` equal whole-tenge parts: the rounded share each month, the last part taking the
 * rest (never below 0: when rounding up would overshoot, the share is rounded down instead).
 */
function evenShare(total: number, months: number): number {
  const share = Math.round(total / months)
  return share * (months - 1) > total ? Math.floor(total / months) : share
}

/** The monthly payment of an annuity loan in whole tenge (the loan split evenly at 0 %). */
export function annuityPayment(loan: number, annualRate: number, months: number): number {
  const i = annualRate / 100 / 12
  return i > 0 ? Math.round((loan * i) / (1 - (1 + i) ** -months)) : evenShare(loan, months)
}

/**
 * The month-by-month schedule of a loan.
 * - annuity: the same payment every month, A = S·i / (1 − (1 + i)^−n), i = annualRate / 12 / 100
 *   (at 0 % the loan split evenly); interest = balance · i;
 * - differentiated: the principal split evenly (S / n, each month's share rounded so that they add up
 *   to S), plus the interest on the balance: Pₖ = S/n + (S − (k − 1)·S/n)·i.
 * Throws a RangeError on input the calculator schema refuses (negative, fractional tenge, 0 or more than
 * MAX_TERM_MONTHS months), so the work is bounded whoever calls it.
 */
export function loanSchedule({ loan, annualRate, months, kind }: { loan: number; annualRate: number; months: number; kind: ScheduleKind }): ScheduleRow[] {
  checkLoan(loan, months)
  checkRate(annualRate, 'annualRate')
  const i = annualRate / 100 / 12
  const rows: ScheduleRow[] = []
  let balance = loan
  const annuity = annuityPayment(loan, annualRate, months)
  for (let month = 1; month <= months; month++) {
    const interest = Math.round(balance * i)
    let principal: number
    if (month === months) principal = balance
    else if (kind === 'annuity') principal = Math.min(Math.max(annuity - interest, 0), balance)
    // Differentiated: the k-th share of the principal is round(k·S/n) − round((k−1)·S/n).
    else principal = Math.round((month * loan) / months) - Math.round(((month - 1) * loan) / months)
    balance -= principal
    rows.push({ month, payment: principal + interest, interest, principal, balance })
  }
  return rows
}

export type ScheduleTotals = { first: number; last: number; payments: number; interest: number; principal: number }

export function scheduleTotals(schedule: readonly ScheduleRow[]): ScheduleTotals {
  let payments = 0
  let interest = 0
  let principal = 0
  for (const row of schedule) {
    payments += row.payment
    interest += row.interest
    principal += row.principal
  }
  return { first: schedule[0]?.payment ?? 0, last: schedule.at(-1)?.payment ?? 0, payments, interest, principal }
}

/**
 * The annual effective rate (ГЭСВ, which Kazakhstan's regulator requires next to the nominal rate), in
 * percent with one decimal: the yearly rate at which the payments are worth what the borrower receives
 * (the loan less one-off fees), months counted as twelfths of a year. 0 when nothing is paid above it.
 */
export function effectiveAnnualRate(loan: number, schedule: readonly ScheduleRow[], fees = 0): number {
  const received = loan - fees
  const { payments } = scheduleTotals(schedule)
  if (received <= 0 || payments <= received) return 0
  const presentValue = (monthly: number): number => schedule.reduce((sum, row) => sum + row.payment / (1 + monthly) ** row.month, 0)
  let low = 0
  let high = 1
  for (let step = 0; step < 80; step++) {
    const mid = (low + high) / 2
    if (presentValue(mid) > received) low = mid
    else high = mid
  }
  return Math.round(((1 + (low + high) / 2) ** 12 - 1) * 1000) / 10
}

/** The share of the price paid upfront, in percent with two decimals. */
export const initialPercentOf = (price: number, initialPayment: number): number => (price > 0 ? Math.round((initialPayment / price) * 10_000) / 100 : 0)

/** The smallest initial payment in whole tenge that meets a minimum of `percent` % of the price. */
export const minimumInitialPayment = (price: number, percent: number): number => Math.ceil(Math.round(price * percent * 100) / 10_000)

/** The income at which `monthly` is at most PAYMENT_TO_INCOME of it, rounded up to the tenge. */
export const requiredIncome = (monthly: number): number => Math.ceil(Math.round((monthly / PAYMENT_TO_INCOME) * 100) / 100)

function checkPurchase(price: number, initialPayment: number): void {
  check(isWholeTenge(price) && price > 0, `price must be whole tenge > 0, got ${price}`)
  check(isWholeTenge(initialPayment) && initialPayment <= price, `initialPayment must be whole tenge in 0..price, got ${initialPayment}`)
}

export type MortgageResult = {
  price: number
  initialPayment: number
  /** Percent of the price, two decimals. */
  initialPercent: number
  loan: number
  /** The first payment: the regular one of an annuity (only the last differs, by the rounding), the largest of a differentiated schedule. */
  monthly: number
  lastPayment: number
  /** The initial payment and every monthly payment. */
  totalPaid: number
  /** All the interest. */
  overpayment: number
  /** The income at which `monthly` is at most PAYMENT_TO_INCOME of it. */
  requiredIncome: number
  /** ГЭСВ, % a year, one decimal, the one-time fee included. */
  effectiveRate: number
  schedule: ScheduleRow[]
}

export function mortgageCalculation({
  price,
  initialPayment,
  months,
  annualRate,
  kind,
  feePercent = 0,
}: {
  price: number
  initialPayment: number
  months: number
  annualRate: number
  kind: ScheduleKind
  /** The program's one-time fee, % of the loan: it counts in the effective rate. */
  feePercent?: number
}): MortgageResult {
  checkPurchase(price, initialPayment)
  const loan = price - initialPayment
  const schedule = loanSchedule({ loan, annualRate, months, kind })
  const totals = scheduleTotals(schedule)
  return {
    price,
    initialPayment,
    initialPercent: initialPercentOf(price, initialPayment),
    loan,
    monthly: totals.first,
    lastPayment: totals.last,
    totalPaid: initialPayment + totals.payments,
    overpayment: totals.interest,
    requiredIncome: requiredIncome(totals.first),
    effectiveRate: effectiveAnnualRate(loan, schedule, Math.round((loan * feePercent) / 100)),
    schedule,
  }
}

/**
 * The markup of an installment plan over a term, in percent of the financed remainder. Plans store their
 * markup as % a year (the `rate` of an installment plan, "Markup, % a year"): a simple, not compounded,
 * markup, so 6 % a year over 36 months is 18 %.
 */
export const installmentMarkupPercent = (markupPerYear: number, months: number): number => Math.round(((markupPerYear * months) / 12) * 1e6) / 1e6

export type InstallmentResult = {
  price: number
  initialPayment: number
  initialPercent: number
  /** What is left to pay after the initial payment. */
  financed: number
  /** The markup on the financed remainder, whole tenge. */
  markup: number
  monthly: number
  lastPayment: number
  /** The initial payment and every monthly payment: price + markup. */
  total: number
  /** ГЭСВ, % a year, one decimal. */
  effectiveRate: number
  /** `interest` of a row is its share of the markup, `principal` its share of the financed remainder. */
  schedule: ScheduleRow[]
}

/**
 * The developer's installment plan: the financed remainder plus a markup of `markupPercent` % of it
 * (for the whole term; installmentMarkupPercent turns a plan's yearly markup into it), paid in equal
 * monthly payments; the markup is spread evenly over the months, the last payment taking the rounding.
 */
export function installmentCalculation({
  price,
  initialPayment,
  months,
  markupPercent,
}: {
  price: number
  initialPayment: number
  months: number
  markupPercent: number
}): InstallmentResult {
  checkPurchase(price, initialPayment)
  checkRate(markupPercent, 'markupPercent')
  const financed = price - initialPayment
  checkLoan(financed, months)
  const markup = Math.round((financed * markupPercent) / 100)
  const payment = evenShare(financed + markup, months)
  const markupShare = Math.min(evenShare(markup, months), payment)
  const schedule: ScheduleRow[] = []
  let balance = financed
  let markupLeft = markup
  for (let month = 1; month <= months; month++) {
    const last = month === months
    const interest = last ? markupLeft : Math.min(markupShare, markupLeft)
    const principal = last ? balance : Math.min(payment - interest, balance)
    balance -= principal
    markupLeft -= interest
    schedule.push({ month, payment: principal + interest, interest, principal, balance })
  }
  const totals = scheduleTotals(schedule)
  return {
    price,
    initialPayment,
    initialPercent: initialPercentOf(price, initialPayment),
    financed,
    markup,
    monthly: totals.first,
    lastPayment: totals.last,
    total: initialPayment + totals.payments,
    effectiveRate: effectiveAnnualRate(financed, schedule),
    schedule,
  }
}

/** Payment in full: the price less a discount of `discountPercent` % (rounded to the tenge). */
export function fullPaymentCalculation({ price, discountPercent }: { price: number; discountPercent: number }): { price: number; discount: number; total: number } {
  check(isWholeTenge(price), `price must be whole tenge ≥ 0, got ${price}`)
  check(Number.isFinite(discountPercent) && discountPercent >= 0 && discountPercent <= 100, `discountPercent must be in 0..100, got ${discountPercent}`)
  const discount = Math.round((price * discountPercent) / 100)
  return { price, discount, total: price - discount }
}

/** Why a program does not apply to a purchase; each names the input at fault (APPLICABILITY_REASON_FIELD). */
export const APPLICABILITY_REASONS = ['initial-payment-below-minimum', 'term-above-maximum', 'other-project', 'other-queue', 'other-category'] as const
export type ApplicabilityReason = (typeof APPLICABILITY_REASONS)[number]

/** The calculator input field a reason is about (its message goes under that field). */
export const APPLICABILITY_REASON_FIELD: Record<ApplicabilityReason, 'initial_payment' | 'term_months' | 'program_id'> = {
  'initial-payment-below-minimum': 'initial_payment',
  'term-above-maximum': 'term_months',
  'other-project': 'program_id',
  'other-queue': 'program_id',
  'other-category': 'program_id',
}

/** A program as the calculators see it: its minimum initial payment (%), its longest term and its scope. */
export type ApplicableProgram = ProgramScope & { initial_payment: number; term_months: number }

export type PurchaseTerms = {
  price: number
  initialPayment: number
  months: number
  complexId?: number
  houseId?: number
  category?: EstateCategoryCode
}

export type Applicability = { applicable: true } | { applicable: false; reasons: ApplicabilityReason[] }

/**
 * Whether a program applies to a purchase, and if not every reason why, so a page can show the program
 * with its reasons instead of hiding it. Scope rules: domain/program-scope (with `houseComplexes`, a
 * queue given alone counts for its project too).
 */
export function programApplicability(program: ApplicableProgram, terms: PurchaseTerms, houseComplexes?: HouseComplexes): Applicability {
  const reasons: ApplicabilityReason[] = []
  if (terms.initialPayment < minimumInitialPayment(terms.price, program.initial_payment)) reasons.push('initial-payment-below-minimum')
  if (terms.months > program.term_months) reasons.push('term-above-maximum')
  const query = resolveScopeQuery({ complexId: terms.complexId, houseId: terms.houseId, categories: terms.category ? [terms.category] : undefined }, houseComplexes)
  reasons.push(...scopeMismatches(program, query, houseComplexes))
  return reasons.length ? { applicable: false, reasons } : { applicable: true }
}
