import { beforeAll, describe, expect, inject, it } from 'vitest'

import { planImages, schemeImages } from '@/seed/images/layouts'
import { COMPLEXES } from '@/seed/texts/catalogue'
import { ok } from './catalogue-support'

/**
 * The demo content agrees with itself (issue 18): a flat's or commercial premises' plan shows room areas
 * that add up to the area the listing states, each parking space and storeroom has a scheme that
 * highlights its own number, and a queue's chessboard never shows one number twice in a cell. The
 * pictures are checked as drawn: the seed's SVG of the image each estate points to (the stored file is
 * rendered from it), found by the file's name.
 */

type Estate = { id: number; number: string; category: string; rooms: number | null; area: number; house: { slug: string }; layout: { url: string } | null }
type Cell = { id: number; number: string; category: string; floor: number | null; section: number | null }

/** The seed's drawings by image key; every scheme the seed can draw at scale 1 and far beyond. */
const DRAWINGS = new Map([...planImages(), ...schemeImages({ parking: 2000, storerooms: 2000 })].map((spec) => [spec.key, spec.svg]))

/** The seeded queues: other test files add queues of their own to the same store. */
const SEEDED_HOUSES = new Set(COMPLEXES.flatMap((c) => c.houses.map((h) => `${c.slug}-${h.number}`)))

/** The seed's image key of an uploaded file: "plan-2-7-8a3fa005.webp" (its content's hash added on upload) is "plan-2-7". */
const imageKey = (url: string): string => decodeURIComponent(url.split('/').pop()!).replace(/-[0-9a-f]{8}\.[a-z]+$/, '')

const drawingOf = (estate: Estate): string => {
  expect(estate.layout, `estate ${estate.id} (${estate.category} ${estate.number}) has a layout image`).not.toBeNull()
  const file = decodeURIComponent(estate.layout!.url.split('/').pop()!)
  const draw = DRAWINGS.get(imageKey(file))
  expect(draw, `the seed drew ${file}`).toBeDefined()
  return draw!()
}

/** Area labels of a plan ("17.5 m²"), in tenths of m² so that sums are exact. */
const areaLabels = (svg: string): number[] => [...svg.matchAll(/>(\d+\.\d) m²</g)].map((m) => Math.round(Number(m[1]) * 10))

/** Labels of the places a scheme highlights. */
const highlighted = (svg: string): string[] => [...svg.matchAll(/<g data-place="([^"]+)" data-chosen="true">/g)].map((m) => m[1])

describe.each(inject('targets'))('seeded demo content on $name', ({ baseUrl }) => {
  const estates = new Map<string, Estate[]>()

  async function all(category: string): Promise<Estate[]> {
    const found: Estate[] = []
    for (let page = 1; ; page++) {
      const body = await ok(baseUrl, `/api/estates?category=${category}&status=all&per_page=100&page=${page}`)
      found.push(...body.data.filter((e: Estate) => SEEDED_HOUSES.has(e.house.slug)))
      if (page >= body.meta.last_page) return found
    }
  }

  beforeAll(async () => {
    for (const category of ['flat', 'comm', 'garage', 'storageroom']) estates.set(category, await all(category))
    for (const [category, list] of estates) expect(list.length, `seeded ${category} estates`).toBeGreaterThan(0)
  }, 120_000)

  it('every flat and commercial premises has a plan whose room areas add up to its own area', () => {
    for (const estate of [...estates.get('flat')!, ...estates.get('comm')!]) {
      const labels = areaLabels(drawingOf(estate))
      const name = `${estate.category} ${estate.number} of ${estate.house.slug}, ${estate.area} m²`
      expect(labels.length, `${name}: rooms labelled`).toBeGreaterThan(estate.category === 'flat' ? 1 : 0)
      expect(labels.reduce((sum, a) => sum + a, 0) / 10, `${name}: the plan's rooms`).toBe(estate.area)
    }
  })

  it('every flat has a plan of its own room count', () => {
    for (const estate of estates.get('flat')!) {
      expect(imageKey(estate.layout!.url), `flat ${estate.number} of ${estate.house.slug}`).toMatch(new RegExp(`^plan-${estate.rooms}-\\d+$`))
    }
  })

  it('every parking space and storeroom has a scheme highlighting its own number, none shared within a queue', () => {
    for (const [category, label] of [
      ['garage', (n: string) => `P ${n}`],
      ['storageroom', (n: string) => n],
    ] as const) {
      const schemes = new Map<string, Set<string>>()
      for (const estate of estates.get(category)!) {
        expect(highlighted(drawingOf(estate)), `${category} ${estate.number} of ${estate.house.slug}`).toEqual([label(estate.number)])
        const used = schemes.get(estate.house.slug) ?? new Set()
        expect(used.has(estate.layout!.url), `${category} ${estate.number} of ${estate.house.slug}: a scheme no other place of the queue shows`).toBe(false)
        schemes.set(estate.house.slug, used.add(estate.layout!.url))
      }
    }
  })

  it('a queue numbers each kind of estate apart, with no number twice in a category or in a cell of its chessboard', async () => {
    for (const slug of SEEDED_HOUSES) {
      const cells: Cell[] = (await ok(baseUrl, `/api/houses/s/${slug}`)).data.chessboard.estates
      const byCategory = new Map<string, string[]>()
      const byPlace = new Map<string, Cell[]>()
      for (const cell of cells) {
        byCategory.set(cell.category, [...(byCategory.get(cell.category) ?? []), cell.number])
        const place = `${cell.floor}:${cell.section}`
        byPlace.set(place, [...(byPlace.get(place) ?? []), cell])
      }
      for (const [category, numbers] of byCategory) expect(new Set(numbers).size, `${slug}: ${category} numbers`).toBe(numbers.length)
      // Flats are numbered through the house, from 1.
      const flats = (byCategory.get('flat') ?? []).map(Number).sort((a, b) => a - b)
      expect(flats, `${slug}: flat numbers`).toEqual(flats.map((_, i) => i + 1))
      for (const [place, inCell] of byPlace) {
        const numbers = inCell.map((c) => c.number)
        expect(new Set(numbers).size, `${slug}, floor:section ${place}: ${numbers.join(' ')}`).toBe(numbers.length)
        // Flats never share a floor's cell with premises, parking spaces or storerooms.
        const kinds = new Set(inCell.map((c) => (c.category === 'flat' ? 'flat' : 'other')))
        expect(kinds.size, `${slug}, floor:section ${place}: flats apart`).toBe(1)
      }
    }
  })
})
