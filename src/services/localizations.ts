import type { Locale } from '../i18n/locales'
import { DEFAULT_MESSAGES } from '../i18n/messages'
import { getPayloadClient } from '../lib/payload'
import { cachedQuery } from './cache'

/** The UI strings shipped with the code (../i18n/messages) are the defaults; the store's Localization entries override them. */
export { DEFAULT_MESSAGES }

export type LocalizationEntry = { key: string; content: string }

export const listLocalizations = cachedQuery('localizations', ['localizations'], async (locale: Locale): Promise<LocalizationEntry[]> => {
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

/** Messages for next-intl: defaults merged with the editors' entries. A failed load keeps the defaults. */
export async function getMessages(locale: Locale): Promise<Record<string, string>> {
  try {
    const entries = await listLocalizations(locale)
    return { ...DEFAULT_MESSAGES[locale], ...Object.fromEntries(entries.map((e) => [e.key, e.content])) }
  } catch (error) {
    console.error('Error fetching localization data', error)
    return DEFAULT_MESSAGES[locale]
  }
}
