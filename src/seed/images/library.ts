import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { IMAGE_VARIANT_CACHE, IMAGE_VARIANTS_LATER } from '../../content/hooks/image-variants'
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales'
import { storeConfig } from '../../lib/config'
import { databaseKind } from '../../lib/database'
import { encodeImageVariantsCached, imageVariantStore } from '../../lib/image-variant-store'
import { hasVariants } from '../../lib/image-variants'
import { storeHandle, storeTable } from '../../lib/store-handle'
import { Loc, SEED_OPTIONS, t } from '../localized'
import { randomFor } from '../random'
import { schemeCounts } from '../estates'
import { bankLogo, medal, promoArt, type PromoMotif } from './artwork'
import { planImages, schemeImages } from './layouts'
import { photoPath, photoSpecs, type PhotoSpec } from './photos'
import { pickerImages } from './pickers'

/**
 * Every picture of the demo content, uploaded once and reused by key: the photos rendered from 3D scenes
 * (photos.ts, committed JPEGs), and the drawings made here (plans, schemes, logos, medals, promotion
 * artwork), rasterized with sharp.
 */
export type DrawnSpec = {
  key: string
  alt: Loc
  width: number
  height: number
  /** Plans and logos stay crisp as PNG; scenes are smaller as JPEG. */
  format: 'jpeg' | 'png'
  svg: () => string
}

export type ImageSpec = DrawnSpec | PhotoSpec

export type FileSpec = { key: string; alt: Loc; name: string; mimetype: string; data: () => Promise<Buffer> }

const PROMOS: [PromoMotif, [string, string]][] = [
  ['percent', ['#f3b27a', '#d9546b']],
  ['key', ['#7fc4b8', '#3b6e8f']],
  ['gift', ['#f6d38b', '#e07a5f']],
  ['calendar', ['#b8c6f0', '#6a5acd']],
]

const promoImages = (): DrawnSpec[] =>
  PROMOS.map(([motif, colors], i) => ({
    key: `promo-${motif}`,
    alt: t('Акция Qazaq Stroy', 'Qazaq Stroy акциясы', 'Qazaq Stroy offer'),
    width: 1200,
    height: 750,
    format: 'jpeg',
    svg: () => promoArt({ width: 1200, height: 750, colors, motif, rng: randomFor(`promo:${i}`) }),
  }))

const MEDALS: ['gold' | 'silver' | 'bronze', string, number, 'star' | 'house'][] = [
  ['gold', '#2f5d8a', 2025, 'star'],
  ['gold', '#8d4a3c', 2025, 'house'],
  ['silver', '#3b6e8f', 2024, 'house'],
  ['gold', '#2f7f8a', 2024, 'star'],
  ['bronze', '#5a4f7a', 2023, 'house'],
  ['silver', '#6e5a47', 2022, 'star'],
]

const medalImages = (): DrawnSpec[] =>
  MEDALS.map(([metal, ribbon, year, symbol], i) => ({
    key: `award-${i + 1}`,
    alt: t('Награда', 'Марапат', 'Award'),
    width: 600,
    height: 600,
    format: 'png',
    svg: () => medal({ metal, ribbon, year, background: ['#e9eef2', '#efe8e0', '#e6efe9'][i % 3], symbol }),
  }))

export const BANKS: { key: string; name: string; color: string }[] = [
  { key: 'bank-otbasy', name: 'Otbasy', color: '#00809a' },
  { key: 'bank-halyk', name: 'Halyk', color: '#0b8a43' },
  { key: 'bank-bereke', name: 'Bereke', color: '#1d6f5f' },
  { key: 'bank-bcc', name: 'CenterCredit', color: '#1f4e9c' },
]

const bankImages = (): DrawnSpec[] =>
  BANKS.map((b) => ({ key: b.key, alt: t(`Логотип ${b.name}`, `${b.name} логотипі`, `${b.name} logo`), width: 600, height: 300, format: 'png', svg: () => bankLogo(b) }))

/** All pictures but the parking and storeroom schemes, in upload order (the order fixes their ids; the picker's come last, added last). */
export const imageSpecs = (): ImageSpec[] => [...photoSpecs(), ...planImages(), ...promoImages(), ...medalImages(), ...bankImages(), ...pickerImages()]

/** A picture's file: a photo's committed render, or a drawing rasterized now. */
export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  if ('scene' in spec) return readFile(photoPath(spec.key))
  const image = sharp(Buffer.from(spec.svg()), { density: 72 }).resize(spec.width, spec.height)
  return spec.format === 'png' ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 88 }).toBuffer()
}

type Upload = { key: string; alt: Loc; file: () => Promise<{ data: Buffer; mimetype: string; name: string }> }
/** `variantsLater`: leave the pictures' AVIF/WebP widths to encodeSeedImageVariants (SEED_IMAGE_VARIANTS_LATER). */
type UploadOptions = { variantsLater?: boolean }

/**
 * Uploads run a few at a time, since sharp's resizing dominates. Each upload's database insert waits for the
 * previous one, so media ids come out in the same order on every run (the content stays deterministic).
 */
async function uploadInOrder(payload: Payload, uploads: Upload[], { variantsLater = false }: UploadOptions): Promise<Record<string, number>> {
  const concurrency = defaultConcurrency()
  const db = payload.db as unknown as { create: (args: { req?: { context?: Record<string, unknown> } }) => Promise<unknown> }
  const originalCreate = db.create
  let turn = 0
  let failed: unknown = null
  const waiting = new Map<number, () => void>()
  const advance = () => {
    turn++
    waiting.get(turn)?.()
    waiting.delete(turn)
  }
  db.create = async function (this: unknown, args) {
    const order = args.req?.context?.seedUploadOrder
    if (typeof order !== 'number') return originalCreate.call(this, args)
    if (failed) throw failed
    if (turn !== order) await new Promise<void>((resolve) => waiting.set(order, resolve))
    if (failed) throw failed
    try {
      return await originalCreate.call(this, args)
    } finally {
      advance()
    }
  }
  const ids: Record<string, number> = {}
  let next = 0
  const worker = async () => {
    while (next < uploads.length && !failed) {
      const index = next++
      const upload = uploads[index]
      try {
        const file = await upload.file()
        const doc = await payload.create({
          collection: 'media',
          locale: DEFAULT_LOCALE,
          data: { alt: upload.alt[DEFAULT_LOCALE] },
          file: { ...file, size: file.data.length },
          ...SEED_OPTIONS,
          context: { ...SEED_OPTIONS.context, seedUploadOrder: index, [IMAGE_VARIANT_CACHE]: SEED_VARIANT_CACHE, [IMAGE_VARIANTS_LATER]: variantsLater },
        })
        ids[upload.key] = doc.id
      } catch (error) {
        // Release everyone waiting for their turn so the seed fails instead of hanging.
        failed = error
        for (const resolve of waiting.values()) resolve()
        throw error
      }
    }
  }
  try {
    await Promise.all(Array.from({ length: concurrency }, worker))
  } finally {
    db.create = originalCreate
  }
  // The other languages' alt texts afterwards, in a fixed order: straight into the media's locales table, one
  // statement instead of two updates per image (the seed's hundreds of images made those a few seconds).
  const localesTable = storeTable(payload, 'media_locales')
  const alts = uploads.flatMap((upload) => LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => ({ alt: upload.alt[locale], _locale: locale, _parentID: ids[upload.key] })))
  if (alts.length) await storeHandle(payload).drizzle.insert(localesTable).values(alts)
  return ids
}

/**
 * Four uploads at a time keep both cores busy. On PostgreSQL every upload holds a pooled connection while it
 * waits for its turn to insert, so stay below the pool size, or a later upload could hold the last
 * connection the next one in line needs.
 */
const defaultConcurrency = () => (databaseKind() === 'postgres' ? Math.max(1, Math.min(4, storeConfig.databasePoolMax() - 1)) : 4)

/**
 * The demo pictures' responsive variants by content, kept in the checkout: the same pictures are uploaded
 * on every seed (a fresh start, every test store), and only the first encodes them (about 2 minutes).
 */
const SEED_VARIANT_CACHE = path.join(process.cwd(), 'node_modules', '.cache', 'site-image-variants')

const imageUpload = (spec: ImageSpec): Upload => ({
  key: spec.key,
  alt: spec.alt,
  file: async () => ({ data: await renderImage(spec), mimetype: spec.format === 'png' ? 'image/png' : 'image/jpeg', name: `${spec.key}.${spec.format === 'png' ? 'png' : 'jpg'}` }),
})

/** Every picture and document of the content, except the schemes of the parking spaces and storerooms. */
export async function uploadImages(payload: Payload, files: FileSpec[], options: UploadOptions = {}): Promise<Record<string, number>> {
  const uploads: Upload[] = [
    ...imageSpecs().map(imageUpload),
    ...files.map((f) => ({ key: f.key, alt: f.alt, file: async () => ({ data: await f.data(), mimetype: f.mimetype, name: f.name }) })),
  ]
  return uploadInOrder(payload, uploads, options)
}

/**
 * The schemes of the parking spaces and storerooms for a seed at this scale: a hundred small images that
 * only the estates need, so they upload while the rest of the content is written (see seed/index.ts).
 */
export async function uploadSchemes(payload: Payload, scale: number, options: UploadOptions = {}): Promise<Record<string, number>> {
  return uploadInOrder(payload, schemeImages(schemeCounts(scale)).map(imageUpload), options)
}

/**
 * The variants a seed with `imageVariantsLater` left out, one picture at a time so that the site keeps a core
 * to answer with: the first seed of a checkout serves about a minute sooner. Until a picture's turn, /img
 * makes each width it is asked for (src/app/img). Answers how many pictures were done.
 */
export async function encodeSeedImageVariants(payload: Payload): Promise<number> {
  const store = imageVariantStore()
  const { docs } = await payload.find({ collection: 'media', pagination: false, depth: 0, overrideAccess: true, select: { filename: true, mimeType: true } })
  let done = 0
  for (const { filename, mimeType } of docs) {
    if (!filename || !hasVariants(mimeType)) continue
    const source = await store.readOriginal(filename)
    if (!source) continue
    await store.write(filename, await encodeImageVariantsCached(source, SEED_VARIANT_CACHE))
    done++
  }
  return done
}
