import { ESTATE_BOUNDS, figureProblem } from './estate-bounds'
import { ESTATE_STATUSES, type EstateStatus } from './estate-categories'
import { formatMoney } from './money'

/**
 * A change an editor applies to many estates at once from the admin's list (issue 31, item 1): the price
 * by an amount (± tenge) or a percent (± %), rounded to whole tenge or to 1,000 ₸, or the sale status.
 * Pure: what each estate's new value would be and why it would be refused.
 */
export type PriceChange = { kind: 'amount' | 'percent'; value: number; rounding: 1 | 1000 }
export type StatusChange = { kind: 'status'; status: EstateStatus }
export type BulkChange = PriceChange | StatusChange

/** The most estates one change may touch: one server operation of a few minutes at most. */
export const BULK_MAX_ESTATES = 5000
/** A percent beyond ±90 % is a typo, not a price policy. */
export const BULK_MAX_PERCENT = 90

/** The estate's new price: the amount added or the percent applied, rounded half up to `rounding` tenge. */
export function changedPrice(price: number, change: PriceChange): number {
  const raw = change.kind === 'amount' ? price + change.value : price * (1 + change.value / 100)
  // The percent of a whole price in tenge may come out as 10751999.999999998: round it to a cent first.
  const exact = Math.round(raw * 100) / 100
  return Math.round(exact / change.rounding) * change.rounding
}

/** Why the new price cannot be saved (below or above the estates' bounds), in the editor's language; null when it can. */
export const newPriceProblem = (price: number, language: 'ru' | 'en'): string | null => figureProblem('price', price, language)

export type ChangeFieldErrors = Array<{ path: string; message: string }>

const MESSAGES = {
  kind: { ru: 'Выберите, что изменить: цену на сумму, цену на процент или статус', en: 'Choose what to change: the price by an amount, by a percent, or the status' },
  amount: { ru: 'Сумма: целое число тенге, не ноль, например 500000 или -250000', en: 'Amount: a whole number of tenge, not zero, e.g. 500000 or -250000' },
  amountRange: {
    ru: `Сумма: не больше ${formatMoney(ESTATE_BOUNDS.price.max, 0)} ₸ в любую сторону`,
    en: `Amount: at most ${formatMoney(ESTATE_BOUNDS.price.max, 0)} ₸ either way`,
  },
  percent: {
    ru: `Процент: число от -${BULK_MAX_PERCENT} до ${BULK_MAX_PERCENT}, не ноль, например 5 или -2.5`,
    en: `Percent: a number from -${BULK_MAX_PERCENT} to ${BULK_MAX_PERCENT}, not zero, e.g. 5 or -2.5`,
  },
  rounding: { ru: 'Округление: до 1 ₸ или до 1 000 ₸', en: 'Rounding: to 1 ₸ or to 1,000 ₸' },
  status: { ru: 'Статус: Свободно, Забронировано или Продано', en: 'Status: available, reserved or sold' },
} as const

/** The change as the endpoint receives it (JSON), checked: the change, or the problems by field. */
export function readBulkChange(input: unknown, language: 'ru' | 'en'): { change: BulkChange } | { errors: ChangeFieldErrors } {
  const say = (key: keyof typeof MESSAGES) => MESSAGES[key][language]
  const data = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const kind = data.kind
  if (kind === 'status') {
    return (ESTATE_STATUSES as readonly unknown[]).includes(data.status)
      ? { change: { kind, status: data.status as EstateStatus } }
      : { errors: [{ path: 'change.status', message: say('status') }] }
  }
  if (kind !== 'amount' && kind !== 'percent') return { errors: [{ path: 'change.kind', message: say('kind') }] }
  const errors: ChangeFieldErrors = []
  const value = data.value
  if (kind === 'amount') {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value === 0) errors.push({ path: 'change.value', message: say('amount') })
    else if (Math.abs(value) > ESTATE_BOUNDS.price.max) errors.push({ path: 'change.value', message: say('amountRange') })
  } else if (typeof value !== 'number' || !Number.isFinite(value) || value === 0 || Math.abs(value) > BULK_MAX_PERCENT) {
    errors.push({ path: 'change.value', message: say('percent') })
  }
  const rounding = data.rounding ?? 1
  if (rounding !== 1 && rounding !== 1000) errors.push({ path: 'change.rounding', message: say('rounding') })
  return errors.length ? { errors } : { change: { kind, value: value as number, rounding: rounding as 1 | 1000 } }
}
