/**
 * Options of the Yandex Maps JS API v3 loader (spec §4, §8, §9): pure checks and the script URL, so they
 * can be unit-tested without a browser.
 */

export type YandexMapsLang = 'ru_RU' | 'kk_KZ' | 'en_US'

export type YandexMapsOptions = {
  apikey: string
  lang: YandexMapsLang
  version: 'v3'
  /** When true, a missing key or an unknown option fails the load instead of only being reported. */
  strictMode: boolean
}

/** Spec §9 defaults: language ru_RU, version v3, non-strict. */
export const DEFAULT_OPTIONS: Omit<YandexMapsOptions, 'apikey'> = { lang: 'ru_RU', version: 'v3', strictMode: false }

export const DEFAULT_SCRIPT_URL = 'https://api-maps.yandex.ru/v3/'

const KNOWN_OPTIONS = new Set(['apikey', 'lang', 'version', 'strictMode'])
const LANGS: Record<string, YandexMapsLang> = { ru: 'ru_RU', kk: 'kk_KZ', en: 'en_US' }

/** The map language that follows the site language (ru → ru_RU, kk → kk_KZ, en → en_US), else ru_RU. */
export const langForLocale = (locale: string): YandexMapsLang => LANGS[locale] ?? DEFAULT_OPTIONS.lang

export type OptionProblem = { kind: 'missing-key' | 'unknown-option' | 'bad-value'; message: string }

/**
 * Normalises raw options (defaults filled in) and lists what is wrong with them: a missing key, options
 * this loader does not know, values it cannot use (these fall back to the default).
 */
export function checkOptions(raw: Record<string, unknown>): { options: YandexMapsOptions; problems: OptionProblem[] } {
  const problems: OptionProblem[] = []
  const apikey = typeof raw.apikey === 'string' ? raw.apikey.trim() : ''
  if (!apikey) problems.push({ kind: 'missing-key', message: 'Yandex Maps API key is missing: set YANDEX_MAPS_API_KEY to show the map.' })
  const unknown = Object.keys(raw).filter((key) => !KNOWN_OPTIONS.has(key))
  if (unknown.length) problems.push({ kind: 'unknown-option', message: `Unknown Yandex Maps option(s): ${unknown.join(', ')}.` })

  let lang = DEFAULT_OPTIONS.lang
  if (raw.lang !== undefined) {
    if (typeof raw.lang === 'string' && Object.values(LANGS).includes(raw.lang as YandexMapsLang)) lang = raw.lang as YandexMapsLang
    else problems.push({ kind: 'bad-value', message: `Unsupported Yandex Maps language ${JSON.stringify(raw.lang)}: using ${DEFAULT_OPTIONS.lang}.` })
  }
  if (raw.version !== undefined && raw.version !== 'v3')
    problems.push({ kind: 'bad-value', message: `Unsupported Yandex Maps version ${JSON.stringify(raw.version)}: only v3 is supported.` })
  if (raw.strictMode !== undefined && typeof raw.strictMode !== 'boolean') problems.push({ kind: 'bad-value', message: 'Yandex Maps option strictMode must be a boolean.' })
  const strictMode = typeof raw.strictMode === 'boolean' ? raw.strictMode : DEFAULT_OPTIONS.strictMode

  return { options: { apikey, lang, version: 'v3', strictMode }, problems }
}

/** The script URL: the configured base (YANDEX_MAPS_SCRIPT_URL) with the apikey and lang query parameters. */
export function scriptUrl(base: string | undefined, options: Pick<YandexMapsOptions, 'apikey' | 'lang'>): string {
  const url = new URL(base?.trim() || DEFAULT_SCRIPT_URL)
  url.searchParams.set('apikey', options.apikey)
  url.searchParams.set('lang', options.lang)
  return url.toString()
}
