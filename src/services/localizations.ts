import 'server-only'

import { compileMessages, type CompiledMessages } from '../i18n/compiled-messages'
import type { Locale } from '../i18n/locales'
import { DEFAULT_MESSAGES } from '../i18n/messages'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'

/** The UI strings shipped with the code (../i18n/messages) are the defaults; the store's Localization entries override them. */
export { DEFAULT_MESSAGES }

export type LocalizationEntry = { key: string; content: string }

export const listLocalizations = cached('localizations', ['localizations'], async (locale: Locale): Promise<LocalizationEntry[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'localizations',
    locale,
    limit: 0,
    pagination: false,
    depth: 0,
    sort: 'key',
    select: { key: true, content: true },
  })
  return docs.map((doc) => ({ key: doc.key, content: doc.content }))
})

/** The editors' entries; a failed load is logged and leaves the shipped strings alone (spec §8). */
async function storeEntries(locale: Locale): Promise<Record<string, string>> {
  try {
    return Object.fromEntries((await listLocalizations(locale)).map((e) => [e.key, e.content]))
  } catch (error) {
    console.error('Error fetching localization data', error)
    return {}
  }
}

/** The UI strings as text: the shipped defaults merged with the editors' entries. */
export async function getMessages(locale: Locale): Promise<Record<string, string>> {
  return { ...DEFAULT_MESSAGES[locale], ...(await storeEntries(locale)) }
}

const compiledDefaults: Partial<Record<Locale, CompiledMessages>> = {}

/** The UI strings for next-intl, compiled (src/i18n/compiled-messages.ts); the shipped ones once per process. */
export async function getCompiledMessages(locale: Locale): Promise<CompiledMessages> {
  const defaults = (compiledDefaults[locale] ??= compileMessages(DEFAULT_MESSAGES[locale]))
  return { ...defaults, ...compileMessages(await storeEntries(locale), defaults) }
}
