import 'server-only'

import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, GlobalSlug, PopulateType, Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'

/**
 * An editor's preview (src/lib/preview-links.ts): the latest version of the document with this slug,
 * draft or published, scheduled or not, read past every cache. A draft may lack what publishing
 * requires; the callers fill what their pages cannot do without.
 */
export async function latestVersionBySlug<C extends CollectionSlug>(
  collection: C,
  locale: Locale,
  slug: string,
  populate: PopulateType,
): Promise<DataFromCollectionSlug<C> | null> {
  return latestVersion(collection, locale, { slug: { equals: slug } }, populate)
}

/** The same by id: what a previewed document belongs to (an estate's queue and project). */
export async function latestVersionById<C extends CollectionSlug>(collection: C, locale: Locale, id: number, populate: PopulateType): Promise<DataFromCollectionSlug<C> | null> {
  return latestVersion(collection, locale, { id: { equals: id } }, populate)
}

async function latestVersion<C extends CollectionSlug>(collection: C, locale: Locale, where: Where, populate: PopulateType): Promise<DataFromCollectionSlug<C> | null> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection, locale, draft: true, where, limit: 1, pagination: false, depth: 1, populate })
  return (docs[0] as DataFromCollectionSlug<C> | undefined) ?? null
}

/** The same for a page global (home, about, purchase methods): its latest version, draft or published. */
export async function latestGlobalVersion<S extends GlobalSlug>(slug: S, locale: Locale): Promise<DataFromGlobalSlug<S>> {
  const payload = await getPayloadClient()
  return (await payload.findGlobal({ slug, locale, draft: true, depth: 0, overrideAccess: true })) as DataFromGlobalSlug<S>
}
