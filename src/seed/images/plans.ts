import { circle, ellipse, line, n, rect, svgDoc, text } from './svg'

/**
 * Architectural floor plans, drawn from a few rules: rooms along the window side, a corridor, wet rooms and
 * the entrance along the back. Walls, doors, windows, furniture outlines and the area of every room in m²;
 * the areas shown add up to the flat's own (see flatPlanArea). Parking and storeroom schemes highlight one
 * place by its number.
 */

const SIZE = 1200
const WALL = '#3b4047'
const INK = '#8c959e'
const FLOOR: Record<string, string> = {
  living: '#f4eadc',
  bedroom: '#edf1f4',
  kitchen: '#f4eadc',
  studio: '#f4eadc',
  bath: '#e2eef1',
  wc: '#e2eef1',
  hall: '#f6f2ea',
  storage: '#f1efea',
  corridor: '#f6f2ea',
}

type Kind = keyof typeof FLOOR
type Box = { kind: Kind; x: number; y: number; w: number; h: number }

/** One flat layout: its room count (0 is a studio), its drawing (1 or 2: room widths, entrance side) and the total area it is drawn to. */
export type FlatPlanSpec = { rooms: number; variant: number; target: number }

const TOP = 5.6
const CORRIDOR = 1.4
const BACK = 2.6

/** Widths (m) of the rooms on the window side, by room count and variant. */
function topRooms(rooms: number, variant: number): { kind: Kind; w: number }[] {
  const v = variant === 2
  switch (rooms) {
    case 0:
      return [{ kind: 'studio', w: v ? 4.8 : 4.4 }]
    case 1:
      return [
        { kind: 'kitchen', w: v ? 3.0 : 2.8 },
        { kind: 'bedroom', w: v ? 3.6 : 3.4 },
      ]
    case 2:
      return [
        { kind: 'living', w: v ? 4.6 : 4.2 },
        { kind: 'bedroom', w: 3.4 },
      ]
    case 3:
      return [
        { kind: 'bedroom', w: 3.2 },
        { kind: 'living', w: v ? 5.0 : 4.6 },
        { kind: 'bedroom', w: v ? 3.0 : 3.4 },
      ]
    case 4:
      return [
        { kind: 'bedroom', w: 3.2 },
        { kind: 'living', w: 5.2 },
        { kind: 'bedroom', w: 3.2 },
        { kind: 'bedroom', w: 3.0 },
      ]
    default:
      return [
        { kind: 'bedroom', w: 3.2 },
        { kind: 'bedroom', w: 3.0 },
        { kind: 'living', w: 5.6 },
        { kind: 'bedroom', w: 3.2 },
        { kind: 'bedroom', w: 3.0 },
      ]
  }
}

/** Rooms along the back wall; whatever width is left becomes the entrance hall. */
function backRooms(rooms: number): { kind: Kind; w: number }[] {
  if (rooms <= 1) return [{ kind: 'bath', w: 2.0 }]
  if (rooms === 2)
    return [
      { kind: 'bath', w: 2.2 },
      { kind: 'storage', w: 1.4 },
    ]
  if (rooms === 3)
    return [
      { kind: 'bath', w: 2.4 },
      { kind: 'wc', w: 1.4 },
      { kind: 'storage', w: 1.6 },
    ]
  return [
    { kind: 'bath', w: 2.6 },
    { kind: 'wc', w: 1.5 },
    { kind: 'storage', w: 2.0 },
    { kind: 'bath', w: 2.2 },
  ]
}

/** The rooms of a variant at its natural size, in metres. */
function baseLayout(rooms: number, variant: number): Box[] {
  const top = topRooms(rooms, variant)
  const width = top.reduce((s, r) => s + r.w, 0)
  const boxes: Box[] = []
  let x = 0
  for (const r of top) {
    boxes.push({ kind: r.kind, x, y: 0, w: r.w, h: TOP })
    x += r.w
  }
  const hasCorridor = rooms >= 2
  if (hasCorridor) boxes.push({ kind: 'corridor', x: 0, y: TOP, w: width, h: CORRIDOR })
  const backY = TOP + (hasCorridor ? CORRIDOR : 0)
  const back = backRooms(rooms)
  const hallWidth = Math.max(1.6, width - back.reduce((s, r) => s + r.w, 0))
  // Variant 2 mirrors the back row: the entrance on the other side.
  const row = variant === 2 ? [...back, { kind: 'hall' as Kind, w: hallWidth }] : [{ kind: 'hall' as Kind, w: hallWidth }, ...back]
  const scaleBack = width / row.reduce((s, r) => s + r.w, 0)
  x = 0
  for (const r of row) {
    boxes.push({ kind: r.kind, x, y: backY, w: r.w * scaleBack, h: BACK })
    x += r.w * scaleBack
  }
  return boxes
}

/** A room's area as its label shows it: m² to one decimal. */
const roomArea = (b: Box): number => Math.round(b.w * b.h * 10) / 10

/** Sum of areas to one decimal, added in tenths so that no floating-point residue shows. */
const sumAreas = (areas: number[]): number => areas.reduce((sum, a) => sum + Math.round(a * 10), 0) / 10

/** The rooms of a plan, the variant's proportions scaled (both ways alike) to the plan's total area. */
function flatRooms(plan: FlatPlanSpec): Box[] {
  const base = baseLayout(plan.rooms, plan.variant)
  const k = Math.sqrt(plan.target / base.reduce((sum, b) => sum + b.w * b.h, 0))
  return base.map((b) => ({ kind: b.kind, x: b.x * k, y: b.y * k, w: b.w * k, h: b.h * k }))
}

/** The flat's area: the sum of the room areas its plan shows. */
export const flatPlanArea = (plan: FlatPlanSpec): number => sumAreas(flatRooms(plan).map(roomArea))

function layout(plan: FlatPlanSpec): { boxes: Box[]; width: number; depth: number; loggia: [number, number] } {
  const boxes = flatRooms(plan)
  const width = Math.max(...boxes.map((b) => b.x + b.w))
  const depth = Math.max(...boxes.map((b) => b.y + b.h))
  const loggiaRoom = boxes.find((b) => b.kind === 'living' || b.kind === 'studio' || b.kind === 'bedroom')!
  return { boxes, width, depth, loggia: [loggiaRoom.x + 0.3, loggiaRoom.w - 0.6] }
}

/** A door symbol: the gap in the wall, the leaf and its swing. Vertical doors sit in side walls. */
function door(x: number, y: number, dir: 'up' | 'left' | 'right', gapColor: string, X: (m: number) => number, Y: (m: number) => number, px: (m: number) => number): string {
  const stroke = `fill="none" stroke="${INK}" stroke-width="2"`
  if (dir === 'up') {
    return (
      rect(X(x), Y(y) - 5, px(0.8), 10, gapColor) +
      line(X(x), Y(y), X(x), Y(y - 0.8), INK, 2) +
      `<path d="M${n(X(x))} ${n(Y(y - 0.8))} A${n(px(0.8))} ${n(px(0.8))} 0 0 1 ${n(X(x + 0.8))} ${n(Y(y))}" ${stroke}/>`
    )
  }
  const sign = dir === 'left' ? -1 : 1
  return (
    rect(X(x) - 5, Y(y), 10, px(0.8), gapColor) +
    line(X(x), Y(y), X(x + sign * 0.8), Y(y), INK, 2) +
    `<path d="M${n(X(x + sign * 0.8))} ${n(Y(y))} A${n(px(0.8))} ${n(px(0.8))} 0 0 ${dir === 'left' ? 0 : 1} ${n(X(x))} ${n(Y(y + 0.8))}" ${stroke}/>`
  )
}

/** Every room opens onto the corridor; without a corridor (studio, one room) onto the entrance hall. */
function doors(boxes: Box[], depth: number, X: (m: number) => number, Y: (m: number) => number, px: (m: number) => number): string {
  const corridor = boxes.find((b) => b.kind === 'corridor')
  const hall = boxes.find((b) => b.kind === 'hall')!
  let out = ''
  // Entrance door in the back wall, opening into the hall.
  out += rect(X(hall.x + 0.35), Y(depth) - 9, px(0.9), 18, '#fbfaf7')
  out += line(X(hall.x + 0.35), Y(depth), X(hall.x + 0.35), Y(depth - 0.9), INK, 2)
  out += `<path d="M${n(X(hall.x + 0.35))} ${n(Y(depth - 0.9))} A${n(px(0.9))} ${n(px(0.9))} 0 0 1 ${n(X(hall.x + 1.25))} ${n(Y(depth))}" fill="none" stroke="${INK}" stroke-width="2"/>`
  // The hall is open to the corridor.
  if (corridor) out += rect(X(hall.x + 0.25), Y(hall.y) - 5, px(hall.w - 0.5), 10, FLOOR.hall)
  for (const b of boxes) {
    if (b.kind === 'corridor' || b.kind === 'hall') continue
    if (b.y === 0) {
      let x = b.x + 0.3
      if (!corridor) {
        const from = Math.max(b.x, hall.x) + 0.15
        const to = Math.min(b.x + b.w, hall.x + hall.w) - 0.15
        if (to - from < 0.8) continue
        x = from
      }
      out += door(x, b.h, 'up', FLOOR[b.kind], X, Y, px)
    } else if (corridor) {
      // Bathroom and storage doors open outwards, into the corridor.
      if (b.w >= 1.1) out += door(b.x + 0.2, b.y, 'up', FLOOR.corridor, X, Y, px)
    } else {
      const hallOnLeft = hall.x < b.x
      out += door(hallOnLeft ? b.x : b.x + b.w, b.y + 0.3, hallOnLeft ? 'left' : 'right', FLOOR.hall, X, Y, px)
    }
  }
  return out
}

function furniture(b: Box, px: (m: number) => number, X: (m: number) => number, Y: (m: number) => number): string {
  const f = `stroke="${INK}" stroke-width="2"`
  const cx = b.x + b.w / 2
  switch (b.kind) {
    case 'bedroom': {
      const bw = Math.min(1.6, b.w - 1.2)
      return (
        rect(X(cx - bw / 2), Y(0.35), px(bw), px(2.0), '#ffffff', `stroke="${INK}" stroke-width="2" rx="6"`) +
        rect(X(cx - bw / 2 + 0.1), Y(0.45), px(bw / 2 - 0.15), px(0.45), '#ffffff', `stroke="${INK}" stroke-width="2" rx="8"`) +
        rect(X(cx + 0.05), Y(0.45), px(bw / 2 - 0.15), px(0.45), '#ffffff', `stroke="${INK}" stroke-width="2" rx="8"`) +
        line(X(cx - bw / 2), Y(1.05), X(cx + bw / 2), Y(1.05), INK, 2) +
        rect(X(b.x + b.w - 0.15 - Math.min(2.0, b.w - 1.4)), Y(b.h - 0.75), px(Math.min(2.0, b.w - 1.4)), px(0.6), '#ffffff', f)
      )
    }
    case 'living':
    case 'studio':
    case 'kitchen': {
      let out = rect(X(b.x + 0.1), Y(0.15), px(0.6), px(Math.min(3.0, b.h - 1.4)), '#ffffff', f)
      out += circle(X(b.x + 0.4), Y(0.7), px(0.18), '#ffffff', `stroke="${INK}" stroke-width="2"`)
      for (const [dx, dy] of [
        [0.3, 1.6],
        [0.5, 1.6],
        [0.3, 1.85],
        [0.5, 1.85],
      ])
        out += circle(X(b.x + dx), Y(dy), px(0.08), 'none', `stroke="${INK}" stroke-width="2"`)
      if (b.kind !== 'kitchen') {
        out += rect(X(b.x + b.w - 1.15), Y(1.2), px(0.9), px(2.2), '#ffffff', `stroke="${INK}" stroke-width="2" rx="10"`)
        out += rect(X(b.x + b.w - 0.45), Y(1.2), px(0.2), px(2.2), '#ffffff', `stroke="${INK}" stroke-width="2" rx="6"`)
      }
      out += circle(X(b.x + b.w / 2 + (b.kind === 'kitchen' ? 0.2 : -0.2)), Y(b.h - 1.6), px(0.5), '#ffffff', `stroke="${INK}" stroke-width="2"`)
      return out
    }
    case 'bath':
      return (
        rect(X(b.x + 0.1), Y(b.y + 0.1), px(Math.min(1.7, b.w - 0.2)), px(0.75), '#ffffff', `stroke="${INK}" stroke-width="2" rx="14"`) +
        ellipse(X(b.x + b.w - 0.45), Y(b.y + b.h - 0.45), px(0.2), px(0.28), '#ffffff', `stroke="${INK}" stroke-width="2"`) +
        rect(X(b.x + 0.15), Y(b.y + b.h - 0.6), px(0.55), px(0.45), '#ffffff', `stroke="${INK}" stroke-width="2" rx="8"`)
      )
    case 'wc':
      return ellipse(X(cx), Y(b.y + b.h - 0.5), px(0.2), px(0.3), '#ffffff', `stroke="${INK}" stroke-width="2"`)
    case 'hall':
      return rect(X(b.x + 0.1), Y(b.y + 0.15), px(0.6), px(Math.min(1.6, b.h - 0.3)), '#ffffff', f)
    case 'storage':
      return [0.4, 0.8, 1.2].map((d) => line(X(b.x + 0.1), Y(b.y + d), X(b.x + b.w - 0.1), Y(b.y + d), INK, 2, 'stroke-dasharray="6 6"')).join('')
    default:
      return ''
  }
}

/** A flat's plan, every room labelled with its area. */
export function flatPlan(plan: FlatPlanSpec): string {
  const { boxes, width, depth, loggia } = layout(plan)
  // As large as the north arrow (top right) allows: the plan is what a card shows.
  const scale = Math.min(1000 / width, 880 / (depth + 1.6))
  const px = (m: number) => m * scale
  const ox = (SIZE - px(width)) / 2
  const oy = (SIZE - px(depth)) / 2 + px(0.8)
  const X = (m: number) => ox + px(m)
  let body = rect(0, 0, SIZE, SIZE, '#fbfaf7')
  // Loggia beyond the window wall, hatched.
  const [lx, lw] = loggia
  body += rect(X(lx), oy - px(1.4), px(lw), px(1.4), '#f1f4f5', `stroke="${WALL}" stroke-width="4"`)
  for (let k = 0.3; k < lw; k += 0.3) body += line(X(lx + k), oy - px(1.4), X(lx + k - 0.25), oy, '#c9d0d5', 2)
  for (const b of boxes) {
    const Y = (m: number) => oy + px(m)
    body += rect(X(b.x), Y(b.y), px(b.w), px(b.h), FLOOR[b.kind])
    if (b.kind === 'bath' || b.kind === 'wc') {
      for (let gx = b.x + 0.3; gx < b.x + b.w; gx += 0.3) body += line(X(gx), Y(b.y), X(gx), Y(b.y + b.h), '#cfdfe4', 1)
      for (let gy = b.y + 0.3; gy < b.y + b.h; gy += 0.3) body += line(X(b.x), Y(gy), X(b.x + b.w), Y(gy), '#cfdfe4', 1)
    }
    body += furniture(b, px, X, Y)
  }
  // Inner walls, then the thicker outer wall.
  for (const b of boxes) body += rect(X(b.x), oy + px(b.y), px(b.w), px(b.h), 'none', `stroke="${WALL}" stroke-width="7"`)
  body += rect(X(0), oy, px(width), px(depth), 'none', `stroke="${WALL}" stroke-width="16"`)
  body += doors(boxes, depth, X, (m) => oy + px(m), px)
  // Windows on the outer wall of every room on the window side.
  for (const b of boxes.filter((o) => o.y === 0)) {
    const w = Math.min(1.8, b.w - 0.8)
    const wx = b.x + (b.w - w) / 2
    body += rect(X(wx), oy - 8, px(w), 16, '#dbeef7', `stroke="${WALL}" stroke-width="2"`) + line(X(wx), oy, X(wx + w), oy, WALL, 2)
  }
  // The area of every room, the corridor's too: together they make the flat's area. The corridor's label
  // sits where the hall opens onto it, clear of the doors that swing into the corridor.
  const hall = boxes.find((b) => b.kind === 'hall')!
  for (const b of boxes) {
    const cx = b.kind === 'corridor' ? hall.x + hall.w / 2 : b.x + b.w / 2
    const size = b.kind === 'corridor' || px(b.w) < 150 ? 20 : b.w * b.h > 6 ? 30 : 24
    body += text(X(cx), oy + px(b.y + b.h / 2) + size / 3, `${roomArea(b).toFixed(1)} m²`, size, '#4d555d', 'text-anchor="middle" font-weight="bold" opacity="0.85"')
  }
  body += northArrow()
  return svgDoc(SIZE, SIZE, body)
}

const northArrow = () =>
  `<g transform="translate(1110 90)">${circle(0, 0, 34, '#ffffff', `stroke="${INK}" stroke-width="2"`)}<polygon points="0,-26 10,8 0,2 -10,8" fill="${WALL}"/>${text(0, 26, 'N', 16, WALL, 'text-anchor="middle" font-weight="bold"')}</g>`

/** Commercial premises: an open hall of width x depth metres with a WC in one corner. */
export type CommercialPlanSpec = { width: number; depth: number }

const WC = { w: 2.2, h: 2.4 }

/** The areas the plan shows, the hall's and the WC's. */
const commercialRooms = (plan: CommercialPlanSpec): number[] => [Math.round((plan.width * plan.depth - WC.w * WC.h) * 10) / 10, Math.round(WC.w * WC.h * 10) / 10]

/** The premises' area: the sum of the areas its plan shows. */
export const commercialPlanArea = (plan: CommercialPlanSpec): number => sumAreas(commercialRooms(plan))

/** Open-plan commercial premises: columns, glass shop front, a WC; the hall's and the WC's areas. */
export function commercialPlan(plan: CommercialPlanSpec): string {
  const { width: w, depth: d } = plan
  const scale = Math.min(900 / w, 800 / d)
  const px = (m: number) => m * scale
  const ox = (SIZE - px(w)) / 2
  const oy = (SIZE - px(d)) / 2
  const [hallArea, wcArea] = commercialRooms(plan)
  // The hall's label in the middle of a bay, the columns around it (none inside the WC).
  const [cx, cy] = [(w - WC.w) / 2, d / 2]
  const grid = (centre: number, step: number, size: number) => {
    const lines: number[] = []
    for (let g = centre - step / 2; g > 1; g -= step) lines.push(g)
    for (let g = centre + step / 2; g < size - 1; g += step) lines.push(g)
    return lines
  }
  let body = rect(0, 0, SIZE, SIZE, '#fbfaf7') + rect(ox, oy, px(w), px(d), '#f4eee4')
  for (const gx of grid(cx, 3.5, w)) {
    for (const gy of grid(cy, 3.3, d)) if (gx < w - WC.w - 0.4 || gy > WC.h + 0.4) body += rect(ox + px(gx) - 12, oy + px(gy) - 12, 24, 24, WALL)
  }
  body += rect(ox + px(w - WC.w), oy, px(WC.w), px(WC.h), '#e2eef1', `stroke="${WALL}" stroke-width="7"`)
  body += ellipse(ox + px(w - 1.1), oy + px(1.7), px(0.2), px(0.3), '#ffffff', `stroke="${INK}" stroke-width="2"`)
  body += text(ox + px(w - WC.w / 2), oy + px(0.75) + 7, `${wcArea.toFixed(1)} m²`, 20, '#4d555d', 'text-anchor="middle" font-weight="bold" opacity="0.85"')
  body += rect(ox, oy, px(w), px(d), 'none', `stroke="${WALL}" stroke-width="16"`)
  body += rect(ox + px(0.8), oy + px(d) - 10, px(w - 1.6), 20, '#cfe6f2', `stroke="${WALL}" stroke-width="2"`)
  body +=
    rect(ox + px(w / 2 - 0.9), oy + px(d) - 12, px(1.8), 24, '#fbfaf7') + line(ox + px(w / 2 - 0.9), oy + px(d), ox + px(w / 2 + 0.9), oy + px(d), INK, 2, 'stroke-dasharray="8 6"')
  body += text(ox + px(cx), oy + px(cy) + 13, `${hallArea.toFixed(1)} m²`, 40, '#4d555d', 'text-anchor="middle" font-weight="bold" opacity="0.8"')
  return svgDoc(SIZE, SIZE, body + northArrow())
}

/** Parking and storeroom schemes: small, since every place has its own (see images/layouts.ts). */
export const SCHEME_WIDTH = 800
export const SCHEME_HEIGHT = 600
const CHOSEN_FILL = '#d8e9f3'
const CHOSEN_INK = '#2f5d8a'
const OTHER_INK = '#7b8590'

/** The first number of the block of `size` consecutive places that holds `number` (1-based). */
const blockStart = (number: number, size: number) => Math.floor((number - 1) / size) * size + 1

/**
 * One place of a scheme, with its label; the chosen one is marked `data-chosen`, which is also what a
 * test reads to tell which place a picture highlights.
 */
const place = (label: string, chosen: boolean, body: string) => `<g data-place="${label}"${chosen ? ' data-chosen="true"' : ''}>${body}</g>`

/** The part of a car park around a parking space: two rows of six across a driveway, the space highlighted with a car in it. */
export function parkingScheme(number: number): string {
  const slot = 120
  const depth = 170
  const x0 = (SCHEME_WIDTH - slot * 6) / 2
  const rows = [100, 370]
  let body = rect(0, 0, SCHEME_WIDTH, SCHEME_HEIGHT, '#eef0f1') + rect(0, rows[0] + depth, SCHEME_WIDTH, rows[1] - rows[0] - depth, '#e2e5e7')
  for (let x = 10; x < SCHEME_WIDTH; x += 60) body += rect(x, 317, 30, 6, '#ffffff', 'opacity="0.8"')
  const first = blockStart(number, 12)
  for (let i = 0; i < 12; i++) {
    const value = first + i
    const chosen = value === number
    const [row, x] = [Math.floor(i / 6), x0 + (i % 6) * slot]
    const y = rows[row]
    const label = `P ${value}`
    let inner = chosen ? rect(x, y, slot, depth, CHOSEN_FILL) : ''
    // The car faces the driveway; the label is at the wall end of the space.
    const labelY = row === 0 ? y + 34 : y + depth - 14
    inner += text(x + slot / 2, labelY, label, chosen ? 26 : 22, chosen ? CHOSEN_INK : OTHER_INK, 'text-anchor="middle" font-weight="bold"')
    if (chosen) {
      const carY = row === 0 ? y + 48 : y + 12
      inner += rect(x + 22, carY, slot - 44, 110, CHOSEN_INK, 'rx="22"') + rect(x + 30, carY + (row === 0 ? 70 : 14), slot - 60, 26, '#9cc3de', 'rx="8"')
    }
    body += place(label, chosen, inner)
  }
  for (const y of rows) for (let i = 0; i <= 6; i++) body += line(x0 + i * slot, y, x0 + i * slot, y + depth, '#ffffff', 6)
  body += rect(x0, rows[0] - 8, slot * 6, 8, '#9aa3ab') + rect(x0, rows[1] + depth, slot * 6, 8, '#9aa3ab')
  body += text(x0, 62, `P ${number}`, 40, CHOSEN_INK, 'font-weight="bold"')
  return svgDoc(SCHEME_WIDTH, SCHEME_HEIGHT, body)
}

/** Storerooms along a corridor, two rows of five, the storeroom highlighted. */
export function storeroomScheme(number: number): string {
  const cell = 130
  const depth = 170
  const x0 = (SCHEME_WIDTH - cell * 5) / 2
  const rows = [90, 380]
  let body = rect(0, 0, SCHEME_WIDTH, SCHEME_HEIGHT, '#fbfaf7') + rect(x0, rows[0] + depth, cell * 5, rows[1] - rows[0] - depth, '#f6f2ea')
  const first = blockStart(number, 10)
  for (let i = 0; i < 10; i++) {
    const value = first + i
    const chosen = value === number
    const [row, x] = [Math.floor(i / 5), x0 + (i % 5) * cell]
    const y = rows[row]
    const label = `K-${value}`
    let inner = rect(x, y, cell, depth, chosen ? CHOSEN_FILL : '#f1efea', `stroke="${WALL}" stroke-width="6"`)
    inner += text(x + cell / 2, y + depth / 2 + 9, label, chosen ? 28 : 24, chosen ? CHOSEN_INK : OTHER_INK, 'text-anchor="middle" font-weight="bold"')
    // The door opens onto the corridor.
    inner += rect(x + 30, (row === 0 ? y + depth : y) - 5, cell - 60, 10, '#fbfaf7')
    body += place(label, chosen, inner)
  }
  body += text(x0, 60, `K-${number}`, 40, CHOSEN_INK, 'font-weight="bold"')
  return svgDoc(SCHEME_WIDTH, SCHEME_HEIGHT, body)
}
