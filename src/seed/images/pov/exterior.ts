import type { Random } from '../../random'
import type { Palette } from '../../texts/catalogue'
import { camera, header, num, srgb, vec } from './sdl'

/**
 * Residential complexes as an architectural visualisation: towers with real facades (glass that reflects
 * the sky, slab edges, piers, balconies, a shop floor), a landscaped courtyard, the city's landscape behind
 * (mountains, a river, the sea, the steppe, a city), by day or at dusk with lit windows. One unit is a metre.
 */

export type Backdrop = 'mountains' | 'river' | 'steppe' | 'sea' | 'city'
export type Mood = 'day' | 'dusk'
/** Facade families: ribbon windows between slab bands, punched windows in stone, a glass curtain wall. */
export type FacadeStyle = 'ribbon' | 'stone' | 'glass'
/** Where the camera stands: high over the street from the west or the east, in the courtyard, far over the city. */
export type View = 'aerial' | 'aerial-east' | 'courtyard' | 'skyline'

export type ExteriorOptions = {
  width: number
  height: number
  rng: Random
  palette: Palette
  backdrop: Backdrop
  mood: Mood
  view: View
  style: FacadeStyle
  /** Floors of each tower, in placing order. */
  floors: number[]
  /** A site under construction: the share of each tower's floors already faced (0–1); absent when built. */
  built?: number
}

const FLOOR = 3.1
const GROUND_FLOOR = 4.8

type Tower = { x: number; z: number; width: number; depth: number; floors: number; rotate: number }

/** Where the towers stand: around a courtyard at the origin, the tallest at the back. */
function placeTowers(floors: number[], rng: Random): Tower[] {
  const slots = [
    { x: -38, z: 26, rotate: 0 },
    { x: 34, z: 34, rotate: 0 },
    { x: -52, z: -14, rotate: 90 },
    { x: 56, z: -6, rotate: 90 },
    { x: 2, z: 70, rotate: 0 },
    { x: -90, z: 52, rotate: 0 },
  ]
  return floors.slice(0, slots.length).map((count, i) => ({ ...slots[i], width: rng.float(30, 44), depth: rng.float(15, 18), floors: count }))
}

const materials = (p: Palette, mood: Mood) => `
#declare FacadeTex = texture { pigment { granite color_map { [0 ${srgb(p.facade)}] [1 ${srgb(p.facadeShade)}] } scale 4 } normal { granite 0.04 scale 0.6 } finish { diffuse 0.85 specular 0.05 } }
#declare StoneTex = texture { pigment { ${srgb(p.facadeShade)} } normal { granite 0.12 scale 0.3 } finish { diffuse 0.8 } }
#declare AccentTex = texture { pigment { ${srgb(p.accent)} } finish { diffuse 0.7 specular 0.2 roughness 0.02 } }
#declare FinTex = texture { pigment { srgb <0.78, 0.79, 0.8> } finish { diffuse 0.7 specular 0.4 roughness 0.01 metallic 0.3 } }
#declare FrameTex = texture { pigment { srgb <0.18, 0.19, 0.2> } finish { specular 0.3 roughness 0.02 } }
#declare GlassTex = texture { pigment { ${srgb(p.glass)} } finish { diffuse 0.3 ambient 0 emission 0 specular 0.9 roughness 0.002 reflection { ${mood === 'day' ? '0.3, 0.9' : '0.12, 0.6'} fresnel on } } }
#declare GlassInt = interior { ior 1.5 }
#declare LitTex = texture { pigment { srgb <1, 0.78, 0.5> } finish { emission 1.1 diffuse 0 } }
#declare WarmTex = texture { pigment { srgb <1, 0.86, 0.62> } finish { emission 0.7 diffuse 0 } }
#declare RailTex = texture { pigment { srgbf <0.75, 0.85, 0.9, 0.75> } finish { specular 0.6 reflection 0.1 } }
#declare PavingTex = texture { pigment { brick srgb <0.6, 0.6, 0.58> srgb <0.54, 0.54, 0.52> brick_size <1.2, 0.3, 0.6> mortar 0.03 } finish { diffuse 0.8 } }
#declare AsphaltTex = texture { pigment { granite color_map { [0 srgb <0.2, 0.21, 0.22>] [1 srgb <0.27, 0.28, 0.29>] } scale 0.5 } finish { diffuse 0.8 specular 0.1 } }
#declare GrassTex = texture { pigment { granite color_map { [0 srgb <0.3, 0.44, 0.2>] [0.6 srgb <0.36, 0.5, 0.24>] [1 srgb <0.42, 0.54, 0.28>] } scale 3 } normal { bumps 0.4 scale 0.1 } finish { diffuse 0.8 } }
#declare LeafTex = texture { pigment { granite color_map { [0 srgb <0.16, 0.3, 0.12>] [0.5 srgb <0.27, 0.43, 0.18>] [1 srgb <0.4, 0.54, 0.24>] } scale 0.6 } normal { granite 1.2 scale 0.35 } finish { diffuse 0.75 } }
#declare ConcreteTex = texture { pigment { granite color_map { [0 srgb <0.62, 0.62, 0.6>] [1 srgb <0.72, 0.71, 0.68>] } scale 2 } normal { granite 0.2 scale 0.4 } finish { diffuse 0.85 } }
#declare CraneTex = texture { pigment { srgb <0.95, 0.72, 0.1> } finish { specular 0.3 } }
#declare SoilTex = texture { pigment { granite color_map { [0 srgb <0.45, 0.37, 0.28>] [1 srgb <0.56, 0.47, 0.36>] } scale 3 } normal { bumps 0.5 scale 0.5 } finish { diffuse 0.85 } }
#declare BarkTex = texture { pigment { srgb <0.33, 0.26, 0.2> } normal { bumps 0.3 scale 0.05 } }
`

/** One tower: a ground floor of shop glazing, floors of ribbon or punched windows, a roof with a parapet. */
function tower(t: Tower, style: FacadeStyle, mood: Mood, rng: Random): string {
  const height = GROUND_FLOOR + t.floors * FLOOR
  const w = t.width
  const d = t.depth
  const parts: string[] = []
  // The glass skin behind the facade elements, and the core that keeps the light out of the interior.
  parts.push(`box { <${num(-w / 2 + 0.5)}, 0, ${num(-d / 2 + 0.5)}>, <${num(w / 2 - 0.5)}, ${num(height)}, ${num(d / 2 - 0.5)}> texture { GlassTex } interior { GlassInt } }`)
  const columns = (span: number) => Math.max(3, Math.round(span / (style === 'glass' ? 2.4 : 3.4)))
  for (const [span, axis] of [
    [w, 'x'],
    [d, 'z'],
  ] as const) {
    const count = columns(span)
    const step = span / count
    const pier = style === 'glass' ? 0.3 : style === 'stone' ? 1.3 : 0.5
    const depthOut = style === 'glass' ? 0.35 : 0.25
    for (let i = 0; i <= count; i++) {
      const at = -span / 2 + i * step
      const other = axis === 'x' ? d : w
      const tex = style === 'glass' ? 'FinTex' : style === 'stone' ? 'StoneTex' : 'FacadeTex'
      // A pier on each of the two faces along this axis, standing out of the glass by depthOut.
      for (const side of [-1, 1]) {
        const [near, far] = [side * (other / 2 - 0.6), side * (other / 2 + depthOut)]
        const a = axis === 'x' ? vec(at - pier / 2, GROUND_FLOOR, Math.min(near, far)) : vec(Math.min(near, far), GROUND_FLOOR, at - pier / 2)
        const b = axis === 'x' ? vec(at + pier / 2, height, Math.max(near, far)) : vec(Math.max(near, far), height, at + pier / 2)
        parts.push(`box { ${a}, ${b} texture { ${tex} } }`)
      }
    }
  }
  // Slab edges (ribbon: wide white bands; stone: spandrels; glass: thin lines), every floor.
  const band = style === 'ribbon' ? 1.1 : style === 'stone' ? 1.3 : 0.35
  for (let f = 0; f <= t.floors; f++) {
    const y = GROUND_FLOOR + f * FLOOR
    const out = style === 'ribbon' ? 0.45 : 0.3
    const tex = style === 'ribbon' ? (f % 4 === 0 ? 'AccentTex' : 'FacadeTex') : style === 'stone' ? 'FacadeTex' : 'FinTex'
    parts.push(`box { <${num(-w / 2 - out)}, ${num(y - band / 2)}, ${num(-d / 2 - out)}>, <${num(w / 2 + out)}, ${num(y + band / 2)}, ${num(d / 2 + out)}> texture { ${tex} } }`)
  }
  // Balconies with glass railings on the front and back of ribbon and stone towers.
  if (style !== 'glass') {
    const count = Math.max(2, Math.round(w / 9))
    for (let f = 1; f < t.floors; f++) {
      for (let i = 0; i < count; i++) {
        const cx = -w / 2 + (i + 0.5) * (w / count)
        for (const side of [-1, 1]) {
          const z0 = side * (d / 2)
          const z1 = side * (d / 2 + 1.5)
          const y = GROUND_FLOOR + f * FLOOR
          parts.push(`box { <${num(cx - 2.6)}, ${num(y - 0.2)}, ${num(z0)}>, <${num(cx + 2.6)}, ${num(y)}, ${num(z1)}> texture { FacadeTex } }`)
          parts.push(`box { <${num(cx - 2.6)}, ${num(y)}, ${num(z1 - side * 0.05)}>, <${num(cx + 2.6)}, ${num(y + 1.1)}, ${num(z1)}> texture { RailTex } }`)
        }
      }
    }
  }
  // The shop floor: dark frames over warm glazing, and a canopy.
  parts.push(
    `box { <${num(-w / 2)}, 0, ${num(-d / 2)}>, <${num(w / 2)}, ${num(GROUND_FLOOR)}, ${num(d / 2)}> texture { ${mood === 'dusk' ? 'WarmTex' : 'GlassTex'} } ${mood === 'dusk' ? '' : 'interior { GlassInt }'} }`,
  )
  for (let i = 0; i <= Math.round(w / 6); i++) {
    const x = -w / 2 + i * (w / Math.round(w / 6))
    parts.push(`box { <${num(x - 0.25)}, 0, ${num(-d / 2 - 0.3)}>, <${num(x + 0.25)}, ${num(GROUND_FLOOR)}, ${num(d / 2 + 0.3)}> texture { FrameTex } }`)
  }
  parts.push(
    `box { <${num(-w / 2 - 1.5)}, ${num(GROUND_FLOOR - 0.4)}, ${num(-d / 2 - 2.2)}>, <${num(w / 2 + 1.5)}, ${num(GROUND_FLOOR)}, ${num(d / 2 + 2.2)}> texture { AccentTex } }`,
  )
  // Roof: parapet and the lift machine room.
  parts.push(
    `box { <${num(-w / 2 - 0.3)}, ${num(height)}, ${num(-d / 2 - 0.3)}>, <${num(w / 2 + 0.3)}, ${num(height + 1.2)}, ${num(d / 2 + 0.3)}> texture { ${style === 'glass' ? 'FrameTex' : 'AccentTex'} } }`,
  )
  parts.push(`box { <${num(-4)}, ${num(height)}, ${num(-3)}>, <${num(4)}, ${num(height + 3.5)}, ${num(3)}> texture { FacadeTex } }`)
  // At dusk, some flats are home: warm light behind the glass.
  if (mood === 'dusk') {
    const count = columns(w)
    for (let f = 0; f < t.floors; f++) {
      for (let i = 0; i < count; i++) {
        if (!rng.chance(0.42)) continue
        const x = -w / 2 + (i + 0.5) * (w / count)
        const y = GROUND_FLOOR + f * FLOOR + 0.7
        const tex = rng.chance(0.3) ? 'WarmTex' : 'LitTex'
        for (const side of [-1, 1])
          parts.push(
            `box { <${num(x - w / count / 2 + 0.2)}, ${num(y)}, ${num(side * (d / 2 - 0.52))}>, <${num(x + w / count / 2 - 0.2)}, ${num(y + 1.9)}, ${num(side * (d / 2 - 0.45))}> texture { ${tex} } }`,
          )
      }
    }
  }
  return `union {\n  ${parts.join('\n  ')}\n  rotate y*${t.rotate} translate <${num(t.x)}, 0, ${num(t.z)}>\n}\n`
}

/** The floors above the faced ones: bare slabs on columns, the top one with formwork and rebar. */
function frame(t: Tower, from: number, count: number): string {
  const parts: string[] = []
  const w = t.width
  const d = t.depth
  for (let f = 0; f < count; f++) {
    const y = GROUND_FLOOR + (from + f) * FLOOR
    parts.push(`box { <${num(-w / 2)}, ${num(y)}, ${num(-d / 2)}>, <${num(w / 2)}, ${num(y + 0.3)}, ${num(d / 2)}> texture { ConcreteTex } }`)
    if (f === count - 1) break
    for (let x = -w / 2 + 0.3; x <= w / 2; x += 6)
      for (const z of [-d / 2 + 0.3, 0, d / 2 - 0.3])
        parts.push(`box { <${num(x - 0.25)}, ${num(y)}, ${num(z - 0.25)}>, <${num(x + 0.25)}, ${num(y + FLOOR)}, ${num(z + 0.25)}> texture { ConcreteTex } }`)
    // The lift and stair core rises first.
    parts.push(`box { <-4, ${num(y)}, -3>, <4, ${num(y + FLOOR)}, 3> texture { ConcreteTex } }`)
  }
  const top = GROUND_FLOOR + (from + count - 1) * FLOOR + 0.3
  parts.push(`box { <-4, ${num(top)}, -3>, <4, ${num(top + FLOOR * 1.5)}, 3> texture { ConcreteTex } }`)
  parts.push(
    `box { <${num(-w / 2)}, ${num(top)}, ${num(-d / 2)}>, <${num(-w / 2 + w * 0.4)}, ${num(top + 1.2)}, ${num(-d / 2 + 0.2)}> texture { pigment { srgb <0.8, 0.55, 0.2> } } }`,
  )
  return `union {\n  ${parts.join('\n  ')}\n  rotate y*${t.rotate} translate <${num(t.x)}, 0, ${num(t.z)}>\n}\n`
}

/** A tower crane beside a tower: a lattice mast, a jib, a counter-jib with its weights, and a hook. */
function crane(t: Tower, rng: Random): string {
  const height = GROUND_FLOOR + t.floors * FLOOR + 12
  const mast: string[] = []
  for (let y = 0; y < height; y += 2.2) {
    for (const [x0, z0, x1, z1] of [
      [-1, -1, 1, -1],
      [1, -1, 1, 1],
      [1, 1, -1, 1],
      [-1, 1, -1, -1],
    ])
      mast.push(`cylinder { <${x0}, ${num(y)}, ${z0}>, <${x1}, ${num(y + 2.2)}, ${z1}>, 0.06 }`)
  }
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ])
    mast.push(`cylinder { <${x}, 0, ${z}>, <${x}, ${num(height)}, ${z}>, 0.12 }`)
  const jib = 50
  const angle = rng.float(-160, -20)
  return `union {
  ${mast.join('\n  ')}
  union {
    box { <-12, ${num(height)}, -0.9>, <${jib}, ${num(height + 1.8)}, 0.9> }
    box { <-2, ${num(height)}, -1.2>, <2, ${num(height + 3)}, 1.2> }
    cone { <0, ${num(height + 1.8)}, 0>, 0.8, <0, ${num(height + 8)}, 0>, 0.2 }
    box { <-12, ${num(height - 2)}, -1.2>, <-7, ${num(height)}, 1.2> texture { ConcreteTex } }
    cylinder { <${num(jib * 0.6)}, ${num(height)}, 0>, <${num(jib * 0.6)}, ${num(height * 0.55)}, 0>, 0.04 }
    box { <${num(jib * 0.6 - 0.5)}, ${num(height * 0.55 - 0.8)}, -0.5>, <${num(jib * 0.6 + 0.5)}, ${num(height * 0.55)}, 0.5> }
    rotate y*${num(angle)}
  }
  texture { CraneTex }
  translate <${num(t.x + (t.rotate ? t.depth / 2 + 5 : 0))}, 0, ${num(t.z + (t.rotate ? 0 : t.depth / 2 + 5))}>
}\n`
}

/** The ground of a building site: soil, a fence, stacks of material and site cabins. */
function site(rng: Random): string {
  let out = `box { <-75, -0.5, -38>, <82, 0.03, 92> texture { SoilTex } }\n`
  out += `box { <-76, 0, -39>, <83, 2.2, -38.8> texture { pigment { srgb <0.25, 0.45, 0.62> } } }\n`
  for (let i = 0; i < 10; i++)
    out += `box { <0, 0, 0>, <${num(rng.float(3, 6))}, ${num(rng.float(0.6, 1.6))}, ${num(rng.float(1.5, 3))}> texture { ${rng.chance(0.5) ? 'ConcreteTex' : 'pigment { srgb <0.55, 0.35, 0.22> }'} } rotate y*${rng.int(0, 90)} translate <${num(rng.float(-30, 40))}, 0, ${num(rng.float(-30, 10))}> }\n`
  for (let i = 0; i < 4; i++) out += `box { <0, 0, 0>, <6, 2.6, 2.4> texture { pigment { srgb <0.92, 0.92, 0.9> } } translate <${-70 + i * 6.5}, 0, -34> }\n`
  return out
}

/** A deciduous tree: a trunk and a crown of a few overlapping spheres, bumped so it reads as leaves. */
function tree(x: number, z: number, rng: Random): string {
  const h = rng.float(5, 9)
  const r = rng.float(2, 3.4)
  // Many small lobes rather than a few big ones: the crown's outline breaks up like foliage.
  const spheres = Array.from(
    { length: 14 },
    () => `sphere { <${num(rng.float(-r, r) * 0.75)}, ${num(h + rng.float(-r, r) * 0.6)}, ${num(rng.float(-r, r) * 0.75)}>, ${num(r * rng.float(0.45, 0.7))}, 1 }`,
  ).join(' ')
  return `union { cylinder { <0, 0, 0>, <0, ${num(h)}, 0>, 0.18 texture { BarkTex } } blob { threshold 0.5 ${spheres} texture { LeafTex } } translate <${num(x)}, 0, ${num(z)}> }\n`
}

/** A street lamp; at dusk its head glows and lights the ground around it. */
const lamp = (x: number, z: number, mood: Mood) =>
  `union { cylinder { <0, 0, 0>, <0, 4.5, 0>, 0.06 texture { FrameTex } } sphere { <0, 4.6, 0>, 0.25 texture { ${mood === 'dusk' ? 'LitTex' : 'FrameTex'} } } translate <${num(x)}, 0, ${num(z)}> }\n` +
  (mood === 'dusk' ? `light_source { <${num(x)}, 4.2, ${num(z)}> srgb <1, 0.75, 0.45> * 0.5 fade_distance 6 fade_power 2 shadowless }\n` : '')

/** A parked car: a rounded body and a cabin of tinted glass. */
function car(x: number, z: number, angle: number, rng: Random): string {
  const color = rng.pick(['#e9e9e6', '#1f2326', '#8a8f94', '#6b1f24', '#2a3f5f', '#c9c4b8'])
  return `union { superellipsoid { <0.2, 0.2> scale <2.2, 0.55, 0.9> translate <0, 0.75, 0> texture { pigment { ${srgb(color)} } finish { specular 0.8 roughness 0.005 reflection 0.12 } } }
  superellipsoid { <0.3, 0.3> scale <1.2, 0.45, 0.8> translate <-0.2, 1.5, 0> texture { GlassTex } }
  rotate y*${num(angle)} translate <${num(x)}, 0, ${num(z)}> }\n`
}

/** The courtyard between the towers: lawns, paths, a playground, benches, trees and lamps. */
function courtyard(rng: Random, mood: Mood): string {
  let out = `box { <-70, -0.5, -40>, <80, 0.02, 90> texture { PavingTex } }\n`
  for (const [x0, z0, x1, z1] of [
    [-34, -30, -4, 14],
    [4, -30, 40, 18],
    [-30, 20, 20, 48],
    [-70, -36, -40, 60],
    [70, -36, 80, 80],
  ])
    out += `box { <${x0}, 0, ${z0}>, <${x1}, 0.08, ${z1}> texture { GrassTex } }\n`
  // Playground: a soft surface, a climbing frame and a slide.
  out += `box { <6, 0, -6>, <24, 0.1, 8> texture { pigment { srgb <0.85, 0.45, 0.35> } finish { diffuse 0.8 } } }\n`
  out += `union { box { <0, 0.9, 0>, <3, 2.6, 3> } prism { linear_sweep linear_spline 0, 3.2, 4, <-0.3, 0>, <3.3, 0>, <1.5, 1.4>, <-0.3, 0> rotate x*-90 translate <0, 2.6, 3.1> } texture { pigment { srgb <0.62, 0.44, 0.3> } } translate <12, 0, -2> }\n`
  for (const [x, z] of [
    [12, -2],
    [15, -2],
    [12, 1],
    [15, 1],
  ])
    out += `cylinder { <${x}, 0, ${z}>, <${x}, 1, ${z}>, 0.1 texture { pigment { srgb <0.62, 0.44, 0.3> } } }\n`
  out += `box { <0, 0, 0>, <0.8, 0.1, 5> rotate x*-30 texture { pigment { srgb <0.3, 0.6, 0.8> } finish { specular 0.5 } } translate <15, 2.6, 1> }\n`
  for (let i = 0; i < 28; i++) {
    const [x, z] = [rng.float(-34, 36), rng.float(-24, 52)]
    // None right in front of the courtyard view's camera.
    if (Math.hypot(x + 30, z + 26) > 16) out += tree(x, z, rng)
  }
  for (let i = 0; i < 8; i++) out += lamp(-30 + i * 9, rng.chance(0.5) ? -14 : 18, mood)
  for (let i = 0; i < 6; i++)
    out += `box { <0, 0.4, 0>, <2, 0.5, 0.6> texture { pigment { srgb <0.55, 0.38, 0.25> } } translate <${num(rng.float(-26, 26))}, 0, ${num(rng.float(-16, 40))}> }\n`
  return out
}

/** The street in front of the complex, with parked cars and a row of trees. */
function street(rng: Random, mood: Mood): string {
  let out = `box { <-400, -0.5, -62>, <400, 0.01, -44> texture { AsphaltTex } }\n`
  out += `box { <-400, 0, -44>, <400, 0.15, -38> texture { PavingTex } }\n`
  for (let x = -120; x < 140; x += 9) out += `box { <${x}, 0.012, -53.1>, <${x + 4}, 0.013, -52.9> texture { pigment { srgb 0.9 } } }\n`
  for (let x = -110; x < 120; x += 14) out += tree(x + rng.float(-2, 2), -41, rng)
  for (let i = 0; i < 9; i++) out += car(-60 + i * 13 + rng.float(-2, 2), -46.5, 0, rng)
  for (let x = -100; x < 110; x += 25) out += lamp(x, -43, mood)
  return out
}

/** A plain neighbouring building: its walls carry window rows as a pattern (cheap to render far away). */
function neighbour(x: number, z: number, rng: Random): string {
  const w = rng.float(14, 60)
  const d = rng.float(12, 18)
  const floors = rng.pick([5, 5, 9, 9, 12, 14, 16, 20])
  const wall = rng.pick(['#e8e4dc', '#d9d4ca', '#cfd3d6', '#e6dccb', '#c9c1b4', '#dfe3e6'])
  const h = floors * 3 + 1
  return `box { <0, 0, 0>, <${num(w)}, ${num(h)}, ${num(d)}> texture { pigment { gradient y color_map { [0 ${srgb(wall)}] [0.45 ${srgb(wall)}] [0.45 srgb <0.22, 0.26, 0.3>] [0.85 srgb <0.3, 0.34, 0.38>] [0.85 ${srgb(wall)}] } scale 3 } finish { diffuse 0.85 } } rotate y*${rng.pick([0, 0, 90, 30])} translate <${num(x)}, 0, ${num(z)}> }\n`
}

/** The city around the complex: blocks of plain buildings and trees up to the horizon, kept off the site. */
function surroundings(rng: Random, from: number, to: number, count: number): string {
  let out = ''
  for (let placed = 0; placed < count;) {
    const x = rng.float(-to, to)
    const z = rng.float(-120, to)
    const r = Math.hypot(x, z)
    if (r < from || (x > -110 && x < 120 && z > -70 && z < 110) || (z < -30 && r < 600)) continue
    out += neighbour(x, z, rng)
    if (rng.chance(0.6)) out += tree(x + rng.float(-10, 10), z - rng.float(4, 12), rng)
    placed++
  }
  return out
}

/** The landscape behind the complex, kilometres away and softened by the haze. */
function backdrop(kind: Backdrop, rng: Random): string {
  // Ground of the city: greenery and yards in patches, crossed by a grid of avenues.
  const ground =
    `plane { y, -0.4 texture { pigment { granite color_map { [0 srgb <0.3, 0.4, 0.26>] [0.45 srgb <0.42, 0.46, 0.36>] [0.7 srgb <0.56, 0.56, 0.52>] [1 srgb <0.62, 0.6, 0.56>] } scale 90 } finish { diffuse 0.8 } } }\n` +
    Array.from(
      { length: 24 },
      (_, i) =>
        `box { <-3000, -0.35, ${-90 + i * 130}>, <3000, -0.3, ${-76 + i * 130}> texture { AsphaltTex } } box { <${-1500 + i * 130}, -0.35, 120>, <${-1486 + i * 130}, -0.3, 3000> texture { AsphaltTex } }`,
    ).join('\n') +
    '\n'
  const water = (z0: number, z1: number) =>
    `box { <-6000, -0.6, ${z0}>, <6000, -0.2, ${z1}> texture { pigment { srgb <0.16, 0.3, 0.38> } normal { wrinkles 0.35 scale <14, 1, 4> } finish { specular 0.6 roughness 0.004 reflection { 0.15, 0.7 fresnel on } } } interior { ior 1.33 } }\n`
  switch (kind) {
    case 'mountains':
      // A snow-capped ridge from a ridged noise, kilometres behind, blue in the haze.
      return (
        ground +
        surroundings(rng, 130, 1400, 220) +
        `#declare Ridge = function(a, b) { 1 - abs(2 * f_noise3d(a, 0, b) - 1) }
height_field { function 1000, 400 { pattern { function { pow(y, 0.6) * (0.55 * Ridge(x * 14, y * 3) + 0.3 * Ridge(x * 34, y * 7) + 0.15 * Ridge(x * 80, y * 15)) } } }
  smooth scale <60000, 3000, 9000> translate <-30000, -50, 13000>
  texture { pigment { gradient y color_map { [0 srgb <0.28, 0.32, 0.36>] [0.5 srgb <0.36, 0.4, 0.45>] [0.56 srgb <0.86, 0.9, 0.95>] [1 srgb 1] } scale <1, 3000, 1> translate y*-50 warp { turbulence 0.05 } } normal { granite 0.4 scale 80 } finish { diffuse 0.9 } } }\n`
      )
    case 'sea':
      return (
        `plane { y, -0.4 texture { pigment { srgb <0.78, 0.72, 0.6> } } }\n` +
        surroundings(rng, 140, 300, 25) +
        water(300, 20000) +
        `box { <-900, -0.5, 240>, <900, 0.05, 300> texture { pigment { srgb <0.86, 0.8, 0.66> } } }\n`
      )
    case 'river':
      return ground + surroundings(rng, 140, 320, 40) + water(340, 560) + surroundings(rng, 600, 1800, 120)
    case 'steppe':
      return `plane { y, -0.4 texture { pigment { granite color_map { [0 srgb <0.66, 0.6, 0.42>] [1 srgb <0.78, 0.72, 0.52>] } scale 80 } } }\n` + surroundings(rng, 140, 600, 45)
    case 'city':
      return ground + surroundings(rng, 130, 1800, 280)
  }
}

/** The sky, the sun and the haze for the mood. */
function sky(p: Palette, mood: Mood): string {
  if (mood === 'day')
    return `light_source { <-3000, 4200, -2600> srgb <1, 0.96, 0.88> * 1.35 parallel point_at <0, 0, 0> }
light_source { <2000, 3000, -1000> srgb <0.6, 0.72, 0.9> * 0.3 shadowless }
sky_sphere { pigment { gradient y color_map { [0 ${srgb(p.sky[1])}] [0.35 ${srgb(p.sky[0])}] [1 ${srgb(p.sky[0])}] } }
  pigment { bozo turbulence 0.7 octaves 6 omega 0.6 lambda 2.2 color_map { [0 srgbt <1, 1, 1, 1>] [0.55 srgbt <1, 1, 1, 1>] [0.75 srgbt <1, 1, 1, 0.35>] [1 srgbt <0.96, 0.97, 1, 0.1>] } scale <0.5, 0.12, 0.5> } }
fog { fog_type 2 distance 16000 fog_offset 0 fog_alt 1200 color srgb <0.8, 0.86, 0.94> }
`
  return `light_source { <-4000, 500, 3000> srgb <1, 0.62, 0.36> * 1.0 parallel point_at <0, 0, 0> }
light_source { <2000, 3000, -2000> srgb <0.35, 0.42, 0.7> * 0.45 shadowless }
sky_sphere { pigment { gradient y color_map { [0 srgb <0.98, 0.62, 0.38>] [0.08 srgb <0.93, 0.55, 0.45>] [0.22 srgb <0.48, 0.42, 0.62>] [0.5 srgb <0.16, 0.2, 0.4>] [1 srgb <0.08, 0.1, 0.24>] } }
  pigment { bozo turbulence 0.6 octaves 5 color_map { [0 srgbt <1, 1, 1, 1>] [0.6 srgbt <1, 1, 1, 1>] [1 srgbt <0.55, 0.35, 0.45, 0.4>] } scale <0.6, 0.08, 0.6> } }
fog { fog_type 2 distance 14000 fog_offset 0 fog_alt 1000 color srgb <0.5, 0.42, 0.52> }
`
}

/** The camera per view; wide banners take a wider lens, a phone's tall picture a narrower one from further. */
function viewCamera(view: View, aspect: number): string {
  const angle = aspect >= 2 ? 68 : aspect < 1 ? 40 : 58
  const back = aspect < 1 ? 1.5 : 1
  switch (view) {
    case 'aerial':
      return camera([-105 * back, 46 * back, -135 * back], [6, 34, 20], angle)
    case 'aerial-east':
      return camera([115 * back, 50 * back, -130 * back], [-4, 34, 24], angle)
    case 'courtyard':
      // From a third-floor balcony: the courtyard's layout and the towers around it.
      return camera([-30, 9, -26], [12, 6, 26], 66)
    case 'skyline':
      return camera([-240, 80, -300], [20, 40, 120], 62)
  }
}

/** A complex by day or at dusk, from the air, the street or its courtyard. */
export function exteriorScene(o: ExteriorOptions): string {
  const towers = placeTowers(o.floors, o.rng)
  return [
    header(o.width, o.height),
    '#include "functions.inc"\n',
    viewCamera(o.view, o.width / o.height),
    sky(o.palette, o.mood),
    materials(o.palette, o.mood),
    backdrop(o.backdrop, o.rng),
    // A panorama of the city needs the district around the complex built up.
    o.view === 'skyline' ? surroundings(o.rng, 120, 520, 150) : '',
    street(o.rng, o.mood),
    o.built === undefined ? courtyard(o.rng, o.mood) : site(o.rng),
    ...towers.map((t) => {
      if (o.built === undefined) return tower(t, o.style, o.mood, o.rng)
      const faced = Math.max(1, Math.round(t.floors * o.built * o.rng.float(0.75, 1.15)))
      const bare = Math.min(t.floors - faced, 4)
      return tower({ ...t, floors: faced }, o.style, o.mood, o.rng) + (bare > 0 ? frame(t, faced, bare + 1) : '') + crane(t, o.rng)
    }),
  ].join('\n')
}
