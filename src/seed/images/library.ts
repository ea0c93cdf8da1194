import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'

import { COMPLEXES, type ComplexSeed } from '../texts/catalogue'
import { IMAGE_VARIANT_CACHE } from '../../content/hooks/image-variants'
import { DEFAULT_LOCALE, LOCALES } from '../../i18n/locales'
import { storeConfig } from '../../lib/config'
import { databaseKind } from '../../lib/database'
import { Loc, SEED_OPTIONS, t } from '../localized'
import { randomFor } from '../random'
import { schemeCounts } from '../estates'
import { bankLogo, medal, portrait, promoArt, type PromoMotif } from './people'
import { planImages, schemeImages } from './layouts'
import { constructionScene, facadeScene, interiorScene, skylineScene, type Backdrop, type Room } from './scenes'

/** Every picture of the demo content: drawn here, rasterized with sharp, uploaded once, reused by key. */

/**
 * Sizes: covers, evening views and banners are drawn large enough for the 1600 px "hero" size; courtyards,
 * news, promo and construction pictures at 1200 px (cards), which also keeps the upload work (four WebP encodes per
 * image) down.
 */
export type ImageSpec = {
  key: string
  alt: Loc
  width: number
  height: number
  /** Plans and logos stay crisp as PNG; scenes are smaller as JPEG. */
  format: 'jpeg' | 'png'
  svg: () => string
}

export type FileSpec = { key: string; alt: Loc; name: string; mimetype: string; data: () => Promise<Buffer> }

const BACKDROP: Record<string, Backdrop> = { almaty: 'mountains', astana: 'river', shymkent: 'steppe', aktau: 'sea', karaganda: 'city', atyrau: 'river' }

const complexImages = (c: ComplexSeed): ImageSpec[] => {
  const backdrop = BACKDROP[c.city]
  const towers = c.class === 'premium' ? 2 : c.houses.length + 1
  return [
    {
      key: `cover-${c.slug}`,
      alt: new Loc(`ЖК «${c.name.ru}»`, `«${c.name.kk}» тұрғын үй кешені`, `${c.name.en} residential complex`),
      width: 1600,
      height: 1000,
      format: 'jpeg',
      svg: () => facadeScene({ width: 1600, height: 1000, palette: c.palette, backdrop, mood: 'day', rng: randomFor(`cover:${c.slug}`), id: 'c', towers }),
    },
    {
      key: `evening-${c.slug}`,
      alt: new Loc(`ЖК «${c.name.ru}» вечером`, `«${c.name.kk}» кешені кешкі уақытта`, `${c.name.en} in the evening`),
      width: 1600,
      height: 1000,
      format: 'jpeg',
      svg: () => facadeScene({ width: 1600, height: 1000, palette: c.palette, backdrop, mood: 'evening', rng: randomFor(`evening:${c.slug}`), id: 'e', towers }),
    },
    {
      key: `yard-${c.slug}`,
      alt: new Loc(`Двор ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің ауласы`, `The courtyard of ${c.name.en}`),
      width: 1200,
      height: 750,
      format: 'jpeg',
      svg: () => facadeScene({ width: 1200, height: 750, palette: c.palette, backdrop, mood: 'day', rng: randomFor(`yard:${c.slug}`), id: 'y', towers: towers + 1 }),
    },
  ]
}

const CONSTRUCTION: [string, number][] = [['alatau-residence', 0.35], ['alatau-residence', 0.7], ['esil-riverside', 0.5], ['caspian-bay', 0.25], ['caspian-bay', 0.6], ['koktem-hills', 0.45]]

const constructionImages = (): ImageSpec[] =>
  CONSTRUCTION.map(([slug, built], i) => {
    const c = COMPLEXES.find((x) => x.slug === slug)!
    return {
      key: `construction-${i + 1}`,
      alt: t(`Ход строительства ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің құрылыс барысы`, `Construction of ${c.name.en}`),
      width: 1200,
      height: 750,
      format: 'jpeg',
      svg: () => constructionScene({ width: 1200, height: 750, palette: c.palette, rng: randomFor(`construction:${i}`), id: 's', built }),
    }
  })

const skylineImages = (): ImageSpec[] => [
  { key: 'skyline-day', alt: t('Панорама города днём', 'Күндізгі қала панорамасы', 'City skyline by day'), width: 1200, height: 750, format: 'jpeg', svg: () => skylineScene({ width: 1200, height: 750, rng: randomFor('skyline:1'), id: 'k', mood: 'day', tint: '#9cc3e4' }) },
  { key: 'skyline-evening', alt: t('Вечерний город', 'Кешкі қала', 'The city in the evening'), width: 1200, height: 750, format: 'jpeg', svg: () => skylineScene({ width: 1200, height: 750, rng: randomFor('skyline:2'), id: 'k', mood: 'evening', tint: '#9cc3e4' }) },
  { key: 'skyline-dawn', alt: t('Город на рассвете', 'Таң атқандағы қала', 'The city at dawn'), width: 1200, height: 750, format: 'jpeg', svg: () => skylineScene({ width: 1200, height: 750, rng: randomFor('skyline:3'), id: 'k', mood: 'day', tint: '#c9b8d8' }) },
]

const INTERIORS: [Room, string, string, Loc][] = [
  ['living', '#e9e2d6', '#7f9c8c', t('Светлая гостиная с видом на город', 'Қалаға қарайтын жарық қонақ бөлме', 'A bright living room with a city view')],
  ['kitchen', '#e4e9ec', '#5f7f99', t('Кухня с панорамным окном', 'Панорамалық терезесі бар ас үй', 'A kitchen with a large window')],
  ['bedroom', '#efe4dc', '#b07c6a', t('Уютная спальня', 'Жайлы жатын бөлме', 'A cosy bedroom')],
  ['living', '#e6e8e1', '#c08a5b', t('Гостиная в тёплых тонах', 'Жылы түстегі қонақ бөлме', 'A living room in warm colours')],
  ['kitchen', '#f0ebe3', '#6d8b6a', t('Кухня-гостиная', 'Ас үй-қонақ бөлме', 'An open-plan kitchen')],
  ['bedroom', '#e3e7ee', '#6a7fa6', t('Спальня в спокойных тонах', 'Сабырлы түстегі жатын бөлме', 'A calm bedroom')],
  ['living', '#f1ece6', '#8c6f9e', t('Гостиная с дизайнерской отделкой', 'Дизайнерлік әрлеуі бар қонақ бөлме', 'A living room with designer finishing')],
]

const interiorImages = (): ImageSpec[] =>
  INTERIORS.map(([room, wall, accent, alt], i) => ({
    key: `interior-${i + 1}`,
    alt,
    width: 1000,
    height: 1000,
    format: 'jpeg',
    svg: () => interiorScene({ width: 1000, height: 1000, rng: randomFor(`interior:${i}`), room, wall, accent }),
  }))

const PROMOS: [PromoMotif, [string, string]][] = [
  ['percent', ['#f3b27a', '#d9546b']],
  ['key', ['#7fc4b8', '#3b6e8f']],
  ['gift', ['#f6d38b', '#e07a5f']],
  ['calendar', ['#b8c6f0', '#6a5acd']],
]

const promoImages = (): ImageSpec[] =>
  PROMOS.map(([motif, colors], i) => ({
    key: `promo-${motif}`,
    alt: t('Акция Qazaq Stroy', 'Qazaq Stroy акциясы', 'Qazaq Stroy offer'),
    width: 1200,
    height: 750,
    format: 'jpeg',
    svg: () => promoArt({ width: 1200, height: 750, colors, motif, rng: randomFor(`promo:${i}`) }),
  }))

const bannerImages = (): ImageSpec[] => {
  const picks = ['alatau-residence', 'esil-riverside', 'caspian-bay', 'zhaiyk-park']
  const wide: ImageSpec[] = picks.map((slug, i) => {
    const c = COMPLEXES.find((x) => x.slug === slug)!
    return {
      key: `banner-${slug}`,
      alt: new Loc(`ЖК «${c.name.ru}»`, `«${c.name.kk}» тұрғын үй кешені`, c.name.en),
      width: 1920,
      height: 800,
      format: 'jpeg',
      svg: () => facadeScene({ width: 1920, height: 800, palette: c.palette, backdrop: BACKDROP[c.city], mood: i % 2 ? 'evening' : 'day', rng: randomFor(`banner:${slug}`), id: 'b', towers: 4 }),
    }
  })
  const mobile: ImageSpec[] = picks.slice(0, 2).map((slug) => {
    const c = COMPLEXES.find((x) => x.slug === slug)!
    return {
      key: `banner-mobile-${slug}`,
      alt: new Loc(`ЖК «${c.name.ru}»`, `«${c.name.kk}» тұрғын үй кешені`, c.name.en),
      width: 800,
      height: 1000,
      format: 'jpeg',
      svg: () => facadeScene({ width: 800, height: 1000, palette: c.palette, backdrop: BACKDROP[c.city], mood: 'day', rng: randomFor(`banner-m:${slug}`), id: 'm', towers: 2 }),
    }
  })
  return [...wide, ...mobile]
}

/** Portrait look per person: female?, background, clothes. Order: the employees, then the reviewers with photos (texts/company.ts). */
export const PORTRAITS: [boolean, string, string][] = [
  [false, '#c9d8e4', '#34495e'],
  [true, '#e8d5c9', '#7a5c6e'],
  [false, '#d5e3d4', '#3e4a3d'],
  [true, '#dcd6ea', '#4a5a8a'],
  [false, '#ecdcc8', '#5b4636'],
  [true, '#d3e4e6', '#2f6f73'],
  [false, '#e6d9e2', '#2f3640'],
  [true, '#f0e0cf', '#9a5b4f'],
  [true, '#dbe7f1', '#5a7da0'],
  [false, '#e9e3d2', '#6b705c'],
  [true, '#e5dcec', '#8e6c8a'],
  [false, '#d8e2dc', '#52796f'],
]

const portraitImages = (): ImageSpec[] =>
  PORTRAITS.map(([female, background, suit], i) => ({
    key: `portrait-${i + 1}`,
    alt: t('Фото', 'Фото', 'Photo'),
    width: 600,
    height: 600,
    format: 'jpeg',
    svg: () => portrait({ rng: randomFor(`portrait:${i}`), background, female, suit }),
  }))

const MEDALS: ['gold' | 'silver' | 'bronze', string, number, 'star' | 'house'][] = [
  ['gold', '#2f5d8a', 2025, 'star'],
  ['gold', '#8d4a3c', 2025, 'house'],
  ['silver', '#3b6e8f', 2024, 'house'],
  ['gold', '#2f7f8a', 2024, 'star'],
  ['bronze', '#5a4f7a', 2023, 'house'],
  ['silver', '#6e5a47', 2022, 'star'],
]

const medalImages = (): ImageSpec[] =>
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

const bankImages = (): ImageSpec[] =>
  BANKS.map((b) => ({ key: b.key, alt: t(`Логотип ${b.name}`, `${b.name} логотипі`, `${b.name} logo`), width: 600, height: 300, format: 'png', svg: () => bankLogo(b) }))

/** All pictures but the parking and storeroom schemes, in upload order (the order fixes their ids). */
export const imageSpecs = (): ImageSpec[] => [
  ...COMPLEXES.flatMap(complexImages),
  ...constructionImages(),
  ...planImages(),
  ...skylineImages(),
  ...interiorImages(),
  ...promoImages(),
  ...bannerImages(),
  ...portraitImages(),
  ...medalImages(),
  ...bankImages(),
]

export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(spec.svg()), { density: 72 }).resize(spec.width, spec.height)
  return spec.format === 'png' ? image.png({ compressionLevel: 6 }).toBuffer() : image.jpeg({ quality: 88 }).toBuffer()
}

type Upload = { key: string; alt: Loc; file: () => Promise<{ data: Buffer; mimetype: string; name: string }> }

/**
 * Uploads run a few at a time, since sharp's resizing dominates. Each upload's database insert waits for the
 * previous one, so media ids come out in the same order on every run (the content stays deterministic).
 */
async function uploadInOrder(payload: Payload, uploads: Upload[], concurrency: number): Promise<Record<string, number>> {
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
          context: { ...SEED_OPTIONS.context, seedUploadOrder: index, [IMAGE_VARIANT_CACHE]: SEED_VARIANT_CACHE },
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
  const store = payload.db as unknown as { drizzle: { insert: (table: unknown) => { values: (rows: unknown[]) => PromiseLike<unknown> } }; tables: Record<string, unknown> }
  const localesTable = store.tables.media_locales
  if (!localesTable) throw new Error('media_locales table not found in the database adapter')
  const alts = uploads.flatMap((upload) => LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((locale) => ({ alt: upload.alt[locale], _locale: locale, _parentID: ids[upload.key] })))
  if (alts.length) await store.drizzle.insert(localesTable).values(alts)
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
export async function uploadImages(payload: Payload, files: FileSpec[], concurrency = defaultConcurrency()): Promise<Record<string, number>> {
  const uploads: Upload[] = [
    ...imageSpecs().map(imageUpload),
    ...files.map((f) => ({ key: f.key, alt: f.alt, file: async () => ({ data: await f.data(), mimetype: f.mimetype, name: f.name }) })),
  ]
  return uploadInOrder(payload, uploads, concurrency)
}

/**
 * The schemes of the parking spaces and storerooms for a seed at this scale: a hundred small images that
 * only the estates need, so they upload while the rest of the content is written (see seed/index.ts).
 */
export async function uploadSchemes(payload: Payload, scale: number, concurrency = defaultConcurrency()): Promise<Record<string, number>> {
  return uploadInOrder(payload, schemeImages(schemeCounts(scale)).map(imageUpload), concurrency)
}

/** Alt texts of the seven interiors, reused by the feedback images that show them. */
export const INTERIOR_ALTS: Loc[] = INTERIORS.map(([, , , alt]) => alt)
