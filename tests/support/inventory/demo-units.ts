import type { CrmCategory, CrmHouse, CrmProject, CrmStatus, CrmUnit } from '../../../src/crm/inventory/source'

/**
 * Realistic demo inventory for the CRM stand-ins: projects → houses → units with plausible numbers,
 * floors, sections, areas and KZT prices. Deterministic for a seed.
 */

/** A unit as a stand-in serves it: normalised, with the vendor's raw type or status when a test wants one the adapter does not know. */
export type StandInUnit = CrmUnit & { vendorType?: string; vendorStatus?: string }
export type DemoInventory = { projects: CrmProject[]; houses: CrmHouse[]; units: StandInUnit[] }

const PROJECT_NAMES = ['Алатау Резиденс', 'Esentai Park', 'Nurly Tau', 'Keruen City', 'Ak Bulak', 'Sky Towers', 'Zhetysu', 'Orbita Comfort']

/** mulberry32: a small seeded generator. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function demoInventory({
  projects = 2,
  housesPerProject = 2,
  unitsPerHouse = 60,
  seed = 1,
}: { projects?: number; housesPerProject?: number; unitsPerHouse?: number; seed?: number } = {}): DemoInventory {
  const next = random(seed)
  const between = (min: number, max: number) => min + next() * (max - min)
  const pick = <T>(weights: [T, number][]): T => {
    let roll = next()
    for (const [value, weight] of weights) if ((roll -= weight) < 0) return value
    return weights[weights.length - 1][0]
  }
  const result: DemoInventory = { projects: [], houses: [], units: [] }
  let unitId = 500_000
  for (let p = 0; p < projects; p++) {
    const project = { id: String(1000 + p), name: PROJECT_NAMES[p % PROJECT_NAMES.length] + (p >= PROJECT_NAMES.length ? ` ${p + 1}` : '') }
    result.projects.push(project)
    // KZT per m² of this project's flats (Almaty and Astana new builds: 450–750 thousand).
    const pricePerMetre = Math.round(between(450_000, 750_000) / 1000) * 1000
    for (let h = 0; h < housesPerProject; h++) {
      const house = { id: String(20_000 + p * 100 + h), projectId: project.id, name: `${h + 1} очередь` }
      result.houses.push(house)
      const floors = Math.round(between(9, 16))
      const sections = Math.round(between(1, 4))
      const counters: Record<CrmCategory, number> = { flat: 0, commercial: 0, parking: 0, storeroom: 0 }
      for (let u = 0; u < unitsPerHouse; u++) {
        const category = pick<CrmCategory>([
          ['flat', 0.85],
          ['commercial', 0.04],
          ['parking', 0.08],
          ['storeroom', 0.03],
        ])
        const index = ++counters[category]
        const status = pick<CrmStatus>([
          ['free', 0.6],
          ['reserved', 0.1],
          ['sold', 0.28],
          ['off', 0.02],
        ])
        const section = 1 + (u % sections)
        let unit: StandInUnit
        if (category === 'flat') {
          const rooms = pick([
            [1, 0.35],
            [2, 0.35],
            [3, 0.22],
            [4, 0.08],
          ])
          const area = Math.round((22 + rooms * 17 + between(-4, 8)) * 10) / 10
          unit = {
            id: '',
            houseId: house.id,
            projectId: project.id,
            number: String(index),
            category,
            rooms,
            area,
            floor: 2 + (index % (floors - 1)),
            section,
            price: Math.round((area * pricePerMetre) / 1000) * 1000,
            status,
          }
        } else if (category === 'commercial') {
          const area = Math.round(between(45, 180) * 10) / 10
          unit = {
            id: '',
            houseId: house.id,
            projectId: project.id,
            number: `C-${index}`,
            category,
            rooms: null,
            area,
            floor: 1,
            section,
            price: Math.round((area * pricePerMetre * 1.3) / 1000) * 1000,
            status,
          }
        } else if (category === 'parking') {
          unit = {
            id: '',
            houseId: house.id,
            projectId: project.id,
            number: `P№${index}`,
            category,
            rooms: null,
            area: Math.round(between(13, 18) * 10) / 10,
            floor: -1,
            section: null,
            price: Math.round(between(3, 6.5)) * 1_000_000,
            status,
          }
        } else {
          unit = {
            id: '',
            houseId: house.id,
            projectId: project.id,
            number: `K-${index}`,
            category,
            rooms: null,
            area: Math.round(between(3, 8) * 10) / 10,
            floor: -1,
            section: null,
            price: Math.round(between(1, 2.5) * 10) * 100_000,
            status,
          }
        }
        unit.id = String(unitId++)
        result.units.push(unit)
      }
    }
  }
  return result
}
