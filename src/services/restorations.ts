import 'server-only'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { readRestorationAliases } from './restoration-aliases'

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

/** Every name a restoration answers to in a filter (restoration-aliases.ts), cached. */
export const restorationAliases = cached('restoration-aliases', ['restorations'], async (): Promise<Array<[string, number]>> => readRestorationAliases(await getPayloadClient()))
