import { formatMoney } from '@/domain/money'

/** Money typed by a visitor (the calculators, the listing's price filter): grouped as the site writes money (spec §9, "25,000,000") as they type, read back as a number. */

/** The digits of what was typed (anything else dropped, at most 13 digits: beyond any price). */
export const digitsOf = (typed: string): string =>
  typed
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 13)

export const groupDigits = (digits: string): string => (digits === '' ? '' : formatMoney(Number(digits), 0))

/** The number in a field, or undefined when it is empty. */
export const amountOf = (digits: string): number | undefined => (digits === '' ? undefined : Number(digits))

/** Where the caret goes in a regrouped value so that it still follows the same number of digits. */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0
  let seen = 0
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i]) && ++seen === digits) return i + 1
  }
  return formatted.length
}

/** A money field's value regrouped as typed, the caret left after the same digits. */
export function regroup(input: HTMLInputElement) {
  const before = digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length
  input.value = groupDigits(digitsOf(input.value))
  const caret = caretAfterDigits(input.value, before)
  if (document.activeElement === input) input.setSelectionRange(caret, caret)
}
