import type { Payload } from 'payload'

import { CATEGORIES, CITIES, COMPLEXES, RESTORATIONS, houseName, progressPercent, type ComplexSeed, type HouseSeed, type RestorationCode } from './texts/catalogue'
import { MONTHS, STAGE } from './texts/articles'
import { insertEstates, sectionsFor, type HouseRef } from './estates'
import { facade, floorPlan, masterPlan } from './images/pickers'
import type { EstateChange } from '../domain/price-history'
import { recordEstateChanges } from '../services/price-history'
import { Loc, createLocalized, t, updateLocalized } from './localized'
import { GUARANTOR, PERMIT_ISSUER, permitDay, permitNumber } from './settings'
import { REFERENCE_DATE, daysBefore } from './random'
import { richText } from './richtext'

/** The catalogue: cities, categories, finishing types, complexes, queues, estates, construction reports. */

export type Ids = Record<string, number>

export type Catalogue = {
  cities: Ids
  restorations: Record<RestorationCode, number>
  complexes: Ids
  /** Queues by "{complex slug}-{number}". */
  houses: Ids
  houseRefs: HouseRef[]
}

export async function seedReference(payload: Payload): Promise<Pick<Catalogue, 'cities' | 'restorations'>> {
  const cities: Ids = {}
  for (const city of CITIES) cities[city.slug] = (await createLocalized(payload, 'cities', { name: city.name, slug: city.slug })).id
  const restorations = {} as Record<RestorationCode, number>
  for (const r of RESTORATIONS) restorations[r.code] = (await createLocalized(payload, 'restorations', { code: r.code, title: r.title, order: r.order })).id
  return { cities, restorations }
}

/**
 * The four estate categories. Written last of all: start-up seeds a store without categories, so a seed
 * that failed half-way is not mistaken for a complete one (it fails again loudly; `--reset` cleans up).
 */
export async function seedCategories(payload: Payload): Promise<void> {
  for (const category of CATEGORIES) {
    await createLocalized(payload, 'estate-categories', { code: category.code, title: category.title, order: category.order })
  }
}

/** Last day of a quarter, as the completion date. */
const quarterEnd = (year: number, quarter: number) => new Date(Date.UTC(year, quarter * 3, 0)).toISOString()

const quarterText = (h: HouseSeed): Loc =>
  h.status === 'completed'
    ? t(`сдана в ${h.quarter} квартале ${h.year} года`, `${h.year} жылдың ${h.quarter}-тоқсанында пайдалануға берілді`, `completed in Q${h.quarter} ${h.year}`)
    : t(`сдача в ${h.quarter} квартале ${h.year} года`, `${h.year} жылдың ${h.quarter}-тоқсанында тапсырылады`, `completion in Q${h.quarter} ${h.year}`)

/**
 * A project's description: its story only. Its features and its queues have their own sections on the
 * project page (features with nearby places, queue cards with prices); repeating them here listed them twice.
 */
function complexDescription(c: ComplexSeed) {
  return new Loc(richText(...c.about.ru), richText(...c.about.kk), richText(...c.about.en))
}

function houseDescription(h: HouseSeed, sections: number): Loc {
  const done = quarterText(h)
  return t(
    `${h.floors}-этажный дом, подъездов: ${sections}; ${done.ru}.`,
    `${h.floors} қабатты үй, кіреберістер саны: ${sections}; ${done.kk}.`,
    `${/^(8|11|18)\b/.test(String(h.floors)) ? 'An' : 'A'} ${h.floors}-storey building with ${sections} entrances; ${done.en}.`,
  )
}

/** Completion of the whole complex: its last queue. */
const completionOf = (c: ComplexSeed) => {
  const last = [...c.houses].sort((a, b) => a.year * 4 + a.quarter - (b.year * 4 + b.quarter)).at(-1)!
  return quarterEnd(last.year, last.quarter)
}

/** When a queue's listings were loaded from the CRM: earlier for older queues. Fixed, not the clock. */
const listedAt = (h: HouseSeed) => daysBefore({ completed: 420, construction: 210, planning: 60 }[h.status] + h.number).toISOString()

export async function seedProjects(payload: Payload, reference: Pick<Catalogue, 'cities' | 'restorations'>, images: Ids, scale: number): Promise<Catalogue> {
  const complexes: Ids = {}
  const houses: Ids = {}
  const houseRefs: HouseRef[] = []
  for (const [index, c] of COMPLEXES.entries()) {
    const doc = await createLocalized(payload, 'complexes', {
      slug: c.slug,
      name: c.name,
      city: reference.cities[c.city],
      district: c.district,
      address: c.address,
      latitude: c.latitude,
      longitude: c.longitude,
      class: c.class,
      status: c.status,
      completion_date: completionOf(c),
      short_description: c.short,
      description: complexDescription(c),
      cover: images[`cover-${c.slug}`],
      gallery: [images[`evening-${c.slug}`], images[`yard-${c.slug}`], images[`cover-${c.slug}`]],
      features: c.features.map((title) => ({ title })),
      infrastructure: c.infrastructure.map((i) => ({ title: i.title, distance: i.distance })),
      order: index + 1,
      seo: {
        title: t(`ЖК «${c.name.ru}» — квартиры от застройщика Qazaq Stroy`, `«${c.name.kk}» тұрғын үй кешені — Qazaq Stroy пәтерлері`, `${c.name.en}: new homes by Qazaq Stroy`),
        description: c.short,
      },
    })
    complexes[c.slug] = doc.id
    for (const h of c.houses) {
      const sections = sectionsFor(h, scale)
      const house = await createLocalized(payload, 'houses', {
        complex: doc.id,
        slug: `${c.slug}-${h.number}`,
        name: houseName(h.number),
        completion_year: h.year,
        completion_quarter: h.quarter,
        floors: h.floors,
        sections,
        status: h.status,
        description: houseDescription(h, sections),
        gallery: [images[h.number % 2 ? `cover-${c.slug}` : `evening-${c.slug}`], images[`yard-${c.slug}`]],
        ...queuePickers(c, h, images),
        order: h.number,
        seo: {
          title: t(`ЖК «${c.name.ru}», ${h.number} очередь`, `«${c.name.kk}» тұрғын үй кешені, ${h.number}-кезек`, `${c.name.en}, Phase ${h.number}`),
          description: houseDescription(h, sections),
        },
      })
      houses[`${c.slug}-${h.number}`] = house.id
      houseRefs.push({ id: house.id, complexId: doc.id, complex: c, house: h, sections, createdAt: listedAt(h) })
    }
    // The master plan and the queues' documents name the queues, so they come once the queues exist.
    const plan = masterPlan(c)
    await updateLocalized(payload, 'complexes', doc.id, {
      master_plan: { image: images[plan.spec.key], areas: plan.areas.map((a) => ({ house: houses[`${c.slug}-${a.house}`], points: a.points })) },
      documents: projectDocuments(c, index, images, houses),
    })
  }
  return { ...reference, complexes, houses, houseRefs }
}

/** A project's library: its permit and declaration, and each queue's guarantee of the Kazakhstan Housing Company. */
function projectDocuments(c: ComplexSeed, index: number, images: Record<string, number>, houses: Record<string, number>) {
  const day = (text: string) => {
    const [d, m, y] = text.split('.')
    return `${y}-${m}-${d}T00:00:00.000Z`
  }
  return [
    {
      kind: 'permit' as const,
      title: t('Уведомление о начале строительно-монтажных работ', 'Құрылыс-монтаж жұмыстарының басталғаны туралы хабарлама', 'Notice of the start of construction works'),
      issuer: PERMIT_ISSUER,
      number: permitNumber(index),
      issued_at: day(permitDay(index)),
      file: images[`permit-${c.slug}`],
    },
    ...c.houses.map((h) => ({
      kind: 'guarantee' as const,
      house: houses[`${c.slug}-${h.number}`],
      title: t(`Гарантия ЕУК, очередь ${h.number}`, `ЕУК кепілдігі, ${h.number}-кезек`, `KHC guarantee, phase ${h.number}`),
      issuer: GUARANTOR,
      number: `Г-${2024 + (h.number % 2)}/${String(100 + index * 10 + h.number)}`,
      issued_at: day(`${String(5 + h.number).padStart(2, '0')}.04.${2024 + (h.number % 2)}`),
      file: images[`guarantee-${c.slug}-${h.number}`],
    })),
    {
      kind: 'declaration' as const,
      title: t('Проектная декларация', 'Жобалық декларация', 'Project declaration'),
      file: images[`declaration-${c.slug}`],
    },
  ]
}

/**
 * A queue's facade with a polygon per floor of each section drawn (a big scale's added sections have none:
 * the chessboard reaches them), and its typical floor plan for the floors above the shops.
 */
function queuePickers(c: ComplexSeed, h: HouseSeed, images: Ids) {
  const front = facade(c, h)
  const plan = floorPlan(c, h)
  return {
    facade: { image: images[front.spec.key], areas: front.areas },
    floor_plans: [{ image: images[plan.spec.key], floor_from: 2, floor_to: h.floors, areas: plan.areas }],
  }
}

export async function seedEstates(payload: Payload, catalogue: Catalogue, images: Ids, scale: number): Promise<number> {
  const count = await insertEstates(payload, catalogue.houseRefs, scale, { restorations: catalogue.restorations, layouts: images })
  await seedPriceHistory(payload)
  return count
}

/**
 * A past price change or two for a few free flats (one in every 40 of the first 240, by id), so that the
 * property page's price history shows on the demo: written through the history's own service, as the
 * seed's. Their prices stay the seeded ones: the history ends at them.
 */
async function seedPriceHistory(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'estates',
    where: { and: [{ status: { equals: 'free' } }, { category: { equals: 'flat' } }] },
    sort: 'id',
    limit: 240,
    depth: 0,
    select: { price: true },
    overrideAccess: true,
  })
  const at = (days: number) => daysBefore(days).toISOString()
  const round = (value: number) => Math.round(value / 10_000) * 10_000
  const changes: EstateChange[] = []
  docs.forEach((estate, index) => {
    if (index % 40 !== 0) return
    const before = round(estate.price * (1 + 0.03 + (index % 80 === 0 ? 0.02 : 0)))
    if (index % 80 === 0) changes.push({ estate: estate.id, previous_price: round(before * 0.97), price: before, previous_status: 'free', status: 'free', date: at(75) })
    changes.push({ estate: estate.id, previous_price: before, price: estate.price, previous_status: 'free', status: 'free', date: at(20) })
  })
  return recordEstateChanges(payload, changes, { source: 'seed' })
}

/** Monthly reports for the six months before the reference date, for every queue under construction. */
export async function seedConstructionProgress(payload: Payload, catalogue: Catalogue, images: Ids): Promise<number> {
  const photos = Object.keys(images).filter((key) => key.startsWith('construction-'))
  let count = 0
  for (const ref of catalogue.houseRefs) {
    if (ref.house.status !== 'construction') continue
    for (let back = 5; back >= 0; back--) {
      const date = new Date(Date.UTC(REFERENCE_DATE.getUTCFullYear(), REFERENCE_DATE.getUTCMonth() - 1 - back, 1))
      const [year, month] = [date.getUTCFullYear(), date.getUTCMonth() + 1]
      const percent = progressPercent(ref.house, year, month)
      const stage = STAGE(percent)
      const first = (count + back) % photos.length
      await createLocalized(payload, 'construction-progress', {
        slug: `${ref.complex.slug}-${ref.house.number}-${year}-${String(month).padStart(2, '0')}`,
        complex: ref.complexId,
        house: ref.id,
        month: date.toISOString(),
        percent,
        text: t(
          `${MONTHS.ru[month - 1][0].toUpperCase()}${MONTHS.ru[month - 1].slice(1)} ${year}: готовность ${percent}%, ${stage.ru}.`,
          `${year} жылғы ${MONTHS.kk[month - 1]}: дайындығы ${percent}%, ${stage.kk}.`,
          `${MONTHS.en[month - 1]} ${year}: ${percent}% complete, ${stage.en}.`,
        ),
        photos: [images[photos[first]], images[photos[(first + 1) % photos.length]]],
      })
      count++
    }
  }
  return count
}
