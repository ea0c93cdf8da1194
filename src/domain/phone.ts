/**
 * Phone numbers of the request forms (spec §5): the input mask is +7 (###) ###-##-##; before sending,
 * spaces, parentheses and hyphens are stripped. Pure functions shared by the forms and the server.
 */

export const PHONE_MASK = '+7 (###) ###-##-##'
export const PHONE_PLACEHOLDER = '+7 (___) ___-__-__'

/** Strips what the mask adds (spaces, parentheses, hyphens); everything else is kept for the check. */
export const stripPhone = (raw: string): string => raw.replace(/[\s()-]/g, '')

/**
 * Canonical form +7XXXXXXXXXX of a Kazakhstan number, or null when it is not one. Accepts the masked
 * form, the stripped form, and the domestic 8 prefix (8 701 ... is dialled inside Kazakhstan).
 * Kazakhstan shares country code 7 with Russia; its numbers are the ones whose national part starts
 * with 6 or 7 (mobile 70x/747/75x/76x/77x, landlines 71x/72x), Russia's start with 3, 4, 8 or 9.
 */
export function normalizeKazakhstanPhone(raw: string): string | null {
  const stripped = stripPhone(raw)
  const match = /^(?:\+7|8|7)([67]\d{9})$/.exec(stripped)
  return match ? `+7${match[1]}` : null
}

/** +77011234567 → +7 (701) 123-45-67, the mask's own layout (for e-mails and exports). */
export function formatPhone(phone: string): string {
  const normalized = normalizeKazakhstanPhone(phone)
  if (!normalized) return phone
  const d = normalized.slice(2)
  return `+7 (${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 8)}-${d.slice(8, 10)}`
}

/** A phone number as written on the site, as a tel: link (digits and the plus only). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`

/** The digits WhatsApp's wa.me links take (77013000000) for a Kazakhstan number, or empty when it is not one. */
export const whatsappNumber = (phone: string): string => normalizeKazakhstanPhone(phone)?.slice(1) ?? ''

/** A wa.me link that opens a chat with `digits`, the message `text` typed in (the page the visitor asks about). */
export const whatsappHref = (digits: string, text: string): string => `https://wa.me/${digits}?text=${encodeURIComponent(text)}`

/** A Telegram username as editors type it (`@sales`, `sales`) without the @; empty when it is no username. */
export const telegramUsername = (value: string): string => (/^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value.trim()) ? value.trim().replace(/^@/, '') : '')

/** A t.me link that opens a chat with the username (Telegram cannot prefill a message to a person). */
export const telegramHref = (username: string): string => `https://t.me/${username}`
