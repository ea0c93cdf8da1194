import { formatMoney } from '@/domain/money'

/** Money typed by a visitor: grouped as the site writes money (spec §9, "25,000,000") as they type, read back as a number. */

/** The digits of what was typed (anything else dropped, at most 13 digits: beyond any price). */
export const digitsOf = (typed: string): string => typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 13)

export const groupDigits = (digits: string): string => (digits === '' ? '' : formatMoney(Number(digits), 0))

/** The number in a field, or undefined when it is empty. */
export const amountOf = (digits: string): number | undefined => (digits === '' ? undefined : Number(digits))
