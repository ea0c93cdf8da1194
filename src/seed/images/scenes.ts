import type { Palette } from '../texts/catalogue'
import type { Random } from '../random'
import { circle, darken, ellipse, lighten, line, linear, mix, polygon, radial, rect, svgDoc } from './svg'

/** Calm illustrated scenes of buildings, drawn as SVG: covers, galleries, banners, news pictures. */

export type Backdrop = 'mountains' | 'sea' | 'river' | 'steppe' | 'city'
export type Mood = 'day' | 'evening'

type Size = { width: number; height: number }

const EVENING_SKY: [string, string] = ['#3e4a78', '#f4b183']

function sky(id: string, { width, height }: Size, colors: [string, string], mood: Mood, rng: Random): { defs: string; body: string } {
  const defs = linear(id, [[0, colors[0]], [0.75, colors[1]], [1, lighten(colors[1], 0.3)]]) + radial(`${id}-sun`, [[0, mood === 'evening' ? '#ffd9a0' : '#fff7dc', 0.95], [0.35, mood === 'evening' ? '#ffb570' : '#fff3c9', 0.45], [1, '#ffffff', 0]])
  const sunX = width * rng.float(0.12, 0.88)
  const sunY = height * (mood === 'evening' ? rng.float(0.42, 0.52) : rng.float(0.1, 0.25))
  let body = rect(0, 0, width, height, `url(#${id})`) + circle(sunX, sunY, height * 0.28, `url(#${id}-sun)`)
  if (mood === 'day') {
    for (let i = 0; i < 4; i++) {
      const cx = width * rng.float(0.05, 0.95)
      const cy = height * rng.float(0.08, 0.3)
      const s = height * rng.float(0.03, 0.05)
      body += `<g opacity="${rng.float(0.45, 0.7).toFixed(2)}">${[0, 1, 2, 3].map((k) => ellipse(cx + (k - 1.5) * s * 1.6, cy + (k % 2 ? -s * 0.4 : 0), s * 1.6, s, '#ffffff')).join('')}</g>`
    }
  }
  return { defs, body }
}

function backdrop(kind: Backdrop, { width, height }: Size, horizon: number, mood: Mood, rng: Random): string {
  const haze = mood === 'evening' ? '#8a7a9a' : '#a9bccb'
  if (kind === 'mountains') {
    const far: [number, number][] = [[0, horizon]]
    const near: [number, number][] = [[0, horizon]]
    const snow: string[] = []
    for (let x = 0; x <= width; x += width / 7) {
      const peak = horizon - height * rng.float(0.18, 0.32)
      far.push([x - width / 14, horizon - height * rng.float(0.06, 0.12)], [x, peak])
      snow.push(polygon([[x, peak], [x - width * 0.025, peak + height * 0.045], [x - width * 0.006, peak + height * 0.035], [x + width * 0.012, peak + height * 0.05], [x + width * 0.03, peak + height * 0.04]], mood === 'evening' ? '#f6d7c4' : '#f7fafc', 'opacity="0.9"'))
    }
    for (let x = 0; x <= width; x += width / 10) near.push([x + width / 20, horizon - height * rng.float(0.05, 0.14)], [x + width / 10, horizon - height * rng.float(0.01, 0.05)])
    far.push([width, horizon])
    near.push([width, horizon])
    return polygon(far, haze, 'opacity="0.75"') + snow.join('') + polygon(near, mix(haze, '#5f7f6a', 0.5), 'opacity="0.8"')
  }
  if (kind === 'sea' || kind === 'river') {
    const water = kind === 'sea' ? (mood === 'evening' ? '#7b86a8' : '#5fa3bf') : mood === 'evening' ? '#8a8fb0' : '#7db3cc'
    const top = kind === 'sea' ? horizon - height * 0.07 : horizon - height * 0.03
    let out = rect(0, top, width, horizon - top + 2, water)
    for (let i = 0; i < 26; i++) {
      const y = top + (horizon - top) * rng.float(0.15, 0.95)
      const x = width * rng.next()
      out += line(x, y, x + width * rng.float(0.02, 0.06), y, '#ffffff', 2, 'opacity="0.35"')
    }
    if (kind === 'river') out += rect(0, top - height * 0.012, width, height * 0.012, mix(haze, '#8fae86', 0.6))
    return out
  }
  if (kind === 'city') {
    let out = ''
    for (let x = 0; x < width; ) {
      const w = width * rng.float(0.025, 0.06)
      const h = height * rng.float(0.05, 0.2)
      out += rect(x, horizon - h, w - 4, h, haze, 'opacity="0.55"')
      x += w
    }
    return out
  }
  // Steppe: soft rolling hills.
  const hills: [number, number][] = [[0, horizon]]
  for (let x = 0; x <= width; x += width / 6) hills.push([x, horizon - height * rng.float(0.02, 0.07)])
  hills.push([width, horizon])
  return polygon(hills, mix(haze, '#c9b98f', 0.5), 'opacity="0.7"')
}

/** The land between the horizon and the courtyard: a beach, an embankment or far parkland with low blocks. */
function midground({ width, height }: Size, horizon: number, ground: number, kind: Backdrop, mood: Mood, rng: Random): string {
  const evening = mood === 'evening'
  const land = kind === 'sea' ? (evening ? '#c9a98a' : '#eadcbc') : evening ? '#7d8a6c' : '#b7c99a'
  let out = rect(0, horizon, width, ground - horizon + 1, land)
  if (kind !== 'sea') {
    // Far tree line and a few low buildings in the haze.
    for (let x = 0; x < width; x += width * rng.float(0.015, 0.03)) out += circle(x, horizon + height * 0.01, height * rng.float(0.012, 0.025), evening ? '#5f6f55' : '#93b07f', 'opacity="0.8"')
    for (let i = 0; i < 8; i++) {
      const w = width * rng.float(0.03, 0.07)
      const h = height * rng.float(0.02, 0.06)
      out += rect(width * rng.next(), horizon + height * 0.01 - h, w, h, evening ? '#8b8397' : '#c7d1d9', 'opacity="0.7"')
    }
  } else {
    out += rect(0, horizon, width, height * 0.008, '#ffffff', 'opacity="0.5"')
  }
  out += rect(0, ground - height * 0.05, width, height * 0.05, evening ? '#6a7a60' : '#9fbb86')
  return out
}

type Tower = { x: number; width: number; floors: number; cols: number }

function tower(t: Tower, ground: number, floorHeight: number, palette: Palette, mood: Mood, rng: Random, built = 1): string {
  const height = t.floors * floorHeight + floorHeight * 0.6
  const top = ground - height
  const side = t.width * 0.16
  const builtFloors = Math.round(t.floors * built)
  const shade = mood === 'evening' ? darken(palette.facadeShade, 0.25) : palette.facadeShade
  const face = mood === 'evening' ? darken(palette.facade, 0.12) : palette.facade
  let out = ''
  // Side face in perspective, then the front face.
  const builtTop = ground - builtFloors * floorHeight - floorHeight * 0.6
  out += polygon([[t.x + t.width, builtTop], [t.x + t.width + side, builtTop + side * 0.35], [t.x + t.width + side, ground], [t.x + t.width, ground]], shade)
  out += rect(t.x, builtTop, t.width, ground - builtTop, face)
  out += rect(t.x - 4, builtTop - 6, t.width + 8, 8, darken(face, 0.15))
  const colWidth = t.width / t.cols
  for (let f = 0; f < builtFloors; f++) {
    const y = ground - (f + 1) * floorHeight
    if (f > 0 && f % 1 === 0) out += rect(t.x, y + floorHeight - 3, t.width, 3, palette.accent, 'opacity="0.25"')
    for (let c = 0; c < t.cols; c++) {
      const x = t.x + c * colWidth + colWidth * 0.18
      const lit = mood === 'evening' && rng.chance(0.45)
      const glass = lit ? (rng.chance(0.5) ? '#ffd98a' : '#ffe8b5') : mix(palette.glass, '#ffffff', rng.float(0, 0.25))
      out += rect(x, y + floorHeight * 0.18, colWidth * 0.64, floorHeight * 0.62, glass)
      // Balconies on every other column give the facade a rhythm.
      if (c % 2 === 1) out += rect(x - colWidth * 0.08, y + floorHeight * 0.72, colWidth * 0.8, floorHeight * 0.1, palette.accent, 'opacity="0.7"')
    }
  }
  // Side windows.
  for (let f = 0; f < builtFloors; f++) {
    const y = ground - (f + 1) * floorHeight
    out += rect(t.x + t.width + side * 0.3, y + floorHeight * 0.25, side * 0.4, floorHeight * 0.5, darken(palette.glass, 0.1), 'opacity="0.6"')
  }
  if (built < 1) {
    // Bare concrete frame above the finished floors.
    for (let f = builtFloors; f < t.floors * Math.min(1, built + 0.25); f++) {
      const y = ground - (f + 1) * floorHeight
      out += rect(t.x, y + floorHeight - 6, t.width, 6, '#a7a9ab')
      for (let c = 0; c <= t.cols; c += 2) out += rect(t.x + c * colWidth - 4, y, 8, floorHeight, '#b5b7b9')
    }
  }
  return out
}

function tree(x: number, ground: number, size: number, rng: Random, mood: Mood): string {
  const greens = mood === 'evening' ? ['#4f6b5a', '#5d7a66', '#456152'] : ['#7fae6e', '#6a9c5f', '#8cbb7a']
  const trunk = rect(x - size * 0.05, ground - size * 0.9, size * 0.1, size * 0.9, '#7a5a44')
  if (rng.chance(0.35)) return trunk + ellipse(x, ground - size * 1.35, size * 0.32, size * 0.85, rng.pick(greens))
  return (
    trunk +
    circle(x - size * 0.25, ground - size * 1.05, size * 0.38, rng.pick(greens)) +
    circle(x + size * 0.25, ground - size * 1.1, size * 0.4, rng.pick(greens)) +
    circle(x, ground - size * 1.4, size * 0.45, rng.pick(greens))
  )
}

function groundLayer({ width, height }: Size, ground: number, mood: Mood, id: string): { defs: string; body: string } {
  const grass = mood === 'evening' ? ['#6f8466', '#55684f'] : ['#a9c68f', '#86a874']
  const defs = linear(`${id}-grass`, [[0, grass[0]], [1, grass[1]]])
  const body =
    rect(0, ground, width, height - ground, `url(#${id}-grass)`) +
    polygon([[width * 0.42, ground], [width * 0.58, ground], [width * 0.72, height], [width * 0.28, height]], mood === 'evening' ? '#b9a891' : '#e6dcc8')
  return { defs, body }
}

export type FacadeOptions = Size & { palette: Palette; backdrop: Backdrop; mood: Mood; rng: Random; id: string; towers?: number; built?: number }

/** A complex seen from its courtyard side: sky, backdrop, two to four buildings, trees and a path. */
export function facadeScene(o: FacadeOptions): string {
  const { width, height, palette, mood, rng } = o
  const horizon = height * 0.62
  const ground = height * 0.84
  const skyColors = mood === 'evening' ? EVENING_SKY : palette.sky
  const s = sky(o.id, o, skyColors, mood, rng)
  const g = groundLayer(o, ground, mood, o.id)
  const count = o.towers ?? rng.int(2, 4)
  const floorHeight = height * rng.float(0.028, 0.036)
  let buildings = ''
  const slot = width / count
  const order = rng.shuffle(Array.from({ length: count }, (_, i) => i))
  for (const i of order) {
    const w = slot * rng.float(0.5, 0.7)
    const floors = rng.int(9, Math.floor((ground - height * 0.12) / floorHeight) - 2)
    const x = i * slot + (slot - w) * rng.float(0.2, 0.6)
    buildings += tower({ x, width: w, floors, cols: rng.int(5, 9) }, ground, floorHeight, palette, mood, rng, o.built ?? 1)
  }
  let trees = ''
  for (let x = width * 0.03; x < width; x += width * rng.float(0.06, 0.11)) {
    if (x > width * 0.4 && x < width * 0.6) continue
    trees += tree(x, ground + height * 0.05, height * rng.float(0.08, 0.12), rng, mood)
  }
  const glow = mood === 'evening' ? rect(0, 0, width, height, '#ffb27a', 'opacity="0.08"') : ''
  const mid = midground(o, horizon, ground, o.backdrop, mood, rng)
  return svgDoc(width, height, s.body + backdrop(o.backdrop, o, horizon, mood, rng) + mid + g.body + buildings + trees + glow, s.defs + g.defs)
}

/** A building site: the frame going up, a tower crane, a hoarding in the company colour. */
export function constructionScene(o: Size & { palette: Palette; rng: Random; id: string; built: number }): string {
  const { width, height, palette, rng } = o
  const ground = height * 0.86
  const s = sky(o.id, o, palette.sky, 'day', rng)
  const g = groundLayer(o, ground, 'day', o.id)
  const floorHeight = height * 0.034
  const towerWidth = width * 0.34
  const tx = width * rng.float(0.18, 0.4)
  let body = s.body + backdrop('city', o, ground - height * 0.05, 'day', rng) + g.body
  body += rect(0, ground - height * 0.01, width, height - ground, '#cbbfa9')
  body += tower({ x: tx, width: towerWidth, floors: 18, cols: 8 }, ground, floorHeight, palette, 'day', rng, o.built)
  // Tower crane: lattice mast, jib, counter-jib, cable and hook.
  const mastX = tx + towerWidth + width * 0.08
  const mastTop = height * 0.12
  const crane = '#f2b531'
  body += rect(mastX - 10, mastTop, 20, ground - mastTop, 'none', `stroke="${crane}" stroke-width="4"`)
  for (let y = mastTop; y < ground; y += 20) body += line(mastX - 10, y, mastX + 10, y + 20, crane, 2)
  const jibLeft = mastX - width * 0.42
  const jibRight = mastX + width * 0.12
  body += rect(jibLeft, mastTop, jibRight - jibLeft, 14, 'none', `stroke="${crane}" stroke-width="4"`)
  for (let x = jibLeft; x < jibRight; x += 18) body += line(x, mastTop + 14, x + 9, mastTop, crane, 2)
  body += polygon([[mastX - 12, mastTop], [mastX, mastTop - height * 0.06], [mastX + 12, mastTop]], crane)
  body += line(mastX, mastTop - height * 0.06, jibLeft, mastTop, crane, 2) + line(mastX, mastTop - height * 0.06, jibRight, mastTop, crane, 2)
  body += rect(jibRight - 50, mastTop + 14, 44, 30, '#8a8f96')
  body += rect(mastX - 22, mastTop + 16, 26, 22, '#3b4a5a')
  const hookX = jibLeft + (jibRight - jibLeft) * rng.float(0.1, 0.45)
  const hookY = mastTop + height * rng.float(0.2, 0.35)
  body += line(hookX, mastTop + 14, hookX, hookY, '#333', 2) + rect(hookX - 30, hookY, 60, 16, '#9b6b43')
  // Hoarding with the company colour.
  for (let x = 0; x < width; x += 120) body += rect(x + 2, ground - height * 0.07, 116, height * 0.07, x % 240 ? '#2f5d8a' : '#386b9c')
  body += rect(0, ground - height * 0.075, width, 6, '#f2b531')
  return svgDoc(width, height, body, s.defs + g.defs)
}

/** A city panorama at dusk, for news pictures. */
export function skylineScene(o: Size & { rng: Random; id: string; mood: Mood; tint: string }): string {
  const { width, height, rng, mood } = o
  const base = height * 0.78
  const colors: [string, string] = mood === 'evening' ? ['#2f3c68', '#f0a878'] : [o.tint, '#eef3f6']
  const s = sky(o.id, o, colors, mood, rng)
  let body = s.body
  for (const layer of [0, 1]) {
    const color = mood === 'evening' ? (layer ? '#2d3550' : '#55607e') : layer ? '#5e7288' : '#9fb0c0'
    for (let x = -20; x < width; ) {
      const w = width * rng.float(0.035, 0.08)
      const h = height * (layer ? rng.float(0.15, 0.5) : rng.float(0.2, 0.45))
      body += rect(x, base - h, w - 3, h + 4, color)
      if (layer) {
        for (let y = base - h + 14; y < base - 10; y += 18) {
          for (let wx = x + 8; wx < x + w - 14; wx += 16) {
            if (rng.chance(mood === 'evening' ? 0.4 : 0.25)) body += rect(wx, y, 7, 9, mood === 'evening' ? '#ffd98a' : '#cfe0ec', 'opacity="0.85"')
          }
        }
      }
      x += w
    }
  }
  body += rect(0, base, width, height - base, mood === 'evening' ? '#27304a' : '#6f8194')
  for (let i = 0; i < 40; i++) {
    const x = width * rng.next()
    body += rect(x, base + (height - base) * rng.float(0.1, 0.9), width * rng.float(0.02, 0.05), 2, mood === 'evening' ? '#ffcf8a' : '#dfe8ee', 'opacity="0.5"')
  }
  return svgDoc(width, height, body, s.defs)
}

export type Room = 'living' | 'kitchen' | 'bedroom'

/** A flat interior: a window onto the city, furniture, plants. For the consultation modal and news. */
export function interiorScene(o: Size & { rng: Random; room: Room; wall: string; accent: string }): string {
  const { width: W, height: H, rng, wall, accent } = o
  const floorY = H * 0.72
  let body = rect(0, 0, W, H, wall) + rect(0, floorY, W, H - floorY, '#c9a27e')
  for (let y = floorY + 18; y < H; y += 26) body += line(0, y, W, y, '#b48d6a', 2, 'opacity="0.5"')
  body += rect(0, floorY - 10, W, 10, lighten(wall, 0.5))
  // Window with sky and far buildings.
  // Window on one side, furniture on the other.
  const windowLeft = rng.chance(0.5)
  const ww = W * 0.34
  const wx = windowLeft ? W * rng.float(0.08, 0.14) : W * rng.float(0.52, 0.58)
  const other = windowLeft ? W * 0.5 : W * 0.06
  const wy = H * 0.1
  const wh = H * 0.5
  body += rect(wx - 12, wy - 12, ww + 24, wh + 24, '#f7f4ef')
  body += rect(wx, wy, ww, wh, 'url(#win)')
  for (let x = wx; x < wx + ww - 20; x += ww / 7) {
    const top = wy + wh * rng.float(0.45, 0.75)
    body += rect(x + 6, top, ww / 7 - 10, wy + wh - top, '#b6c6d3', 'opacity="0.8"')
  }
  body += rect(wx + ww / 2 - 5, wy, 10, wh, '#f7f4ef') + rect(wx, wy + wh * 0.4, ww, 8, '#f7f4ef')
  body += rect(wx - 30, wy - 28, ww + 60, 16, darken(wall, 0.08))
  body += rect(wx - 30, wy - 20, 30, wh + 40, lighten(accent, 0.55), 'opacity="0.9"') + rect(wx + ww, wy - 20, 30, wh + 40, lighten(accent, 0.55), 'opacity="0.9"')
  const plant = (x: number) =>
    rect(x - 28, floorY - 70, 56, 70, '#d9d1c6') +
    [0, 1, 2, 3, 4, 5].map((k) => ellipse(x + (k - 2.5) * 14, floorY - 110 - (k % 3) * 22, 16, 42, k % 2 ? '#5f8f5a' : '#77a56c', `transform="rotate(${(k - 2.5) * 14} ${n2(x)} ${n2(floorY - 80)})"`)).join('')
  if (o.room === 'living') {
    const sx = other
    const sw = windowLeft ? W * 0.36 : W * 0.32
    body += rect(sx, floorY - 150, sw, 120, accent, 'rx="26"') + rect(sx - 20, floorY - 90, sw + 40, 80, darken(accent, 0.12), 'rx="22"')
    body += rect(sx + 30, floorY - 130, 90, 60, lighten(accent, 0.4), 'rx="14"') + rect(sx + sw - 130, floorY - 130, 90, 60, lighten(accent, 0.3), 'rx="14"')
    body += ellipse(W * 0.45, H * 0.9, W * 0.28, H * 0.06, lighten(accent, 0.6), 'opacity="0.8"')
    body += rect(W * 0.38, floorY + 20, W * 0.16, 14, '#6b5444', 'rx="6"') + rect(W * 0.4, floorY + 34, 8, 40, '#6b5444') + rect(W * 0.51, floorY + 34, 8, 40, '#6b5444')
    body += rect(other + W * 0.09, H * 0.2, W * 0.18, H * 0.2, '#ffffff') + rect(other + W * 0.1, H * 0.215, W * 0.16, H * 0.17, lighten(accent, 0.2))
    body += plant(windowLeft ? W * 0.94 : W * 0.45)
  } else if (o.room === 'kitchen') {
    const cx = windowLeft ? W * 0.52 : W * 0.04
    body += rect(cx, floorY - 180, W * 0.44, 180, '#f3efe8') + rect(cx, floorY - 186, W * 0.44, 10, '#8d8276')
    for (let k = 0; k < 4; k++) body += rect(cx + 8 + k * (W * 0.11), floorY - 168, W * 0.1, 150, lighten(accent, 0.45), 'rx="4"') + rect(cx + W * 0.05 + k * (W * 0.11), floorY - 100, 4, 30, '#8d8276')
    for (let k = 0; k < 3; k++) body += rect(cx + 8 + k * (W * 0.146), H * 0.08, W * 0.136, H * 0.22, lighten(accent, 0.55), 'rx="4"')
    for (let k = 0; k < 3; k++) {
      const lx = (windowLeft ? W * 0.15 : W * 0.6) + k * W * 0.12
      body += line(lx, 0, lx, H * 0.2, '#555', 2) + polygon([[lx - 30, H * 0.26], [lx + 30, H * 0.26], [lx + 16, H * 0.2], [lx - 16, H * 0.2]], '#2f3b44') + ellipse(lx, H * 0.27, 18, 6, '#ffe3a3', 'opacity="0.9"')
    }
    const tx = windowLeft ? W * 0.12 : W * 0.56
    body += rect(tx, floorY - 30, W * 0.32, 16, '#6b5444', 'rx="6"') + rect(tx + W * 0.02, floorY - 14, 10, 60, '#6b5444') + rect(tx + W * 0.29, floorY - 14, 10, 60, '#6b5444')
  } else {
    const bx = windowLeft ? W * 0.5 : W * 0.14
    body += rect(bx, floorY - 230, W * 0.42, 150, darken(accent, 0.05), 'rx="16"')
    body += rect(bx - 20, floorY - 110, W * 0.42 + 40, 100, '#f7f5f1', 'rx="18"') + rect(bx - 20, floorY - 70, W * 0.42 + 40, 60, lighten(accent, 0.35), 'rx="16"')
    body += rect(bx + 20, floorY - 150, 120, 50, '#ffffff', 'rx="18"') + rect(bx + W * 0.42 - 140, floorY - 150, 120, 50, '#ffffff', 'rx="18"')
    body += rect(bx - 110, floorY - 80, 70, 80, '#8a6e58', 'rx="6"') + ellipse(bx - 75, floorY - 150, 26, 36, '#fff1cf') + rect(bx - 78, floorY - 115, 6, 35, '#555')
    body += plant(windowLeft ? W * 0.06 : W * 0.93)
  }
  const defs = linear('win', [[0, '#8fbde0'], [1, '#e9f2f8']])
  return svgDoc(W, H, body, defs)
}

const n2 = (v: number) => String(Math.round(v))
