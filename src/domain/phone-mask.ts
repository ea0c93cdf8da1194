import { PHONE_MASK } from './phone'

/**
 * Typing into the Kazakhstan phone input (spec §5): the mask +7 (###) ###-##-## fills as digits come.
 * The mask, placeholder and the separator stripping before sending live in ./phone.
 */
const SLOTS = PHONE_MASK.split('#').length - 1

/** The ten national digits typed so far: a leading 7 or 8 (country or trunk code) is dropped. */
function nationalDigits(input: string): string {
  let digits = input.replace(/\D/g, '')
  if (input.trim().startsWith('+7')) digits = digits.slice(1)
  else if (digits.length > SLOTS || digits[0] === '8') digits = digits.slice(1)
  return digits.slice(0, SLOTS)
}

/** Formats what was typed into the mask, up to the last typed digit ('' when there is none). */
export function maskPhone(input: string): string {
  const digits = nationalDigits(input)
  if (!digits) return ''
  let out = ''
  let used = 0
  for (const char of PHONE_MASK) {
    if (char === '#') {
      if (used === digits.length) break
      out += digits[used++]
    } else {
      if (used === digits.length && used > 0) break
      out += char
    }
  }
  return out
}
