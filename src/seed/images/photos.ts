import { createHash } from 'node:crypto'
import path from 'node:path'

import type { ComplexClass } from '../../domain/complex-filters'
import { Loc, t } from '../localized'
import { randomFor } from '../random'
import { COMPLEXES, type ComplexSeed } from '../texts/catalogue'
import { exteriorScene, type Backdrop, type FacadeStyle, type Mood, type View } from './pov/exterior'
import { interiorScene, type Finishing, type Room } from './pov/interior'
import { portraitScene } from './pov/portrait'

/**
 * The demo content's photographs: 3D scenes (src/seed/images/pov) rendered with POV-Ray by
 * `npm run render:photos` into the committed JPEGs of src/seed/images/photos, which the seed uploads.
 * manifest.json keeps the hash of the scene each JPEG was rendered from (checked by a unit test), so a
 * changed scene is never shipped without its new picture.
 */
export type PhotoSpec = { key: string; alt: Loc; width: number; height: number; format: 'jpeg'; scene: () => string }

export type PhotoManifest = Record<string, string>

export const PHOTO_DIR = path.join(process.cwd(), 'src', 'seed', 'images', 'photos')
export const PHOTO_MANIFEST = 'manifest.json'
export const photoPath = (key: string) => path.join(PHOTO_DIR, `${key}.jpg`)
export const sceneHash = (scene: string) => createHash('sha256').update(scene).digest('hex').slice(0, 16)

const BACKDROP: Record<string, Backdrop> = { almaty: 'mountains', astana: 'river', shymkent: 'steppe', aktau: 'sea', karaganda: 'city', atyrau: 'river' }
const STYLE: Record<ComplexClass, FacadeStyle> = { comfort: 'ribbon', 'comfort-plus': 'ribbon', business: 'stone', premium: 'glass' }

const photo = (key: string, alt: Loc, width: number, height: number, scene: () => string): PhotoSpec => ({ key, alt, width, height, format: 'jpeg', scene })

const complexScene = (c: ComplexSeed, label: string, width: number, height: number, view: View, mood: Mood, built?: number) => () =>
  exteriorScene({
    width,
    height,
    rng: randomFor(`${label}:${c.slug}`),
    palette: c.palette,
    backdrop: BACKDROP[c.city],
    mood,
    view,
    style: STYLE[c.class],
    floors: c.houses.map((h) => h.floors),
    built,
  })

/** Covers and evening views for the 1600 px "hero" size, courtyards at 1200 px (cards). */
const complexPhotos = (c: ComplexSeed): PhotoSpec[] => [
  photo(
    `cover-${c.slug}`,
    new Loc(`ЖК «${c.name.ru}»`, `«${c.name.kk}» тұрғын үй кешені`, `${c.name.en} residential complex`),
    1600,
    1000,
    complexScene(c, 'cover', 1600, 1000, 'aerial', 'day'),
  ),
  photo(
    `evening-${c.slug}`,
    new Loc(`ЖК «${c.name.ru}» вечером`, `«${c.name.kk}» кешені кешкі уақытта`, `${c.name.en} in the evening`),
    1600,
    1000,
    complexScene(c, 'evening', 1600, 1000, 'aerial-east', 'dusk'),
  ),
  photo(
    `yard-${c.slug}`,
    new Loc(`Двор ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің ауласы`, `The courtyard of ${c.name.en}`),
    1200,
    750,
    complexScene(c, 'yard', 1200, 750, 'courtyard', 'day'),
  ),
]

/** Construction progress: the share of the floors already faced on each photo. */
const CONSTRUCTION: [string, number][] = [
  ['alatau-residence', 0.35],
  ['alatau-residence', 0.7],
  ['esil-riverside', 0.5],
  ['caspian-bay', 0.25],
  ['caspian-bay', 0.6],
  ['koktem-hills', 0.45],
]

const constructionPhotos = (): PhotoSpec[] =>
  CONSTRUCTION.map(([slug, built], i) => {
    const c = COMPLEXES.find((x) => x.slug === slug)!
    return photo(
      `construction-${i + 1}`,
      t(`Ход строительства ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің құрылыс барысы`, `Construction of ${c.name.en}`),
      1200,
      750,
      complexScene(c, `construction-${i}`, 1200, 750, 'aerial', 'day', built),
    )
  })

/** City panoramas for the news: a district of towers from high up, by day, at dusk and at dawn. */
const SKYLINES: [string, Loc, Mood, Backdrop][] = [
  ['skyline-day', t('Панорама города днём', 'Күндізгі қала панорамасы', 'City skyline by day'), 'day', 'mountains'],
  ['skyline-evening', t('Вечерний город', 'Кешкі қала', 'The city in the evening'), 'dusk', 'city'],
  ['skyline-dawn', t('Город на рассвете', 'Таң атқандағы қала', 'The city at dawn'), 'dusk', 'river'],
]

const skylinePhotos = (): PhotoSpec[] =>
  SKYLINES.map(([key, alt, mood, backdrop], i) => {
    const c = COMPLEXES[i * 2]
    return photo(key, alt, 1200, 750, () =>
      exteriorScene({
        width: 1200,
        height: 750,
        rng: randomFor(`skyline:${i}`),
        palette: c.palette,
        backdrop,
        mood,
        view: 'skyline',
        style: STYLE[c.class],
        floors: [24, 20, 22, 18, 16],
      }),
    )
  })

/** Flats inside, by room and finishing; also the interiors of the feedback gallery. */
const INTERIORS: [Room, Finishing, string, string, Loc][] = [
  ['living', 'turnkey', '#e9e2d6', '#7f9c8c', t('Светлая гостиная с видом на город', 'Қалаға қарайтын жарық қонақ бөлме', 'A bright living room with a city view')],
  ['kitchen', 'turnkey', '#e4e9ec', '#5f7f99', t('Кухня с панорамным окном', 'Панорамалық терезесі бар ас үй', 'A kitchen with a large window')],
  ['bedroom', 'turnkey', '#efe4dc', '#b07c6a', t('Уютная спальня', 'Жайлы жатын бөлме', 'A cosy bedroom')],
  ['living', 'designer', '#e6e8e1', '#c08a5b', t('Гостиная в тёплых тонах', 'Жылы түстегі қонақ бөлме', 'A living room in warm colours')],
  ['kitchen', 'designer', '#f0ebe3', '#6d8b6a', t('Кухня-гостиная', 'Ас үй-қонақ бөлме', 'An open-plan kitchen')],
  ['bedroom', 'white-box', '#e3e7ee', '#6a7fa6', t('Комната с предчистовой отделкой', 'Таза әрлеу алдындағы бөлме', 'A room with white-box finishing')],
  ['living', 'designer', '#f1ece6', '#8c6f9e', t('Гостиная с дизайнерской отделкой', 'Дизайнерлік әрлеуі бар қонақ бөлме', 'A living room with designer finishing')],
]

const interiorPhotos = (): PhotoSpec[] =>
  INTERIORS.map(([room, finishing, wall, accent, alt], i) =>
    photo(`interior-${i + 1}`, alt, 1000, 1000, () => interiorScene({ width: 1000, height: 1000, rng: randomFor(`interior:${i}`), room, finishing, wall, accent })),
  )

/** Wide banners of the home page's slider, and the phone's tall crops of the first two. */
const BANNERS = ['alatau-residence', 'esil-riverside', 'caspian-bay', 'zhaiyk-park']

const bannerPhotos = (): PhotoSpec[] => {
  const named = (c: ComplexSeed) => new Loc(`ЖК «${c.name.ru}»`, `«${c.name.kk}» тұрғын үй кешені`, c.name.en)
  const complex = (slug: string) => COMPLEXES.find((x) => x.slug === slug)!
  return [
    ...BANNERS.map((slug, i) =>
      photo(`banner-${slug}`, named(complex(slug)), 1920, 800, complexScene(complex(slug), 'banner', 1920, 800, i % 2 ? 'aerial-east' : 'aerial', i % 2 ? 'dusk' : 'day')),
    ),
    ...BANNERS.slice(0, 2).map((slug) => photo(`banner-mobile-${slug}`, named(complex(slug)), 800, 1000, complexScene(complex(slug), 'banner-m', 800, 1000, 'aerial', 'day'))),
  ]
}

/** Portrait look per person: female?, background, clothes. Order: the employees, then the reviewers with photos (texts/company.ts). */
const PORTRAITS: [boolean, string, string][] = [
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

const portraitPhotos = (): PhotoSpec[] =>
  PORTRAITS.map(([female, background, suit], i) =>
    photo(`portrait-${i + 1}`, t('Фото', 'Фото', 'Photo'), 600, 600, () => portraitScene({ width: 600, height: 600, rng: randomFor(`portrait:${i}`), female, background, suit })),
  )

/** Every photo of the demo content, in upload order. */
export const photoSpecs = (): PhotoSpec[] => [
  ...COMPLEXES.flatMap(complexPhotos),
  ...constructionPhotos(),
  ...skylinePhotos(),
  ...interiorPhotos(),
  ...bannerPhotos(),
  ...portraitPhotos(),
]

/** Alt texts of the seven interiors, reused by the feedback images that show them. */
export const INTERIOR_ALTS: Loc[] = INTERIORS.map(([, , , , alt]) => alt)
