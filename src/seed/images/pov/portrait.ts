import type { Random } from '../../random'
import { mix } from '../svg'
import { camera, header, num, srgb, vec } from './sdl'

/**
 * A head-and-shoulders studio portrait of a fictional employee, as a stylised "sculpted avatar":
 * a smooth blob head with simple, friendly features (glossy dark eyes, brows, a small smile),
 * sculpted hair, a suit jacket over a shirt, a soft key light, a fill and a rim light on a studio
 * backdrop. Deliberately not a realistic face: simple features read as pleasant, not uncanny.
 * Units: the head is about 2 units tall, centred near the origin; the camera looks along +z.
 */

type Options = { width: number; height: number; rng: Random; female: boolean; background: string; suit: string }

// Central-Asian and European skin tones, light to medium-deep.
const SKIN = ['#f3d7c6', '#eccab2', '#e3b99c', '#d8a888', '#caa07e', '#c08d6c', '#b07c5c']
const HAIR = ['#1f1a17', '#2b211b', '#3d2b1f', '#5a3f2b', '#7b5a3e', '#a07b52', '#6d6762']

type Hair = 'crop' | 'sidePart' | 'quiff' | 'bald' | 'bob' | 'long' | 'bun' | 'ponytail'

/** Studio backdrop: a large curved sweep lit brighter behind the head and falling off to the edges. */
function backdrop(bg: string): string {
  return `plane { z, 9 texture {
  pigment { spherical color_map { [0 ${srgb(mix(bg, '#000000', 0.35))}] [0.55 ${srgb(bg)}] [1 ${srgb(mix(bg, '#ffffff', 0.25))}] } scale 9 translate <1.2, 0.4, 9> }
  finish { diffuse 0 emission 1 } } }\n`
}

function lights(): string {
  // key: a large soft box high camera-left; fill: dim, shadowless, camera-right; rim: behind, right, for the edge glow
  return `light_source { <-6, 6, -8> color rgb <1.0, 0.97, 0.93> * 1.25
  area_light x*3, y*3, 4, 4 adaptive 1 circular orient }
light_source { <7, 1, -6> color rgb <0.85, 0.9, 1.0> * 0.35 shadowless }
light_source { <5, 5, 7> color rgb <1, 0.98, 0.95> * 1.3 spotlight point_at <0, -0.3, 0> radius 18 falloff 30 }
light_source { <-5, 3, 7> color rgb <1, 0.98, 0.95> * 0.6 spotlight point_at <0, -0.3, 0> radius 18 falloff 30 }
light_source { <0, -3, -9> color rgb 0.12 shadowless }
`
}

/** The head as a blob: cranium, jaw, cheeks, nose and ears melt into one smooth surface. */
function head(female: boolean, rng: Random): string {
  const w = female ? rng.float(0.92, 0.97) : rng.float(0.97, 1.04)
  const jaw = female ? rng.float(0.6, 0.66) : rng.float(0.68, 0.76)
  return `#declare Head = blob { threshold 0.5
  sphere { 0, 1.62, 1 scale <${num(0.82 * w)}, 1, 0.94> translate <0, 0.2, 0.05> }
  sphere { 0, 1.0, 0.75 scale <${num(jaw)}, 0.62, 0.75> translate <0, -0.4, -0.2> }
  sphere { 0, 0.5, 0.45 translate <-0.34, -0.14, -0.45> }
  sphere { 0, 0.5, 0.45 translate <0.34, -0.14, -0.45> }
  cylinder { <0, -0.08, -0.72>, <0, -0.22, -0.76>, 0.13, 0.5 }
  sphere { 0, 0.28, 1 scale <0.45, 1, 0.75> translate <${num(-0.78 * w)}, 0.0, 0.1> }
  sphere { 0, 0.28, 1 scale <0.45, 1, 0.75> translate <${num(0.78 * w)}, 0.0, 0.1> }
  cylinder { <0, -0.7, 0.22>, <0, -2.4, 0.25>, ${num(female ? 0.66 : 0.76)}, 1 }
}\n`
}

/** A point on the head's surface seen straight from the front, found by POV-Ray's trace(). */
const onFace = (x: number, y: number): string => `trace(Head, <${num(x)}, ${num(y)}, -5>, z)`

function face(rng: Random, female: boolean, hairHex: string, skinHex: string): string {
  const eyeX = rng.float(0.28, 0.32)
  const eyeY = rng.float(0.02, 0.07)
  const lip = mix(skinHex, female ? '#a5534f' : '#8a5046', female ? 0.45 : 0.35)
  let out = `#declare T_Eye = texture { pigment { ${srgb('#231b18')} } finish { diffuse 0.5 specular 0.9 roughness 0.004 reflection 0.05 } }\n`
  for (const s of [-1, 1]) {
    // eyes: glossy dark ovals set into the surface, slightly turned with the face's curve
    out += `#declare P = ${onFace(s * eyeX, eyeY)};
sphere { 0, 1 scale <0.075, 0.095, 0.05> rotate y*${num(-s * 18)} translate P + <0, 0, 0.012> texture { T_Eye } }\n`
    // brows: a short arc in the hair colour, sitting on the brow ridge
    const pts = [-0.13, -0.04, 0.05, 0.13].map((dx, i) => {
      const x = s * (eyeX + dx * (s > 0 ? 1 : -1) * -1)
      const y = eyeY + 0.2 + (i === 1 || i === 2 ? 0.03 : 0) + (s * x > eyeX ? -0.01 : 0)
      return `${onFace(x, y)} + <0, 0, 0.015>, 0.026`
    })
    out += `sphere_sweep { cubic_spline 4, ${pts.join(', ')} texture { pigment { ${srgb(hairHex)} } finish { diffuse 0.7 } } }\n`
  }
  // a small closed smile: an arc pressed into the surface, in a lip tone
  const smile = rng.float(0.04, 0.07)
  const mouthY = -0.5
  const mw = rng.float(0.15, 0.19)
  const mpts = [-1.3, -1, -0.5, 0, 0.5, 1, 1.3].map((t) => `${onFace(t * mw * 0.77, mouthY + smile * t * t)} + <0, 0, 0.012>, ${num(0.026 - Math.abs(t) * 0.006)}`)
  out += `sphere_sweep { cubic_spline 7, ${mpts.join(', ')} texture { pigment { ${srgb(lip)} } finish { diffuse 0.7 specular 0.2 roughness 0.02 } } }\n`
  // a faint blush on the cheeks keeps the face warm and alive
  for (const s of [-1, 1])
    out += `#declare P = ${onFace(s * 0.42, -0.28)};
disc { P + <0, 0, -0.004>, <${num(s * 0.5)}, 0, -1>, 0.14 texture { pigment { spherical color_map { [0 rgbt 1] [1 ${srgb(mix(skinHex, '#d47a6a', 0.35))
      .replace('srgb <', 'srgbt <')
      .replace('>', ', 0.8>')}] } scale 0.14 translate P } finish { diffuse 0.7 } } no_shadow }\n`
  return out
}

/** Hair sculpted as a second blob hugging the cranium; the front edge is cut to form a hairline. */
function hair(style: Hair, rng: Random): string {
  if (style === 'bald') return ''
  const parts: string[] = []
  const comp = (x: number, y: number, z: number, r: number, s: number, sc = [1, 1, 1]) =>
    parts.push(`sphere { 0, ${num(r)}, ${num(s)} scale ${vec(sc[0], sc[1], sc[2])} translate ${vec(x, y, z)} }`)
  // the cap: follows the cranium, a touch larger
  comp(0, 0.32, 0.12, 1.72, 1, [0.84, 0.95, 0.93])
  let cut = `plane { <0, 0.55, 1>, -0.02 }` // hairline: removes the hair over the forehead and face
  if (style === 'crop') cut = `plane { <0, 0.5, 1>, -0.05 }`
  if (style === 'sidePart') comp(-0.35, 0.95, -0.35, 0.6, 0.5)
  if (style === 'quiff') {
    comp(0.1, 1.02, -0.5, 0.62, 0.7)
    cut = `plane { <0, 0.45, 1>, -0.1 }`
  }
  if (style === 'bob' || style === 'long') {
    const drop = style === 'bob' ? -0.55 : -1.6
    // hair falls from the crown down both sides and the back, as long soft strands merged in one blob
    for (const s of [-1, 1]) {
      parts.push(`cylinder { ${vec(s * 0.66, 0.55, 0.1)}, ${vec(s * 0.74, drop, 0.32)}, 0.62, 1 scale <1, 1, 1> }`)
      parts.push(`cylinder { ${vec(s * 0.45, 0.5, 0.45)}, ${vec(s * 0.5, drop, 0.55)}, 0.7, 0.8 }`)
    }
    // a side-swept fringe
    comp(rng.pick([-0.35, 0.35]), 0.78, -0.62, 0.6, 0.5, [1.1, 0.7, 0.7])
    cut = `plane { <0, 0.25, 1>, -0.32 }`
  }
  if (style === 'bun') {
    // hair drawn up into a bun on the crown, with soft volume over the ears
    comp(0, 1.05, 0.55, 0.8, 1)
    for (const s of [-1, 1]) comp(s * 0.68, 0.2, 0.15, 0.8, 0.7, [0.55, 1, 0.9])
    cut = `plane { <0, 0.3, 1>, -0.25 }`
  }
  if (style === 'ponytail') {
    comp(0, 0.55, 1.0, 0.6, 0.9)
    comp(0, -0.15, 1.05, 0.55, 0.8, [0.8, 1.3, 0.8])
    comp(0, -0.8, 1.0, 0.45, 0.6, [0.8, 1.3, 0.8])
  }
  const fringeCut = style === 'bob' || style === 'long' ? '' : cut
  return `#declare HairShape = blob { threshold 0.5
  ${parts.join('\n  ')}
}
#declare Hair = ${fringeCut ? `difference { object { HairShape } ${fringeCut} }` : `difference { object { HairShape } ${cut} box { <-0.62, -0.9, -2>, <0.62, 0.55, -0.2> } }`}\n`
}

/** Shoulders and a jacket with a V opening over a shirt, lapels, collar points and an optional tie. */
function body(female: boolean, suitHex: string, shirtHex: string, tie: string | null): string {
  const sw = female ? 0.9 : 1.0
  // a tailored upper body: a rounded block wider at the shoulders than below (the frame cuts it at the chest),
  // its top corners eased into sloping shoulders
  const torso = `intersection {
    superellipsoid { <0.35, 0.6> scale <${num(2.05 * sw)}, 2.7, 0.9> translate <0, -4.05, 0.3> }
    plane { <0.32, 1, 0>, -0.85 }
    plane { <-0.32, 1, 0>, -0.85 }
  }`
  const vx = female ? 0.52 : 0.46
  const vBottom = female ? -3.3 : -3.5
  const vee = (grow: number) =>
    `prism { linear_sweep linear_spline -3, 3, 4, <0, -1.6>, <${num(-vx - grow)}, -1.6>, <0, ${num(vBottom - grow * 2.2)}>, <${num(vx + grow)}, -1.6> rotate x*-90 }`
  let out = `#declare Torso = ${torso}
#declare T_Suit = texture { pigment { ${srgb(suitHex)} } finish { diffuse 0.8 specular 0.08 roughness 0.06 } }
#declare T_Lapel = texture { pigment { ${srgb(mix(suitHex, '#000000', 0.12))} } finish { diffuse 0.8 specular 0.25 roughness 0.03 } }
#declare T_Shirt = texture { pigment { ${srgb(shirtHex)} } finish { diffuse 0.85 specular 0.1 roughness 0.05 } }
difference { object { Torso } ${vee(0)} texture { T_Suit } }
object { Torso scale <0.96, 1, 0.94> texture { T_Shirt } }
// lapels: a band along the V that stands slightly proud of the jacket
intersection { object { Torso scale <1.03, 1, 1.06> } ${vee(0.22)} difference { box { <-3, -6, -3>, <3, 0, 3> } ${vee(0)} } texture { T_Lapel } }
`
  // shirt collar: a band hugging the neck and two points folding down onto the chest
  const nr = female ? 0.42 : 0.48
  out += `difference { cylinder { <0, -2.1, 0.25>, <0, -1.7, 0.25>, ${num(nr + 0.05)} } cylinder { <0, -2.2, 0.25>, <0, -1.6, 0.25>, ${num(nr)} } plane { <0, -0.35, 1>, -0.12 translate <0, -1.9, 0.25> } texture { T_Shirt } }\n`
  for (const s of [-1, 1]) {
    out += `prism { linear_sweep linear_spline -0.025, 0.025, 4, <${num(s * 0.04)}, 0.04>, <${num(s * 0.4)}, 0.16>, <${num(s * 0.3)}, -0.46>, <${num(s * 0.04)}, 0.04> rotate x*-90 rotate x*-28 translate <0, -2.12, ${num(-nr + 0.02)}> texture { T_Shirt } }\n`
  }
  if (tie) {
    out += `union { sphere { 0, 1 scale <0.1, 0.09, 0.06> translate <0, -2.17, ${num(-nr - 0.02)}> }
  prism { linear_spline -0.03, 0.03, 5, <-0.07, -2.2>, <0.07, -2.2>, <0.15, -3.7>, <0, -3.9>, <-0.15, -3.7> rotate x*-90 rotate x*-8 translate <0, -0.29, ${num(-nr - 0.32)}> }
  texture { pigment { ${srgb(tie)} } finish { diffuse 0.8 specular 0.3 roughness 0.02 } } }\n`
  }
  return out
}

export function portraitScene(o: Options): string {
  const { rng, female } = o
  const skin = rng.pick(SKIN)
  const hairHex = rng.pick(HAIR)
  const style: Hair = female
    ? rng.pick(['bob', 'long', 'bun', 'long', 'bob'] as const)
    : rng.weighted([
        ['crop', 3],
        ['sidePart', 3],
        ['quiff', 2],
        ['bald', 1],
      ] as const)
  const shirt = female ? rng.pick(['#f6f3ee', '#eee6da', '#e9eef4', '#f3e3df']) : rng.pick(['#f7f7f5', '#e6edf5', '#f4f1ea'])
  const tie = !female && rng.chance(0.5) ? rng.pick(['#3b4a66', '#6b2f36', '#2f3a33', '#58606b']) : null
  let s = header(o.width, o.height)
  s += `#default { finish { ambient 0 diffuse 0.8 } }\n`
  s += camera([0, -0.2, -11.5], [0, -0.7, 0], 24)
  s += `// hair: ${style}\n`
  s += backdrop(o.background)
  s += lights()
  s += head(female, rng)
  s += `#declare T_Skin = texture { pigment { ${srgb(skin)} } finish { diffuse 0.8 specular 0.18 roughness 0.045 brilliance 1.1 } }\n`
  // a slight turn and tilt of the head gives life; the shoulders stay square to the camera
  const turn = rng.float(-10, 10)
  const tilt = rng.float(-4, 4)
  s += `union {\n  object { Head texture { T_Skin } }\n`
  s += face(rng, female, hairHex, skin)
  s += hair(style, rng)
  if (style !== 'bald')
    s += `object { Hair texture { pigment { ${srgb(hairHex)} } normal { wrinkles 0.15 scale <0.04, 0.3, 0.04> } finish { diffuse 0.7 specular 0.35 roughness 0.02 } } }\n`
  s += `  rotate z*${num(tilt)} rotate y*${num(turn)} translate y*0.1\n}\n`
  // shoulders sit a little high, as in a real bust: a long neck reads as a mannequin
  s += `union {\n${body(female, o.suit, shirt, tie)} translate y*0.28 }\n`
  return s
}
