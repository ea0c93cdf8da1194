import { circle, ellipse, line, n, rect, svgDoc, text } from './svg'

/**
 * Architectural floor plans, drawn from a few rules: rooms along the window side, a corridor, wet rooms and
 * the entrance along the back. Walls, doors, windows, furniture outlines and room areas in m².
 */

const SIZE = 1200
const WALL = '#3b4047'
const INK = '#8c959e'
const FLOOR: Record<string, string> = { living: '#f4eadc', bedroom: '#edf1f4', kitchen: '#f4eadc', studio: '#f4eadc', bath: '#e2eef1', wc: '#e2eef1', hall: '#f6f2ea', storage: '#f1efea', corridor: '#f6f2ea' }

type Kind = keyof typeof FLOOR
type Box = { kind: Kind; x: number; y: number; w: number; h: number }

const TOP = 5.6
const CORRIDOR = 1.4
const BACK = 2.6

/** Widths (m) of the rooms on the window side, by room count and variant. */
function topRooms(rooms: number, variant: number): { kind: Kind; w: number }[] {
  const v = variant === 2
  switch (rooms) {
    case 0: return [{ kind: 'studio', w: v ? 4.8 : 4.4 }]
    case 1: return [{ kind: 'kitchen', w: v ? 3.0 : 2.8 }, { kind: 'bedroom', w: v ? 3.6 : 3.4 }]
    case 2: return [{ kind: 'living', w: v ? 4.6 : 4.2 }, { kind: 'bedroom', w: 3.4 }]
    case 3: return [{ kind: 'bedroom', w: 3.2 }, { kind: 'living', w: v ? 5.0 : 4.6 }, { kind: 'bedroom', w: v ? 3.0 : 3.4 }]
    case 4: return [{ kind: 'bedroom', w: 3.2 }, { kind: 'living', w: 5.2 }, { kind: 'bedroom', w: 3.2 }, { kind: 'bedroom', w: 3.0 }]
    default: return [{ kind: 'bedroom', w: 3.2 }, { kind: 'bedroom', w: 3.0 }, { kind: 'living', w: 5.6 }, { kind: 'bedroom', w: 3.2 }, { kind: 'bedroom', w: 3.0 }]
  }
}

/** Rooms along the back wall; whatever width is left becomes the entrance hall. */
function backRooms(rooms: number): { kind: Kind; w: number }[] {
  if (rooms <= 1) return [{ kind: 'bath', w: 2.0 }]
  if (rooms === 2) return [{ kind: 'bath', w: 2.2 }, { kind: 'storage', w: 1.4 }]
  if (rooms === 3) return [{ kind: 'bath', w: 2.4 }, { kind: 'wc', w: 1.4 }, { kind: 'storage', w: 1.6 }]
  return [{ kind: 'bath', w: 2.6 }, { kind: 'wc', w: 1.5 }, { kind: 'storage', w: 2.0 }, { kind: 'bath', w: 2.2 }]
}

function layout(rooms: number, variant: number): { boxes: Box[]; width: number; depth: number; loggia: [number, number] } {
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
  const loggiaRoom = boxes.find((b) => b.kind === 'living' || b.kind === 'studio' || b.kind === 'bedroom')!
  return { boxes, width, depth: backY + BACK, loggia: [loggiaRoom.x + 0.3, loggiaRoom.w - 0.6] }
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

const area = (b: Box) => (b.w * b.h).toFixed(1)

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
      for (const [dx, dy] of [[0.3, 1.6], [0.5, 1.6], [0.3, 1.85], [0.5, 1.85]]) out += circle(X(b.x + dx), Y(dy), px(0.08), 'none', `stroke="${INK}" stroke-width="2"`)
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

/** A flat's plan; rooms 0 is a studio; variant 1 or 2. */
export function flatPlan(rooms: number, variant: number): string {
  const { boxes, width, depth, loggia } = layout(rooms, variant)
  const scale = Math.min(900 / width, 800 / (depth + 1.6))
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
  // Room areas.
  for (const b of boxes) {
    if (b.kind === 'corridor' || b.w * b.h < 1.5) continue
    const size = px(b.w) < 150 ? 20 : b.w * b.h > 6 ? 30 : 24
    body += text(X(b.x + b.w / 2), oy + px(b.y + b.h / 2) + 10, `${area(b)} m²`, size, '#4d555d', 'text-anchor="middle" font-weight="bold" opacity="0.85"')
  }
  body += northArrow()
  return svgDoc(SIZE, SIZE, body)
}

const northArrow = () =>
  `<g transform="translate(1110 90)">${circle(0, 0, 34, '#ffffff', `stroke="${INK}" stroke-width="2"`)}<polygon points="0,-26 10,8 0,2 -10,8" fill="${WALL}"/>${text(0, 26, 'N', 16, WALL, 'text-anchor="middle" font-weight="bold"')}</g>`

/** Open-plan commercial premises: columns, glass shop front, a WC. */
export function commercialPlan(): string {
  const w = 14
  const d = 10
  const scale = 900 / w
  const px = (m: number) => m * scale
  const ox = 150
  const oy = 150 + (900 - px(d)) / 2
  let body = rect(0, 0, SIZE, SIZE, '#fbfaf7') + rect(ox, oy, px(w), px(d), '#f4eee4')
  for (let gx = 3.5; gx < w; gx += 3.5) for (let gy = 3.3; gy < d; gy += 3.3) body += rect(ox + px(gx) - 12, oy + px(gy) - 12, 24, 24, WALL)
  body += rect(ox + px(w - 2.2), oy + px(0), px(2.2), px(2.4), '#e2eef1', `stroke="${WALL}" stroke-width="7"`)
  body += ellipse(ox + px(w - 1.1), oy + px(1.6), px(0.2), px(0.3), '#ffffff', `stroke="${INK}" stroke-width="2"`)
  body += rect(ox, oy, px(w), px(d), 'none', `stroke="${WALL}" stroke-width="16"`)
  body += rect(ox + px(0.8), oy + px(d) - 10, px(w - 1.6), 20, '#cfe6f2', `stroke="${WALL}" stroke-width="2"`)
  body += rect(ox + px(w / 2 - 0.9), oy + px(d) - 12, px(1.8), 24, '#fbfaf7') + line(ox + px(w / 2 - 0.9), oy + px(d), ox + px(w / 2 + 0.9), oy + px(d), INK, 2, 'stroke-dasharray="8 6"')
  body += text(ox + px(w / 2), oy + px(d / 2) + 12, `${(w * d - 2.2 * 2.4).toFixed(1)} m²`, 40, '#4d555d', 'text-anchor="middle" font-weight="bold" opacity="0.8"')
  return svgDoc(SIZE, SIZE, body + northArrow())
}

/** A row of parking spaces with one highlighted and a car drawn in it. */
export function parkingPlan(): string {
  let body = rect(0, 0, SIZE, SIZE, '#eef0f1') + rect(0, 760, SIZE, 200, '#e2e5e7')
  for (let x = 0; x < SIZE; x += 80) body += rect(x + 20, 852, 40, 8, '#ffffff', 'opacity="0.8"')
  const slot = 190
  const x0 = (SIZE - slot * 6) / 2
  for (let i = 0; i < 6; i++) {
    const x = x0 + i * slot
    const chosen = i === 2
    if (chosen) body += rect(x, 260, slot, 500, '#d8e9f3')
    body += line(x, 260, x, 760, '#ffffff', 8)
    body += text(x + slot / 2, 330, `P ${44 + i}`, 34, chosen ? '#2f5d8a' : '#7b8590', 'text-anchor="middle" font-weight="bold"')
    if (i !== 4) {
      const car = chosen ? '#2f5d8a' : '#b9c0c6'
      body += rect(x + 35, 400, slot - 70, 300, car, 'rx="36"') + rect(x + 48, 450, slot - 96, 70, chosen ? '#9cc3de' : '#dfe3e6', 'rx="14"') + rect(x + 48, 610, slot - 96, 50, chosen ? '#9cc3de' : '#dfe3e6', 'rx="12"')
    }
  }
  body += line(x0 + 6 * slot, 260, x0 + 6 * slot, 760, '#ffffff', 8) + rect(x0, 250, 6 * slot, 10, '#9aa3ab')
  return svgDoc(SIZE, SIZE, body)
}

/** Storeroom cells along a corridor, one highlighted. */
export function storeroomPlan(): string {
  let body = rect(0, 0, SIZE, SIZE, '#fbfaf7')
  const cell = 170
  const x0 = (SIZE - cell * 5) / 2
  for (const [row, y] of [[0, 220], [1, 700]] as const) {
    for (let i = 0; i < 5; i++) {
      const x = x0 + i * cell
      const chosen = row === 0 && i === 2
      body += rect(x, y, cell, 280, chosen ? '#d8e9f3' : '#f1efea', `stroke="${WALL}" stroke-width="6"`)
      body += text(x + cell / 2, y + 150, `K-${10 + row * 5 + i}`, 30, chosen ? '#2f5d8a' : '#7b8590', 'text-anchor="middle" font-weight="bold"')
      const doorY = row === 0 ? y + 280 : y
      body += rect(x + 40, doorY - 5, 90, 10, '#fbfaf7')
    }
  }
  body += rect(x0, 500, cell * 5, 200, '#f6f2ea')
  return svgDoc(SIZE, SIZE, body + northArrow())
}
