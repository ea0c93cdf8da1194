import 'server-only'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'

/** Finishing types: the localized list, and the names a filter may use for one. */

export type Restoration = { id: number; code: string; title: string }

export const listRestorations = cached('restorations', ['restorations'], async (locale: Locale): Promise<Restoration[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'restorations',
    locale,
    pagination: false,
    depth: 0,
    sort: ['order', 'id'],
    overrideAccess: true,
    select: { title: true, code: true },
  })
  return docs.map((d) => ({ id: d.id, code: d.code, title: d.title }))
})

/**
 * Every name a restoration answers to in a filter: its id, its code and its title in each language
 * (lowercased), so a link made in one language keeps working in another.
 */
export const restorationAliases = cached('restoration-aliases', ['restorations'], async (): Promise<Array<[string, number]>> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'restorations',
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { title: true, code: true },
  })
  const aliases: Array<[string, number]> = []
  for (const doc of docs) {
    aliases.push([String(doc.id), doc.id], [doc.code.toLowerCase(), doc.id])
    const titles = doc.title as unknown as Record<string, string | null> | string
    for (const title of typeof titles === 'string' ? [titles] : Object.values(titles ?? {})) {
      if (title) aliases.push([title.trim().toLowerCase(), doc.id])
    }
  }
  return aliases
})
