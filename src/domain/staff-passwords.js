/**
 * The password policy for staff accounts (the admin): long enough to resist guessing at the login's
 * rate limit, and not made of the account's own e-mail. Length beats composition rules (NIST SP 800-63B).
 * Plain JavaScript: the settings (src/lib/config.js, loaded outside the bundles) check ADMIN_PASSWORD by it.
 */

export const MIN_PASSWORD_LENGTH = 12
/** Longer is refused: hashing a megabyte-long password is work an attacker could make the server do. */
export const MAX_PASSWORD_LENGTH = 256

/**
 * Why `password` cannot be used by the account with `email`, in the admin's words, or null.
 * @param {string} password
 * @param {string | null} [email]
 * @returns {string | null}
 */
export function passwordProblem(password, email) {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`
  const lower = password.toLowerCase()
  const address = email?.trim().toLowerCase() ?? ''
  const name = address.split('@')[0]
  if (address && (lower.includes(address) || (name.length >= 3 && lower.includes(name)))) return 'The password must not contain the e-mail address or its name part.'
  if (new Set(lower).size < 4) return 'The password must not repeat a few characters.'
  return null
}
