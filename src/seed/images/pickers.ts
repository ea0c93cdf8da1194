import { formatPoints, rectanglePoints } from '../../domain/plan-areas'
import { t } from '../localized'
import { randomFor } from '../random'
import { COMPLEXES, type ComplexSeed, type HouseSeed } from '../texts/catalogue'
import type { DrawnSpec } from './library'
import { circle, darken, lighten, line, linear, rect, svgDoc, text } from './svg'

/**
 * The visual picker's pictures (issue 33) and the polygons over them, drawn from the same geometry so that
 * every outline fits its picture: a project's master plan (a footprint per queue), a queue's facade (a band
 * per floor and section) and a queue's typical floor plan (a flat per place on the landing, numbered as the
 * estates' floor_position). Polygons are in fractions of the picture (domain/plan-areas.ts).
 */

export type PickerDrawing<Area> = { spec: DrawnSpec; areas: Area[] }

const WALL = '#3b4047'
const INK = '#5b6470'

/** A picture's polygons in fractions of its size. */
const fractionOf = (width: number, height: number) => (x: number, y: number, w: number, h: number) => formatPoints(rectanglePoints(x / width, y / height, w / width, h / height))

const MASTER_W = 1600
const MASTER_H = 1000

/** A project's site: roads, a park, trees, and each queue's building seen from above with its number. */
export function masterPlan(complex: ComplexSeed): PickerDrawing<{ house: number; points: string }> {
  const rng = randomFor(`master-plan:${complex.slug}`)
  const toArea = fractionOf(MASTER_W, MASTER_H)
  const parts: string[] = [rect(0, 0, MASTER_W, MASTER_H, '#e6ecdf')]
  // Roads around the block and a driveway through it.
  parts.push(rect(0, 880, MASTER_W, 120, '#c9ccd0'), rect(0, 0, 90, MASTER_H, '#c9ccd0'), rect(90, 470, MASTER_W - 90, 44, '#d8dadd'))
  for (let x = 110; x < MASTER_W; x += 80) parts.push(rect(x, 938, 40, 5, '#f5f5f0'))
  // The yard: a park with paths, a playground.
  parts.push(rect(1180, 120, 340, 300, '#cfe0c3', 'rx="24"'), line(1190, 270, 1510, 270, '#eadfca', 10), circle(1350, 270, 46, '#eadfca'))
  for (let i = 0; i < 26; i++) {
    const [x, y] = [rng.float(1195, 1505), rng.float(135, 405)]
    if (Math.hypot(x - 1350, y - 270) > 60) parts.push(circle(x, y, rng.float(12, 20), darken('#8fb27a', rng.float(0, 0.2))))
  }
  const areas: { house: number; points: string }[] = []
  const count = complex.houses.length
  complex.houses.forEach((house, index) => {
    // Buildings along the driveway, alternately above and below it; a section is a 120 m wide block.
    const sectionWidth = Math.min(130, 900 / count / house.sections)
    const width = sectionWidth * house.sections
    const height = 150 + house.floors * 3
    const column = Math.floor(index / 2)
    const x = 150 + column * 520 + (index % 2) * 60
    const y = index % 2 === 0 ? 440 - height - 30 : 544
    parts.push(rect(x + 14, y + 14, width, height, 'rgba(40,50,60,0.18)'))
    parts.push(rect(x, y, width, height, lighten('#9aa6b2', 0.35), `stroke="${WALL}" stroke-width="3"`))
    for (let s = 1; s < house.sections; s++) parts.push(line(x + s * sectionWidth, y, x + s * sectionWidth, y + height, INK, 2))
    parts.push(circle(x + width / 2, y + height / 2, 34, '#ffffff', `stroke="${WALL}" stroke-width="3"`))
    parts.push(text(x + width / 2, y + height / 2 + 13, String(house.number), 38, WALL, 'text-anchor="middle" font-weight="700"'))
    areas.push({ house: house.number, points: toArea(x, y, width, height) })
  })
  return {
    spec: {
      key: `master-plan-${complex.slug}`,
      alt: t(`Генплан ЖК «${complex.name.ru}»`, `«${complex.name.kk}» тұрғын үй кешенінің бас жоспары`, `${complex.name.en} master plan`),
      width: MASTER_W,
      height: MASTER_H,
      format: 'png',
      svg: () => svgDoc(MASTER_W, MASTER_H, parts.join('')),
    },
    areas,
  }
}

const FLOOR_H = 44
const FLAT_W = 64

/** A queue's street facade: a storey band per floor, a bay per flat, the ground floor's shop windows. */
export function facade(complex: ComplexSeed, house: HouseSeed): PickerDrawing<{ floor: number; section: number; points: string }> {
  const sectionWidth = house.flatsPerFloor * FLAT_W
  const [left, top] = [80, 120]
  const width = left * 2 + sectionWidth * house.sections
  const height = top + house.floors * FLOOR_H + 90
  const toArea = fractionOf(width, height)
  const body = lighten(complex.houses.length > 2 ? '#b9a58f' : '#a4b3c2', 0.2)
  const parts: string[] = [rect(0, 0, width, height, 'url(#sky)'), rect(0, height - 90, width, 90, '#cfd6cc')]
  const groundY = top + house.floors * FLOOR_H
  parts.push(rect(left - 10, top - 24, sectionWidth * house.sections + 20, 24, darken(body, 0.35)))
  parts.push(rect(left, top, sectionWidth * house.sections, house.floors * FLOOR_H, body, `stroke="${WALL}" stroke-width="3"`))
  const areas: { floor: number; section: number; points: string }[] = []
  for (let section = 1; section <= house.sections; section++) {
    const x = left + (section - 1) * sectionWidth
    if (section > 1) parts.push(line(x, top, x, groundY, darken(body, 0.3), 3))
    for (let floor = 1; floor <= house.floors; floor++) {
      const y = groundY - floor * FLOOR_H
      if (floor === 1) {
        parts.push(rect(x + 8, y + 6, sectionWidth - 16, FLOOR_H - 10, '#6f8fa8', `stroke="${WALL}" stroke-width="2"`))
      } else {
        for (let flat = 0; flat < house.flatsPerFloor; flat++) {
          const bay = x + flat * FLAT_W
          parts.push(rect(bay + 10, y + 10, 18, 24, '#8fb0c9', `stroke="${darken(body, 0.4)}" stroke-width="1.5"`))
          parts.push(rect(bay + 36, y + 10, 18, 24, '#8fb0c9', `stroke="${darken(body, 0.4)}" stroke-width="1.5"`))
        }
        parts.push(line(x, y + FLOOR_H, x + sectionWidth, y + FLOOR_H, darken(body, 0.12), 1.5))
      }
      areas.push({ floor, section, points: toArea(x, y, sectionWidth, FLOOR_H) })
    }
    parts.push(rect(x + sectionWidth / 2 - 16, groundY - 34, 32, 34, darken(body, 0.5)))
    parts.push(text(x + sectionWidth / 2, height - 50, String(section), 24, WALL, 'text-anchor="middle" font-weight="700"'))
  }
  return {
    spec: {
      key: `facade-${complex.slug}-${house.number}`,
      alt: t(`Фасад ${house.number} очереди ЖК «${complex.name.ru}»`, `«${complex.name.kk}» ${house.number}-кезегінің қасбеті`, `${complex.name.en}, Phase ${house.number} facade`),
      width,
      height,
      format: 'png',
      svg: () =>
        svgDoc(
          width,
          height,
          parts.join(''),
          linear('sky', [
            [0, '#dfe9f2'],
            [1, '#f4f6f8'],
          ]),
        ),
    },
    areas,
  }
}

const PLAN_W = 1600
const PLAN_H = 900

/**
 * A section's typical floor above the ground floor: flats on both sides of a corridor around the stair and
 * lift core, numbered clockwise from the top left (the estates' floor_position).
 */
export function floorPlan(complex: ComplexSeed, house: HouseSeed): PickerDrawing<{ position: number; points: string }> {
  const toArea = fractionOf(PLAN_W, PLAN_H)
  const [left, top, right, bottom] = [80, 80, PLAN_W - 80, PLAN_H - 80]
  const corridorTop = 400
  const corridorBottom = 500
  const topCount = Math.ceil(house.flatsPerFloor / 2)
  const bottomCount = house.flatsPerFloor - topCount
  const parts: string[] = [rect(0, 0, PLAN_W, PLAN_H, '#fbfaf7'), rect(left, top, right - left, bottom - top, '#f6f2ea', `stroke="${WALL}" stroke-width="10"`)]
  parts.push(rect(left, corridorTop, right - left, corridorBottom - corridorTop, '#ece7dd'))
  // The core: stairs and two lifts in the middle of the corridor.
  const coreX = PLAN_W / 2 - 90
  parts.push(rect(coreX, corridorTop - 10, 180, corridorBottom - corridorTop + 20, '#dcd6ca', `stroke="${WALL}" stroke-width="6"`))
  for (let step = 0; step < 8; step++) parts.push(line(coreX + 10, corridorTop + 5 + step * 12, coreX + 80, corridorTop + 5 + step * 12, INK, 2))
  parts.push(
    rect(coreX + 100, corridorTop + 10, 30, 40, '#c9c3b7', `stroke="${WALL}" stroke-width="3"`),
    rect(coreX + 140, corridorTop + 10, 30, 40, '#c9c3b7', `stroke="${WALL}" stroke-width="3"`),
  )
  const areas: { position: number; points: string }[] = []
  const row = (count: number, y: number, h: number, first: number, reverse: boolean, windowY: number, doorY: number) => {
    const w = (right - left) / count
    for (let i = 0; i < count; i++) {
      const x = left + i * w
      const position = first + (reverse ? count - 1 - i : i)
      parts.push(rect(x, y, w, h, '#f4eadc', `stroke="${WALL}" stroke-width="6"`))
      // A partition between the rooms and the wet rooms by the corridor; windows on the outer wall, the door on the corridor.
      const wetY = reverse ? y + 60 : y + h - 60
      parts.push(line(x + 3, wetY, x + w - 3, wetY, INK, 3), line(x + w * 0.55, y + 3, x + w * 0.55, y + h - 3, INK, 3))
      parts.push(rect(x + w * 0.15, windowY - 5, w * 0.25, 10, '#9cc3dc'), rect(x + w * 0.62, windowY - 5, w * 0.25, 10, '#9cc3dc'))
      parts.push(rect(x + w / 2 - 22, doorY - 5, 44, 10, '#f6f2ea'))
      parts.push(circle(x + w / 2, y + h / 2, 40, '#ffffff', `stroke="${WALL}" stroke-width="4"`))
      parts.push(text(x + w / 2, y + h / 2 + 15, String(position), 42, WALL, 'text-anchor="middle" font-weight="700"'))
      areas.push({ position, points: toArea(x, y, w, h) })
    }
  }
  row(topCount, top, corridorTop - top, 1, false, top, corridorTop)
  if (bottomCount) row(bottomCount, corridorBottom, bottom - corridorBottom, topCount + 1, true, bottom, corridorBottom)
  areas.sort((a, b) => a.position - b.position)
  return {
    spec: {
      key: `floor-plan-${complex.slug}-${house.number}`,
      alt: t(
        `Планировка типового этажа, ${house.number} очередь ЖК «${complex.name.ru}»`,
        `Типтік қабат жоспары, «${complex.name.kk}» ${house.number}-кезегі`,
        `${complex.name.en}, Phase ${house.number}: typical floor plan`,
      ),
      width: PLAN_W,
      height: PLAN_H,
      format: 'png',
      svg: () => svgDoc(PLAN_W, PLAN_H, parts.join('')),
    },
    areas,
  }
}

/** Every picker picture of the demo content: a master plan per project, a facade and a floor plan per queue. */
export const pickerImages = (): DrawnSpec[] =>
  COMPLEXES.flatMap((complex) => [masterPlan(complex).spec, ...complex.houses.flatMap((house) => [facade(complex, house).spec, floorPlan(complex, house).spec])])
