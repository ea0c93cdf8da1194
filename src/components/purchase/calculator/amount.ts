/** Money typed by a visitor: digits grouped by thin spaces as they type ("25 000 000"), read back as a number. */

const GROUP = '\u202f'

/** The digits of what was typed (anything else dropped, at most 13 digits: beyond any price). */
export const digitsOf = (typed: string): string => typed.replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, 13)

export const groupDigits = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP)

/** The number in a field, or undefined when it is empty. */
export const amountOf = (digits: string): number | undefined => (digits === '' ? undefined : Number(digits))
