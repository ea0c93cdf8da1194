import type { CollectionSlug, DataFromCollectionSlug, DataFromGlobalSlug, File, GlobalSlug, Payload, RequiredDataFromCollectionSlug } from 'payload'

import { createHash } from 'node:crypto'
import { hasDraftsEnabled } from 'payload/shared'

import { LOCALES, type Locale } from '../i18n/locales'

/** A value given in the three site languages. */
export class Loc<T = string> {
  constructor(
    readonly ru: T,
    readonly kk: T,
    readonly en: T,
  ) {}
}

/** Shorthand for a text in Russian, Kazakh and English. */
export const t = (ru: string, kk: string, en: string): Loc<string> => new Loc(ru, kk, en)

/** Any field of T may be given per language; arrays and groups are followed. */
export type Localizable<T> = T extends (infer U)[]
  ? Localizable<U>[]
  : T extends string | number | boolean | null | undefined
    ? T | Loc<T>
    : T extends object
      ? { [K in keyof T]: Localizable<T[K]> } | Loc<T>
      : T

/** The data of one language: every Loc replaced by its value in that language. */
export function inLocale<T>(data: Localizable<T>, locale: Locale): T {
  const walk = (value: unknown): unknown => {
    if (value instanceof Loc) return value[locale]
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]))
    }
    return value
  }
  return walk(data) as T
}

/** True when a value holds at least one Loc, i.e. it needs writes in the other languages. */
function hasLoc(value: unknown): boolean {
  if (value instanceof Loc) return true
  if (Array.isArray(value)) return value.some(hasLoc)
  if (value && typeof value === 'object') return Object.values(value).some(hasLoc)
  return false
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Loc)

/**
 * Gives every array row (features, phones, socials...) an id derived from its document and position.
 * Payload would otherwise draw random ids; and the writes of the other languages must name the rows
 * the first write created, or Payload would replace them and lose the first language's texts.
 * Rich text (an object with a root) is left alone: its nodes are not rows.
 */
function withRowIds<T>(data: T, documentKey: string, path = ''): T {
  if (Array.isArray(data)) {
    return data.map((row, i) => {
      if (!isPlainObject(row)) return row
      const id = row.id ?? createHash('sha1').update(`${documentKey}|${path}|${i}`).digest('hex').slice(0, 24)
      return { ...withRowIds(row, documentKey, `${path}.${i}`), id }
    }) as T
  }
  if (isPlainObject(data) && !('root' in data)) {
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, withRowIds(v, documentKey, `${path}.${k}`)])) as T
  }
  return data
}

const documentKey = (scope: string, data: unknown) =>
  createHash('sha1')
    .update(`${scope}|${JSON.stringify(inLocale(data as never, 'en'))}`)
    .digest('hex')

/**
 * Seed writes skip access control and the Next cache expiry (no cached pages exist yet), and ask only for
 * the id back (it always comes; select needs one field, updatedAt exists everywhere): reading the whole
 * document after every write costs about a third of the seed's write time.
 */
export const SEED_OPTIONS = { overrideAccess: true, context: { skipRevalidate: true }, depth: 0, select: { updatedAt: true as const } }

/** Demo content is live: a document of a collection or global with drafts is written as published. */
const published = (config: Parameters<typeof hasDraftsEnabled>[0]): { _status?: 'published' } => (hasDraftsEnabled(config) ? { _status: 'published' } : {})

/**
 * Creates a document in the default language, then writes the Kazakh and English values onto it.
 * (Payload 3.90's Local API takes one language per write.)
 */
export async function createLocalized<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  data: Localizable<RequiredDataFromCollectionSlug<S>>,
  options: { file?: File; context?: Record<string, unknown> } = {},
): Promise<{ id: DataFromCollectionSlug<S>['id'] }> {
  const [first, ...others] = LOCALES
  data = withRowIds(data, documentKey(collection, data))
  const created = (await payload.create({
    collection,
    locale: first,
    data: { ...inLocale(data, first), ...published(payload.collections[collection].config) },
    ...SEED_OPTIONS,
    ...(options.file ? { file: options.file } : {}),
    context: options.context ?? SEED_OPTIONS.context,
  } as never)) as { id: DataFromCollectionSlug<S>['id'] }
  if (!hasLoc(data)) return created
  for (const locale of others) {
    await payload.update({
      collection,
      id: created.id,
      locale,
      data: inLocale(data, locale),
      ...SEED_OPTIONS,
    } as never)
  }
  return created
}

/** Writes values onto an existing document, the default language first, then the others (array rows keep their ids). */
export async function updateLocalized<S extends CollectionSlug>(
  payload: Payload,
  collection: S,
  id: number,
  data: Localizable<Partial<RequiredDataFromCollectionSlug<S>>>,
): Promise<void> {
  data = withRowIds(data, documentKey(`${collection}:${id}`, data))
  for (const locale of LOCALES) {
    await payload.update({ collection, id, locale, data: inLocale(data, locale), ...SEED_OPTIONS } as never)
  }
}

/**
 * The same for a global: the default language first, then the others with the array rows it created.
 * Without `select`: Payload 3.90 saves a global's version with the selected fields only, and the next
 * language's write starts from that version, so the languages written before would be lost.
 */
export async function updateGlobalLocalized<S extends GlobalSlug>(payload: Payload, slug: S, data: Localizable<Omit<DataFromGlobalSlug<S>, 'id'>>): Promise<void> {
  const [first, ...others] = LOCALES
  data = withRowIds(data, documentKey(slug, data))
  const config = payload.globals.config.find((global) => global.slug === slug)
  const { select: _select, ...options } = SEED_OPTIONS
  for (const locale of [first, ...others]) {
    await payload.updateGlobal({ slug, locale, data: { ...inLocale(data, locale), ...(config ? published(config) : {}) }, ...options } as never)
  }
}
