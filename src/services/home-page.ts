import 'server-only'

import { homeBlocks, type HomeBlock } from '../domain/home-blocks'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import { cached } from './cache'
import { latestGlobalVersion } from './drafts'

/**
 * The home page's sections (Company > Home page): the editors' blocks in their order, with their headings
 * and leads in the language asked for; every section in the default order when the global has none
 * (domain/home-blocks).
 */
export const getHomeBlocks = cached('home-page', ['home-page'], async (locale: Locale): Promise<HomeBlock[]> => {
  const payload = await getPayloadClient()
  const doc = await payload.findGlobal({ slug: 'home-page', locale, depth: 0, overrideAccess: true })
  return homeBlocks(doc.blocks)
})

/** The sections of the home page's latest draft, for an editor's preview. */
export const getHomeBlocksDraft = async (locale: Locale): Promise<HomeBlock[]> => homeBlocks((await latestGlobalVersion('home-page', locale)).blocks)
