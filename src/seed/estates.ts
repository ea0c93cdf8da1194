import type { Payload } from 'payload'

import { storeHandle, storeTable } from '../lib/store-handle'
import { addMissingLatestVersions } from '../migrations/data/latest-versions'
import { runnerOf } from '../services/inventory-sync-store'

import type { ComplexClass } from '../domain/complex-filters'
import { COMPLEXES, RESTORATION_MIX, RESTORATIONS, type ComplexSeed, type HouseSeed, type RestorationCode } from './texts/catalogue'
import { COMMERCIAL_LAYOUTS, flatLayoutsOf, parkingSchemeKey, storeroomSchemeKey, type FlatLayout, type SchemeCounts } from './images/layouts'
import { randomFor, type Random } from './random'

/** A created queue with what the estate generator needs to know about it. */
export type HouseRef = {
  id: number
  complexId: number
  complex: ComplexSeed
  house: HouseSeed
  /** Sections actually built: more than the base count at big scales (see sectionsFor). */
  sections: number
  createdAt: string
}

export type EstateIds = {
  restorations: Record<RestorationCode, number>
  /** Layout images by key (images/layouts.ts): flat and commercial plans, parking and storeroom schemes. */
  layouts: Record<string, number>
}

/** One row of the estates table, keyed as Payload's Drizzle table object names its columns. */
export type EstateRow = {
  slug: string
  _status: 'published'
  geo_flatnum: string
  category: 'flat' | 'comm' | 'garage' | 'storageroom'
  house: number
  complex: number
  status: 'free' | 'reserved' | 'sold'
  rooms: number | null
  area: number
  floor: number
  section: number
  /** A flat's place on its landing (1..flatsPerFloor, as the queue's floor plan numbers it); null for the rest. */
  floor_position: number | null
  price: number
  price_per_m2: number
  restoration: number | null
  layout: number | null
  createdAt: string
  updatedAt: string
}

const ROOM_MIX: Record<ComplexClass, [number, number][]> = {
  comfort: [
    [0, 8],
    [1, 32],
    [2, 35],
    [3, 20],
    [4, 5],
  ],
  'comfort-plus': [
    [0, 4],
    [1, 25],
    [2, 37],
    [3, 26],
    [4, 8],
  ],
  business: [
    [1, 18],
    [2, 35],
    [3, 32],
    [4, 12],
    [5, 3],
  ],
  premium: [
    [1, 5],
    [2, 30],
    [3, 40],
    [4, 18],
    [5, 7],
  ],
}

/** Smaller flats cost more per m², the biggest a little less. */
const ROOM_PRICE_FACTOR: Record<number, number> = { 0: 1.08, 1: 1.05, 2: 1, 3: 0.98, 4: 0.96, 5: 0.95 }

const STATUS_MIX: Record<HouseSeed['status'], [EstateRow['status'], number][]> = {
  planning: [
    ['free', 93],
    ['reserved', 6],
    ['sold', 1],
  ],
  construction: [
    ['free', 74],
    ['reserved', 8],
    ['sold', 18],
  ],
  completed: [
    ['free', 52],
    ['reserved', 8],
    ['sold', 40],
  ],
}

/** Where in its price range a queue sits: presale is cheapest, completed homes cost most. */
const STAGE_POSITION: Record<HouseSeed['status'], [number, number]> = {
  planning: [0, 0.3],
  construction: [0.2, 0.6],
  completed: [0.5, 0.9],
}

/**
 * Sections of a queue at a scale. Scale multiplies the estates; floors stay plausible, so big scales
 * add sections (entrances) instead of floors.
 */
export const sectionsFor = (house: HouseSeed, scale: number): number => Math.max(house.sections, Math.ceil(house.sections * scale))

const round = (value: number, step: number) => Math.round(value / step) * step
const round1 = (value: number) => Math.round(value * 10) / 10

/** Shops and cafés are mostly small and middling; a few take a whole ground floor (COMMERCIAL_LAYOUTS, smallest first). */
const COMMERCIAL_MIX: [number, number][] = [
  [0, 3],
  [1, 4],
  [2, 3],
  [3, 2],
  [4, 1],
]

/** The flat layouts of one section: every floor repeats them, as in a real building. */
function stacksOf(rng: Random, cls: ComplexClass, perFloor: number): FlatLayout[] {
  return Array.from({ length: perFloor }, () => rng.pick(flatLayoutsOf(rng.weighted(ROOM_MIX[cls]))))
}

/** Parking spaces and storerooms of a queue: about one place per three flats, one storeroom per seven. */
export function placesOf(house: HouseSeed, scale: number): SchemeCounts {
  const baseFlats = (house.floors - 1) * house.sections * house.flatsPerFloor
  return { parking: Math.round(baseFlats * 0.3 * scale), storerooms: Math.round(baseFlats * 0.15 * scale) }
}

/**
 * The numbered schemes to draw: up to the highest place numbers of any queue, but never more than at
 * scale 1. A benchmark's store (scale 17, some 18,000 places) would otherwise upload thousands of images;
 * there, places numbered beyond those of the demo content have no scheme.
 */
export function schemeCounts(scale: number): SchemeCounts {
  const all = COMPLEXES.flatMap((c) => c.houses.map((h) => placesOf(h, Math.min(scale, 1))))
  return { parking: Math.max(0, ...all.map((p) => p.parking)), storerooms: Math.max(0, ...all.map((p) => p.storerooms)) }
}

/** The section (entrance) of place `n` of `count`: each section has a run of consecutive numbers. */
const sectionOfPlace = (n: number, count: number, sections: number) => Math.floor(((n - 1) * sections) / count) + 1

/** Below ground: the car park and the storerooms, under the entrances. */
const UNDERGROUND_FLOOR = -1

/** All estates of one queue, in CRM order: flats, commercial premises, parking spaces, storerooms. */
export function* estatesOfHouse(ref: HouseRef, scale: number, ids: EstateIds): Generator<EstateRow> {
  const { complex, house } = ref
  const rng = randomFor(`estates:${complex.code}-${house.number}`)
  const [minPrice, maxPrice] = complex.pricePerM2
  const [stageMin, stageMax] = STAGE_POSITION[house.status]
  const basePerM2 = minPrice + (maxPrice - minPrice) * rng.float(stageMin, stageMax)
  // Below scale 1 the building keeps its shape and fewer of its units are listed.
  const keep = Math.min(1, (house.sections * scale) / ref.sections)
  const prefix = `${complex.code}-${house.number}`
  const slugPrefix = prefix.toLowerCase()
  const common = { _status: 'published' as const, house: ref.id, complex: ref.complexId, createdAt: ref.createdAt, updatedAt: ref.createdAt }
  const status = () => rng.weighted(STATUS_MIX[house.status])

  let flatNumber = 0
  for (let section = 1; section <= ref.sections; section++) {
    const stacks = stacksOf(rng, complex.class, house.flatsPerFloor)
    for (let floor = 2; floor <= house.floors; floor++) {
      for (const [position, stack] of stacks.entries()) {
        flatNumber++
        if (keep < 1 && !rng.chance(keep)) continue
        const restoration = rng.weighted(RESTORATION_MIX[complex.class])
        const markup = RESTORATIONS.find((r) => r.code === restoration)?.markup ?? 0
        const floorFactor = 1 + Math.min(floor - 2, 15) * 0.004
        const perM2 = basePerM2 * ROOM_PRICE_FACTOR[stack.rooms] * floorFactor * (1 + markup) * rng.float(0.98, 1.02)
        const price = round(stack.area * perM2, 10_000)
        yield {
          ...common,
          slug: `${slugPrefix}-flat-${flatNumber}`,
          geo_flatnum: `${prefix}-${flatNumber}`,
          category: 'flat',
          status: status(),
          rooms: stack.rooms,
          area: stack.area,
          floor,
          section,
          floor_position: position + 1,
          price,
          price_per_m2: Math.round(price / stack.area),
          restoration: ids.restorations[restoration],
          layout: ids.layouts[stack.key] ?? null,
        }
      }
    }
  }

  // Shops, cafés and offices on the ground floor, two or three per section, numbered apart from the flats
  // ("НП": non-residential premises).
  let commNumber = 0
  for (let section = 1; section <= ref.sections; section++) {
    const units = rng.int(2, 3)
    for (let unit = 0; unit < units; unit++) {
      commNumber++
      if (keep < 1 && !rng.chance(keep)) continue
      const { key, area } = COMMERCIAL_LAYOUTS[rng.weighted(COMMERCIAL_MIX)]
      const restoration: RestorationCode = rng.chance(0.6) ? 'rough' : 'white-box'
      const price = round(area * basePerM2 * rng.float(1.12, 1.3), 10_000)
      yield {
        ...common,
        slug: `${slugPrefix}-comm-${commNumber}`,
        geo_flatnum: `${prefix}-НП-${commNumber}`,
        category: 'comm',
        status: status(),
        rooms: null,
        area,
        floor: 1,
        section,
        floor_position: null,
        price,
        price_per_m2: Math.round(price / area),
        restoration: ids.restorations[restoration],
        layout: ids.layouts[key] ?? null,
      }
    }
  }

  // The underground car park and storerooms: each numbered on its own (P№…, K-…), a run of numbers under
  // each entrance, each place with the scheme of its number.
  const places = placesOf(house, scale)
  const parking = places.parking
  const [minParking, maxParking] = complex.parkingPrice
  for (let n = 1; n <= parking; n++) {
    const area = round1(rng.float(13, 18))
    const price = round(rng.float(minParking, maxParking), 100_000)
    yield {
      ...common,
      slug: `${slugPrefix}-parking-${n}`,
      geo_flatnum: `P№${n}`,
      category: 'garage',
      status: status(),
      rooms: null,
      area,
      floor: UNDERGROUND_FLOOR,
      section: sectionOfPlace(n, parking, ref.sections),
      floor_position: null,
      price,
      price_per_m2: Math.round(price / area),
      restoration: null,
      layout: ids.layouts[parkingSchemeKey(n)] ?? null,
    }
  }
  const storerooms = places.storerooms
  for (let n = 1; n <= storerooms; n++) {
    const area = round1(rng.float(3, 8))
    const price = Math.min(3_000_000, Math.max(1_000_000, round(area * basePerM2 * rng.float(0.4, 0.5), 10_000)))
    yield {
      ...common,
      slug: `${slugPrefix}-storeroom-${n}`,
      geo_flatnum: `K-${n}`,
      category: 'storageroom',
      status: status(),
      rooms: null,
      area,
      floor: UNDERGROUND_FLOOR,
      section: sectionOfPlace(n, storerooms, ref.sections),
      floor_position: null,
      price,
      price_per_m2: Math.round(price / area),
      restoration: null,
      layout: ids.layouts[storeroomSchemeKey(n)] ?? null,
    }
  }
}

const CHUNK = 500

/**
 * Writes the estates straight into the table: thousands of Local API creates would take minutes. Estates
 * have no localized fields, arrays or hasMany relations, so one table holds everything; the derived columns
 * the collection hook would set (complex, price_per_m2) are set by the generator. Then each gets its latest
 * version in one statement (as a Local API create writes one): the admin lists estates from the versions
 * table, and lists none without one.
 */
export async function insertEstates(payload: Payload, houses: HouseRef[], scale: number, ids: EstateIds): Promise<number> {
  const { drizzle } = storeHandle(payload)
  const table = storeTable(payload, 'estates')
  let total = 0
  for (const house of houses) {
    // One transaction per queue: fast on SQLite (one fsync per queue) and small enough for PostgreSQL.
    await drizzle.transaction(async (tx) => {
      let chunk: EstateRow[] = []
      for (const row of estatesOfHouse(house, scale, ids)) {
        chunk.push(row)
        if (chunk.length === CHUNK) {
          await tx.insert(table).values(chunk)
          total += chunk.length
          chunk = []
        }
      }
      if (chunk.length) {
        await tx.insert(table).values(chunk)
        total += chunk.length
      }
    })
  }
  const started = performance.now()
  const { added } = await addMissingLatestVersions(runnerOf(payload), ['estates'])
  payload.logger.info(`[seed] latest versions of ${added.estates ?? 0} estates written in ${Math.round(performance.now() - started)} ms`)
  return total
}
