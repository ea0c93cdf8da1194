import type { Random } from '../../random'
import { mix } from '../svg'
import { camera, header, num, srgb, vec } from './sdl'

/**
 * A flat's room seen from inside, as an architectural-visualisation render: a window wall with a
 * city view, daylight from the sky and a low sun, light radiosity for the bounce, and furniture
 * depending on the finishing level. Units are metres; the room spans x 0..W, z 0..D, y 0..H,
 * the window wall is z = D and the camera stands near the front wall looking at it.
 */

export type Room = 'living' | 'kitchen' | 'bedroom'
export type Finishing = 'rough' | 'white-box' | 'turnkey' | 'designer'

type Options = { width: number; height: number; rng: Random; room: Room; finishing: Finishing; wall: string; accent: string }

/** Room dimensions shared by every object function. */
type Box3 = { W: number; D: number; H: number }

type Window = { x0: number; x1: number; y0: number; y1: number }

const box = (a: number[], b: number[], tex: string, extra = ''): string => `box { ${vec(...a)}, ${vec(...b)} ${tex} ${extra} }\n`

/** A box with rounded edges: real furniture never has razor edges, and the soft highlights sell it. */
const rbox = (a: number[], b: number[], r: number, tex: string, extra = ''): string => `object { Round_Box(${vec(...a)}, ${vec(...b)}, ${num(r)}, 0) ${tex} ${extra} }\n`

const cyl = (a: number[], b: number[], r: number, tex: string, extra = ''): string => `cylinder { ${vec(...a)}, ${vec(...b)}, ${num(r)} ${tex} ${extra} }\n`

const tex = (name: string): string => `texture { ${name} }`

/** Furniture is modelled facing -z at the origin, then turned and put in place. */
const place = (body: string, rotY: number, x: number, z: number, y = 0): string => `union {\n${body} rotate y*${num(rotY)} translate ${vec(x, y, z)} }\n`

// ---------------------------------------------------------------------------------------------
// Global look: radiosity, sky, sun, city outside
// ---------------------------------------------------------------------------------------------

/** Light radiosity: a low count with a coarse pretrace keeps a 1000² render within budget. */
function settings(): string {
  return `radiosity {
  pretrace_start 0.08 pretrace_end 0.02 count 80 nearest_count 8 error_bound 0.9
  recursion_limit 2 low_error_factor 0.6 gray_threshold 0 minimum_reuse 0.015 brightness 1.2
  adc_bailout 0.01/2 normal off media off always_sample off
}`
}

function sky(rng: Random): string {
  const zenith = rng.pick(['#6f9fd6', '#7aa8dc', '#86aed8'])
  return `sky_sphere { pigment { gradient y color_map {
  [0.00 ${srgb('#e9eef2')} * 2.4]
  [0.12 ${srgb('#cddff0')} * 2.1]
  [0.45 ${srgb(zenith)} * 1.7]
  [1.00 ${srgb(zenith)} * 1.5] } } }
fog { fog_type 1 distance 900 color ${srgb('#dfe7ee')} * 1.8 }
`
}

/** A warm low sun from outside the window wall, a little to the left, so patches fall on the floor. */
function sun(r: Box3, rng: Random): string {
  const az = rng.float(-0.6, -0.3)
  const el = rng.float(0.45, 0.55)
  const dir = [az, el, 1]
  const far = 500
  const pos = [r.W / 2 + dir[0] * far, dir[1] * far, r.D / 2 + dir[2] * far]
  // the sun subtends half a degree: at room scale its shadows are nearly sharp, so no area light is needed
  return `light_source { ${vec(...pos)} color ${srgb('#fff1dc')} * 1.9 parallel point_at ${vec(r.W / 2, 0, r.D / 2)} }\n`
}

/** The view: a city of simple towers below and in front of the flat, faded by aerial haze. */
function city(r: Box3, rng: Random): string {
  const facades = ['#d9d4ca', '#c9ccd0', '#e6e1d8', '#b9c0c6', '#d2c6b6', '#aeb7bf', '#e8e8e4']
  let out = `#declare CityGround = texture { pigment { ${srgb('#8e9a86')} } finish { diffuse 0.8 } }
plane { y, -24 texture { CityGround } no_radiosity }\n`
  let i = 0
  for (let n = 0; n < 70; n++) {
    const dz = rng.float(45, 700)
    const x = r.W / 2 + rng.float(-1.1, 1.1) * dz
    const w = rng.float(14, 40)
    const d = rng.float(14, 40)
    // near blocks stay below the flat's floor (~24 m up); the towers are far away
    const h = dz < 150 ? rng.float(6, 20) : rng.float(10, 30) + (rng.chance(0.2) ? rng.float(15, 50) : 0)
    const floors = rng.float(3.0, 3.4)
    const col = rng.pick(facades)
    // windows as horizontal bands with vertical piers: two layered textures are far cheaper than geometry
    out += `box { <-0.5, 0, -0.5>, <0.5, 1, 0.5> scale ${vec(w, h + 24, d)} translate ${vec(x, -24, r.D + dz)} no_radiosity
  texture { pigment { gradient y color_map { [0 ${srgb(col)}] [0.55 ${srgb(col)}] [0.55 ${srgb('#5d6f80')}] [1 ${srgb('#7f93a3')}] } scale ${num(floors)} } finish { diffuse 0.75 specular 0.2 } }
  texture { pigment { gradient x color_map { [0 ${srgb(col)}] [0.18 ${srgb(col)}] [0.18 rgbt 1] [1 rgbt 1] } scale ${num(rng.float(1.8, 3.2))} } finish { diffuse 0.75 } }
}\n`
    i++
  }
  // a few trees along the streets just below
  for (let n = 0; n < 40; n++) {
    const dz = rng.float(12, 90)
    const x = r.W / 2 + rng.float(-1.2, 1.2) * dz
    out += `sphere { 0, 1 scale ${vec(rng.float(2.5, 4), rng.float(2.5, 4.5), rng.float(2.5, 4))} translate ${vec(x, -21, r.D + dz)} texture { pigment { ${srgb(rng.pick(['#5d7a45', '#6b8a4f', '#4f6b3d']))} } normal { bumps 0.6 scale 0.4 } finish { diffuse 0.7 } } no_radiosity }\n`
  }
  return out + `// ${i} towers\n`
}

// ---------------------------------------------------------------------------------------------
// Materials
// ---------------------------------------------------------------------------------------------

function materials(o: Options, rng: Random): string {
  const { finishing, room, wall, accent } = o
  const rough = finishing === 'rough'
  const whiteBox = finishing === 'white-box'
  const designer = finishing === 'designer'
  const wallHex = rough ? '#a9a7a2' : whiteBox ? '#ecebe7' : wall
  const fabric = rng.pick(['#cfc8bd', '#bdb8b0', '#d8d2c8', '#a9a49c', '#c4bcb0'])
  const woodLight = designer ? ['#7a5236', '#5e3c26', '#93694a'] : ['#c9a27a', '#b48a60', '#d7b690']
  const floorWood = designer ? ['#8a5f3e', '#6e4a30', '#a0754f'] : ['#c7a57f', '#b08b63', '#d8bd98']
  let floor: string
  if (rough) {
    floor = `texture { pigment { granite color_map { [0 ${srgb('#8c8984')}] [0.5 ${srgb('#9d9a94')}] [1 ${srgb('#7f7c77')}] } scale 0.6 }
      normal { granite 0.05 scale 0.3 } finish { diffuse 0.8 } }
    texture { pigment { bozo color_map { [0 rgbt <0.35,0.34,0.32,0.6>] [0.5 rgbt 1] [1 rgbt 1] } scale 0.9 turbulence 1 } }`
  } else if (whiteBox) {
    // cement screed: soft cloudy grey with a satin sheen
    floor = `texture { pigment { bozo turbulence 0.8 color_map { [0 ${srgb('#b8b4ad')}] [0.5 ${srgb('#aaa6a0')}] [1 ${srgb('#c2beb7')}] } scale 0.7 }
      normal { granite 0.03 scale 0.2 } finish { diffuse 0.8 specular 0.05 roughness 0.05 } }`
  } else if (room === 'kitchen') {
    // large-format porcelain tiles with thin grout, lightly polished
    const tile = designer ? '#c9c5bf' : rng.pick(['#bdb8b0', '#c8c3bb', '#aca79f'])
    floor = `texture { pigment { brick ${srgb('#9c968e')}, ${srgb(tile)} brick_size <1.2, 2, 0.6> mortar 0.004 translate y*0.5 }
      finish { diffuse 0.8 specular 0.3 roughness 0.01 reflection { 0.01, 0.07 falloff 3 } } }`
  } else {
    // oak planks: the brick pattern draws the board joints; inside each board a stretched bozo varies
    // the tone from board to board and a broad wood grain runs along it
    const [a, b, c] = floorWood
    const board = `pigment { bozo turbulence 0.2 color_map { [0 ${srgb(a)}] [0.35 ${srgb(mix(a, c, 0.6))}] [0.7 ${srgb(b)}] [1 ${srgb(mix(a, b, 0.5))}] } scale <1.6, 1, 0.09> }`
    floor = `texture { pigment { brick pigment { ${srgb(mix(b, '#000000', 0.55))} }, ${board}
        brick_size <1.4, 2, 0.2> mortar 0.005 translate y*0.5 }
      finish { diffuse 0.8 specular 0.2 roughness 0.03 reflection { 0.0, 0.035 falloff 3 } } }
    texture { pigment { wood turbulence 0.1 color_map { [0 rgbt <0.25, 0.15, 0.08, 0.85>] [0.5 rgbt 1] [1 rgbt <0.25, 0.15, 0.08, 0.85>] } scale <0.25, 0.25, 1> rotate y*90 } }`
  }
  const [w1, w2, w3] = woodLight
  const cabinet = designer ? mix(accent, '#1e2126', 0.35) : rng.pick(['#eeece8', '#e6e3de', mix(wall, '#ffffff', 0.4), '#d9d6d0'])
  return `#declare T_Wall = texture { pigment { ${srgb(wallHex)} } finish { diffuse 0.85 } }
#declare T_Ceiling = texture { pigment { ${srgb(rough ? '#9c9a95' : '#f3f2ee')} } finish { diffuse 0.85 } }
#declare T_Floor = ${floor}
#declare T_Concrete = texture { pigment { granite color_map { [0 ${srgb('#a29f99')}] [0.6 ${srgb('#b1aea8')}] [1 ${srgb('#928f89')}] } scale 0.8 }
  normal { granite 0.08 scale 0.15 } finish { diffuse 0.8 } }
  texture { pigment { gradient y color_map { [0 rgbt <0.3,0.3,0.28,0.75>] [0.02 rgbt 1] [1 rgbt 1] } scale 1.2 } }
#declare T_Skirting = texture { pigment { ${srgb(mix(wallHex, '#ffffff', 0.5))} } finish { diffuse 0.8 specular 0.1 } }
#declare T_Fabric = texture { pigment { ${srgb(fabric)} } finish { diffuse 0.85 brilliance 0.8 } }
#declare T_Accent = texture { pigment { ${srgb(accent)} } finish { diffuse 0.85 } }
#declare T_Linen = texture { pigment { ${srgb('#f2f0ec')} } normal { wrinkles 0.25 scale 0.06 } finish { diffuse 0.85 } }
#declare T_Wood = texture { pigment { wood turbulence 0.05 color_map { [0 ${srgb(w1)}] [0.4 ${srgb(w3)}] [0.8 ${srgb(w2)}] [1 ${srgb(w1)}] } scale <0.03, 0.03, 1> rotate y*90 }
  finish { diffuse 0.8 specular 0.3 roughness 0.02 } }
#declare T_WoodZ = texture { T_Wood rotate y*90 }
#declare T_Cabinet = texture { pigment { ${srgb(cabinet)} } finish { diffuse 0.8 specular 0.25 roughness 0.015 } }
#declare T_Dark = texture { pigment { ${srgb('#2b2c2e')} } finish { diffuse 0.7 specular 0.3 roughness 0.02 } }
#declare T_Frame = texture { pigment { ${srgb('#3a3c3f')} } finish { diffuse 0.7 specular 0.2 roughness 0.03 } }
#declare T_Metal = texture { pigment { ${srgb(designer ? '#b8893f' : '#2e2f31')} } finish { ${designer ? 'metallic diffuse 0.3 specular 0.7 roughness 0.01 reflection { 0.3 metallic }' : 'diffuse 0.6 specular 0.3 roughness 0.02'} } }
#declare T_Chrome = texture { pigment { ${srgb('#c9ccd0')} } finish { metallic diffuse 0.3 specular 0.8 roughness 0.005 reflection { 0.4 metallic } } }
#declare T_Stone = texture { pigment { marble turbulence 1.2 color_map { [0 ${srgb('#f1efec')}] [0.8 ${srgb('#e6e3de')}] [0.93 ${srgb('#b8b3ad')}] [1 ${srgb('#8f8a85')}] } scale 0.25 rotate <20, 30, 10> }
  finish { diffuse 0.75 specular 0.5 roughness 0.005 reflection { 0.03, 0.1 } } }
#declare T_Worktop = ${designer ? 'texture { T_Stone }' : `texture { pigment { ${srgb(rng.pick(['#e9e6e1', '#3b3b3c', '#d8d2c8']))} } normal { granite 0.02 scale 0.01 } finish { diffuse 0.75 specular 0.4 roughness 0.008 reflection 0.04 } }`}
#declare T_Glass = texture { pigment { rgbf <0.94, 0.97, 0.97, 0.94> } finish { diffuse 0 specular 0.6 roughness 0.002 reflection { 0.04, 0.2 } } }
#declare T_Lamp = texture { pigment { rgb 1 } finish { emission 2.5 diffuse 0 } }
#declare T_Shade = texture { pigment { ${srgb('#f1ece2')} } finish { diffuse 0.8 emission 0.35 } }
#declare T_Leaf = texture { pigment { ${srgb('#4f6e3a')} } finish { diffuse 0.7 specular 0.25 roughness 0.03 } }
#declare T_Pot = texture { pigment { ${srgb(rng.pick(['#d8d2c8', '#3b3a38', '#b98a6a']))} } finish { diffuse 0.8 specular 0.15 } }
`
}

// ---------------------------------------------------------------------------------------------
// Room shell
// ---------------------------------------------------------------------------------------------

function windowsFor(r: Box3, o: Options): Window[] {
  // floor-to-ceiling glazing, as new builds have; the kitchen gets a parapet so the run of cabinets fits
  if (o.room === 'kitchen') return [{ x0: 0.6, x1: r.W - 0.6, y0: 0.0, y1: r.H - 0.25 }]
  if (o.room === 'bedroom') return [{ x0: 0.9, x1: r.W - 0.9, y0: 0.0, y1: r.H - 0.25 }]
  return [{ x0: 0.5, x1: r.W - 0.35, y0: 0.0, y1: r.H - 0.25 }]
}

function shell(r: Box3, wins: Window[], o: Options): string {
  const { W, D, H } = r
  const rough = o.finishing === 'rough'
  const wallTex = rough ? tex('T_Concrete') : tex('T_Wall')
  const cuts = wins.map((w) => `box { ${vec(w.x0, w.y0, D - 0.05)}, ${vec(w.x1, w.y1, D + 0.5)} }`).join('\n  ')
  let out = `difference {
  box { <-0.3, -0.4, -0.3>, ${vec(W + 0.3, H + 0.4, D + 0.3)} }
  box { <0, -0.5, 0>, ${vec(W, H + 0.5, D)} }
  ${cuts}
  ${wallTex}
}
box { <-0.3, -0.4, -0.3>, ${vec(W + 0.3, 0, D + 0.3)} texture { T_Floor } }
box { ${vec(-0.3, H, -0.3)}, ${vec(W + 0.3, H + 0.4, D + 0.3)} texture { T_Ceiling } }
`
  if (!rough) {
    // skirting boards and a shadow gap at the ceiling read instantly as "finished flat"
    const sk = 0.07
    out += box([0, 0, 0], [W, sk, 0.012], tex('T_Skirting'))
    out += box([0, 0, 0], [0.012, sk, D], tex('T_Skirting'))
    out += box([W - 0.012, 0, 0], [W, sk, D], tex('T_Skirting'))
  } else {
    // rough shell: a structural column and a beam, left as cast
    out += box([W - 0.45, 0, D - 2.4], [W, H, D - 2.0], tex('T_Concrete'))
    out += box([0, H - 0.35, D - 2.4], [W, H, D - 2.0], tex('T_Concrete'))
  }
  for (const w of wins) out += windowUnit(r, w, o)
  return out
}

/** An aluminium frame with mullions, the glass and a slim sill/reveal. */
function windowUnit(r: Box3, w: Window, o: Options): string {
  const { D } = r
  const f = 0.06
  const z0 = D + 0.05
  const z1 = D + 0.13
  const panes = Math.max(2, Math.round((w.x1 - w.x0) / 1.35))
  let out = ''
  // reveals: the wall returns into the opening, so the glazing sits in a deep, lit recess
  const reveal = tex(o.finishing === 'rough' ? 'T_Concrete' : 'T_Wall')
  out += `difference { box { ${vec(w.x0 - 0.001, w.y0 - 0.01, D - 0.01)}, ${vec(w.x1 + 0.001, w.y1 + 0.001, z0)} } box { ${vec(w.x0 + 0.001, w.y0 - 0.02, D - 0.1)}, ${vec(w.x1 - 0.001, w.y1 - 0.001, z0 + 0.1)} } ${reveal} }\n`
  out += box([w.x0, w.y0, z0], [w.x1, w.y0 + f * 1.4, z1], tex('T_Frame'))
  out += box([w.x0, w.y1 - f, z0], [w.x1, w.y1, z1], tex('T_Frame'))
  out += box([w.x0, w.y0, z0], [w.x0 + f, w.y1, z1], tex('T_Frame'))
  out += box([w.x1 - f, w.y0, z0], [w.x1, w.y1, z1], tex('T_Frame'))
  for (let i = 1; i < panes; i++) {
    const x = w.x0 + ((w.x1 - w.x0) * i) / panes
    out += box([x - f / 2, w.y0, z0], [x + f / 2, w.y1, z1], tex('T_Frame'))
  }
  // a transom bar low down: typical of tall glazing, and it breaks the big pane
  out += box([w.x0, 0.9, z0 + 0.02], [w.x1, 0.94, z1], tex('T_Frame'))
  out += box([w.x0, w.y0, z0 + 0.03], [w.x1, w.y1, z0 + 0.04], tex('T_Glass'), 'no_shadow no_radiosity')
  // the rail of a french balcony outside (a glass balustrade would double the transmitted rays)
  out += cyl([w.x0, 1.07, D + 0.26], [w.x1, 1.07, D + 0.26], 0.02, tex('T_Chrome'))
  return out
}

/** Sheer curtains: a row of overlapping vertical tubes reads as soft fabric folds. */
function curtain(x0: number, x1: number, z: number, top: number, rng: Random): string {
  let out = 'union {\n'
  const n = Math.round((x1 - x0) / 0.055)
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n
    out += `cylinder { ${vec(x, 0.01, z + Math.sin(i * 1.7) * 0.03)}, ${vec(x, top, z + Math.sin(i * 1.7) * 0.02)}, ${num(0.035 + rng.float(0, 0.01))} }\n`
  }
  out += `texture { pigment { ${srgb('#f4f2ee')} } finish { diffuse 0.9 } } }\n`
  out += cyl([x0 - 0.1, top + 0.02, z], [x1 + 0.1, top + 0.02, z], 0.012, tex('T_Frame'))
  return out
}

function ceilingLights(r: Box3, o: Options): string {
  const { W, D, H } = r
  if (o.finishing === 'rough' || o.finishing === 'white-box') {
    // a bare bulb on a cable, as the builder leaves it
    const x = W / 2
    const z = D / 2
    return (
      cyl([x, H - 0.45, z], [x, H, z], 0.004, tex('T_Dark')) +
      cyl([x, H - 0.5, z], [x, H - 0.44, z], 0.018, tex('T_Dark')) +
      `sphere { ${vec(x, H - 0.54, z)}, 0.04 ${tex('T_Lamp')} no_shadow }\n`
    )
  }
  // recessed downlights in a grid
  let out = ''
  for (const fx of [0.25, 0.75]) {
    for (const fz of [0.3, 0.62]) {
      out += cyl([W * fx, H - 0.003, D * fz], [W * fx, H + 0.01, D * fz], 0.045, tex('T_Lamp'), 'no_shadow')
      out += `torus { 0.05, 0.006 translate ${vec(W * fx, H, D * fz)} ${tex('T_Chrome')} }\n`
    }
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Furniture (each modelled facing -z around the origin, floor at y = 0)
// ---------------------------------------------------------------------------------------------

function sofa(len: number, rng: Random): string {
  const d = 0.95
  const h0 = 0.14
  let out = ''
  out += rbox([-len / 2, h0, -d / 2], [len / 2, 0.42, d / 2], 0.04, tex('T_Fabric'))
  out += rbox([-len / 2, h0, d / 2 - 0.22], [len / 2, 0.8, d / 2], 0.06, tex('T_Fabric'))
  out += rbox([-len / 2, h0, -d / 2], [-len / 2 + 0.2, 0.62, d / 2], 0.07, tex('T_Fabric'))
  out += rbox([len / 2 - 0.2, h0, -d / 2], [len / 2, 0.62, d / 2], 0.07, tex('T_Fabric'))
  const seats = len > 2.1 ? 3 : 2
  const inner = len - 0.4
  for (let i = 0; i < seats; i++) {
    const a = -inner / 2 + (inner * i) / seats + 0.01
    const b = -inner / 2 + (inner * (i + 1)) / seats - 0.01
    out += rbox([a, 0.4, -d / 2 + 0.02], [b, 0.52, d / 2 - 0.2], 0.055, tex('T_Fabric'))
    out += rbox([a, 0.5, d / 2 - 0.4], [b, 0.9, d / 2 - 0.2], 0.08, tex('T_Fabric'), 'rotate x*-8 translate z*0.02')
  }
  // scatter cushions in the accent colour, slightly tilted like someone just sat there
  for (const s of [-1, 1]) {
    out += `superellipsoid { <0.6, 0.6> scale <0.22, 0.21, 0.07> rotate <-15, ${num(s * rng.float(5, 20))}, ${num(s * rng.float(-8, 8))}> translate ${vec(s * (len / 2 - 0.42), 0.73, d / 2 - 0.38)} ${tex('T_Accent')} }\n`
  }
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) out += cyl([sx * (len / 2 - 0.08), 0, sz * (d / 2 - 0.08)], [sx * (len / 2 - 0.08), h0, sz * (d / 2 - 0.08)], 0.02, tex('T_Metal'))
  return out
}

function coffeeTable(designer: boolean): string {
  const top = designer ? 'T_Stone' : 'T_Wood'
  let out = rbox([-0.6, 0.36, -0.33], [0.6, 0.4, 0.33], 0.012, tex(top))
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) out += cyl([sx * 0.54, 0, sz * 0.27], [sx * 0.54, 0.36, sz * 0.27], 0.015, tex('T_Metal'))
  // a couple of books and a bowl, the little things that make a set dressed
  out += rbox([-0.35, 0.4, -0.12], [-0.05, 0.43, 0.1], 0.004, `texture { pigment { ${srgb('#e7e1d6')} } }`)
  out += rbox([-0.32, 0.43, -0.1], [-0.08, 0.455, 0.08], 0.004, tex('T_Accent'))
  out += `difference { sphere { 0, 0.12 scale <1, 0.5, 1> } sphere { 0, 0.11 scale <1, 0.5, 1> translate y*0.01 } plane { y, 0 inverse } translate ${vec(0.28, 0.46, 0.02)} ${tex('T_Dark')} }\n`
  return out
}

function rug(w: number, d: number): string {
  // a low pile rug: a fine normal for the weave and a border in a darker tone
  return `box { ${vec(-w / 2, 0, -d / 2)}, ${vec(w / 2, 0.012, d / 2)} texture { pigment { boxed color_map { [0 ${'srgb <0.35,0.33,0.31>'}] [0.04 ${'srgb <0.35,0.33,0.31>'}] [0.04 T_RugColour] [1 T_RugColour] } scale ${vec(w / 2, 1, d / 2)} }
  finish { diffuse 0.85 } } }\n`
}

function plant(rng: Random, scale = 1): string {
  // a potted fig: leaves are flattened spheres on short stalks around a trunk
  let out = `cone { <0, 0, 0>, 0.16, <0, 0.42, 0>, 0.2 ${tex('T_Pot')} }\n`
  out += cyl([0, 0.4, 0], [0, 1.5, 0], 0.018, `texture { pigment { ${srgb('#6b5440')} } }`)
  for (let i = 0; i < 55; i++) {
    const y = rng.float(0.75, 1.65)
    const a = rng.float(0, 360)
    const rad = rng.float(0.08, 0.32) * (1.7 - y * 0.4)
    out += `sphere { 0, 1 scale <0.11, 0.012, 0.07> rotate <${num(rng.float(-40, 30))}, 0, ${num(rng.float(-30, 30))}> translate <${num(rad)}, 0, 0> rotate y*${num(a)} translate y*${num(y)} ${tex('T_Leaf')} }\n`
  }
  return `union { ${out} scale ${num(scale)} }\n`
}

function shelving(rng: Random, h: number, w: number, depth: number): string {
  let out = ''
  const rows = Math.floor(h / 0.38)
  out += box([-w / 2, 0, -depth / 2], [-w / 2 + 0.025, h, depth / 2], tex('T_Wood'))
  out += box([w / 2 - 0.025, 0, -depth / 2], [w / 2, h, depth / 2], tex('T_Wood'))
  out += box([-w / 2, 0, depth / 2 - 0.01], [w / 2, h, depth / 2], tex('T_Wood'))
  const bookColours = ['#e8e2d6', '#b8b0a2', '#3f4a55', '#7d6a58', '#c9c3b8', '#2f3133', '#9e8e78']
  for (let i = 0; i <= rows; i++) {
    const y = Math.min(h - 0.025, i * (h / rows))
    out += box([-w / 2, y, -depth / 2], [w / 2, y + 0.025, depth / 2], tex('T_Wood'))
    if (i === rows) break
    // books in runs, some leaning, some laid flat, leaving gaps — never a full shelf
    let x = -w / 2 + 0.05 + rng.float(0, 0.2)
    while (x < w / 2 - 0.12) {
      if (rng.chance(0.18)) {
        x += rng.float(0.12, 0.3)
        continue
      }
      if (rng.chance(0.12)) {
        // a vase or a decorative object
        out += `sphere { 0, 1 scale <0.06, 0.1, 0.06> translate ${vec(x + 0.06, y + 0.125, 0)} ${tex(rng.pick(['T_Pot', 'T_Accent', 'T_Dark']))} }\n`
        x += 0.18
        continue
      }
      const bw = rng.float(0.02, 0.045)
      const bh = rng.float(0.18, 0.3)
      const col = rng.pick(bookColours)
      out += box([x, y + 0.025, -depth / 2 + 0.04], [x + bw, y + 0.025 + bh, depth / 2 - 0.03], `texture { pigment { ${srgb(col)} } finish { diffuse 0.8 specular 0.1 } }`)
      x += bw + 0.003
    }
  }
  return out
}

function tvWall(designer: boolean, rng: Random): string {
  // a low console with a TV above, modelled facing -z (its back against the wall)
  let out = rbox([-0.9, 0.18, -0.22], [0.9, 0.55, 0.2], 0.01, tex(designer ? 'T_Wood' : 'T_Cabinet'))
  for (const sx of [-1, 1]) out += box([sx * 0.82 - 0.02, 0, -0.15], [sx * 0.82 + 0.02, 0.18, 0.15], tex('T_Metal'))
  out += box([-0.005, 0.2, -0.225], [0.005, 0.53, -0.22], tex('T_Dark'))
  out += rbox([-0.7, 1.0, 0.16], [0.7, 1.8, 0.2], 0.01, `texture { pigment { rgb 0.012 } finish { specular 0.8 roughness 0.003 reflection 0.08 } }`)
  if (rng.chance(0.7)) out += `object { Round_Box(<-0.05, 0.55, -0.05>, <0.05, 0.8, 0.05>, 0.02, 0) ${tex('T_Pot')} translate x*0.6 }\n`
  return out
}

function floorLamp(): string {
  let out = cyl([0, 0, 0], [0, 0.02, 0], 0.16, tex('T_Metal'))
  out += cyl([0, 0, 0], [0, 1.45, 0], 0.012, tex('T_Metal'))
  out += `cone { <0, 1.35, 0>, 0.22, <0, 1.65, 0>, 0.16 open ${tex('T_Shade')} double_illuminate no_shadow }\n`
  return out
}

function livingRoom(r: Box3, o: Options, rng: Random): string {
  const { W, D } = r
  const designer = o.finishing === 'designer'
  const len = rng.float(2.2, 2.6)
  const zc = D - 2.6
  let out = ''
  out += place(rug(2.6, 1.9), 90, W - 1.55, zc)
  out += place(sofa(len, rng), 90, W - 0.55, zc)
  out += place(coffeeTable(designer), 90, W - 1.85, zc)
  out += place(tvWall(designer, rng), -90, 0.22, zc)
  out += place(shelving(rng, 2.1, 1.2, 0.35), -90, 0.18, D - 1.0)
  out += place(plant(rng, 1.05), 0, W - 0.6, D - 0.55)
  out += place(floorLamp(), 0, W - 0.35, zc + len / 2 + 0.35)
  if (designer) {
    // wood slat feature wall behind the TV, accent paint on the right wall
    let slats = ''
    for (let z = zc - 1.6; z < zc + 1.6; z += 0.07) slats += box([0, 0, z], [0.035, r.H, z + 0.045], tex('T_WoodZ'))
    out += slats
    out += box([W - 0.01, 0, 1.2], [W, r.H, D], `texture { pigment { ${srgb(o.accent)} } finish { diffuse 0.85 } }`)
  }
  out += curtain(0.25, 1.3, D - 0.18, r.H - 0.05, rng)
  return out
}

function kitchenRun(r: Box3, o: Options): string {
  // cabinets along the right wall: base units + worktop + upper units, a tall column at the front
  const { W, D, H } = r
  const designer = o.finishing === 'designer'
  const z0 = 1.9
  const z1 = D - 0.05
  const dep = 0.62
  const x0 = W - dep
  let out = ''
  out += box([x0 + 0.05, 0, z0], [W, 0.1, z1], tex('T_Dark'))
  const fronts = Math.round((z1 - z0 - 0.6) / 0.6)
  const unit = (z1 - (z0 + 0.65)) / fronts
  for (let i = 0; i < fronts; i++) {
    const a = z0 + 0.65 + i * unit
    out += rbox([x0, 0.1, a + 0.002], [x0 + 0.05, 0.86, a + unit - 0.002], 0.004, tex('T_Cabinet'))
    out += box([x0 + 0.05, 0.1, a], [W, 0.86, a + unit], tex('T_Cabinet'))
    out += cyl([x0 - 0.02, 0.8, a + 0.1], [x0 - 0.02, 0.8, a + unit - 0.1], 0.008, tex(designer ? 'T_Metal' : 'T_Chrome'))
  }
  out += box([x0 - 0.03, 0.86, z0 + 0.6], [W, 0.9, z1], tex('T_Worktop'))
  // backsplash
  out += box(
    [W - 0.015, 0.9, z0 + 0.6],
    [W, 1.45, z1],
    designer
      ? tex('T_Stone')
      : `texture { pigment { brick ${srgb('#d9d6d0')}, ${srgb('#f3f1ed')} brick_size <0.075, 0.075, 0.3> mortar 0.003 rotate y*90 } finish { specular 0.4 roughness 0.01 reflection 0.05 } }`,
  )
  // uppers up to the ceiling, open shelf gap near the window
  for (let i = 0; i < fronts - 1; i++) {
    const a = z0 + 0.65 + i * unit
    out += rbox([W - 0.36, 1.45, a + 0.002], [W, H - 0.001, a + unit - 0.002], 0.004, tex('T_Cabinet'))
  }
  // hob, sink with tap
  const hz = z0 + 0.65 + unit * 1.5
  out += box([x0 + 0.05, 0.9, hz - 0.3], [x0 + 0.56, 0.905, hz + 0.3], `texture { pigment { rgb 0.01 } finish { specular 0.8 roughness 0.003 reflection 0.12 } }`)
  const sz = z0 + 0.65 + unit * (fronts - 1.5)
  out += `difference { box { ${vec(x0 + 0.08, 0.86, sz - 0.3)}, ${vec(x0 + 0.5, 0.905, sz + 0.3)} } box { ${vec(x0 + 0.1, 0.7, sz - 0.28)}, ${vec(x0 + 0.48, 0.95, sz + 0.28)} } ${tex('T_Chrome')} }\n`
  out += `sphere_sweep { cubic_spline 5, ${vec(W - 0.05, 0.85, sz)}, 0.014, ${vec(W - 0.06, 0.9, sz)}, 0.014, ${vec(W - 0.08, 1.25, sz)}, 0.014, ${vec(W - 0.3, 1.22, sz)}, 0.014, ${vec(W - 0.32, 1.0, sz)}, 0.014 ${tex(designer ? 'T_Metal' : 'T_Chrome')} }\n`
  // tall column (fridge / oven)
  out += rbox([x0, 0, z0], [W, H - 0.001, z0 + 0.6], 0.005, tex('T_Cabinet'))
  out += box([x0 - 0.005, 0.95, z0 + 0.05], [x0, 1.55, z0 + 0.55], `texture { pigment { rgb 0.015 } finish { specular 0.7 roughness 0.004 reflection 0.1 } }`)
  // a few things on the worktop
  out += `cylinder { ${vec(W - 0.2, 0.9, z1 - 0.35)}, ${vec(W - 0.2, 1.12, z1 - 0.35)}, 0.07 ${tex('T_Pot')} }\n`
  out += box([W - 0.35, 0.9, hz + 0.5], [W - 0.05, 0.93, hz + 0.85], tex('T_Wood'))
  return out
}

function island(o: Options, rng: Random): string {
  const designer = o.finishing === 'designer'
  let out = rbox([-1.0, 0, -0.45], [1.0, 0.86, 0.45], 0.01, tex('T_Cabinet'))
  out += box([-1.1, 0.86, -0.55], [1.1, 0.91, 0.55], designer ? tex('T_Stone') : tex('T_Worktop'))
  // stools along the -z side (seen by the camera)
  for (let i = -1; i <= 1; i++) {
    const x = i * 0.62
    let s = cyl([0, 0.64, 0], [0, 0.68, 0], 0.19, tex(designer ? 'T_Accent' : 'T_Wood'))
    for (const a of [45, 135, 225, 315]) s += cyl([0, 0.64, 0], [Math.cos((a * Math.PI) / 180) * 0.17, 0, Math.sin((a * Math.PI) / 180) * 0.17], 0.012, tex('T_Metal'))
    s += `torus { 0.14, 0.008 translate y*0.25 ${tex('T_Metal')} }\n`
    out += `union { ${s} rotate y*${num(rng.float(0, 40))} translate ${vec(x, 0, -0.78)} }\n`
  }
  // fruit bowl
  out += `union { difference { sphere { 0, 0.16 scale <1, 0.4, 1> } sphere { 0, 0.15 scale <1, 0.4, 1> translate y*0.01 } plane { y, 0 inverse } }
  ${tex('T_Wood')} translate ${vec(0.3, 0.97, 0.05)} }\n`
  for (let i = 0; i < 5; i++)
    out += `sphere { ${vec(0.3 + rng.float(-0.07, 0.07), 0.97, 0.05 + rng.float(-0.07, 0.07))}, 0.04 texture { pigment { ${srgb(rng.pick(['#e0a030', '#b5412e', '#9cb346']))} } finish { specular 0.4 roughness 0.02 } } }\n`
  return out
}

function pendant(designer: boolean, drop: number): string {
  let out = cyl([0, -drop, 0], [0, 0, 0], 0.003, tex('T_Dark'))
  if (designer) {
    out += `sphere { ${vec(0, -drop - 0.12, 0)}, 0.13 texture { pigment { rgbf <1, 0.97, 0.92, 0.35> } finish { emission 1.2 diffuse 0.4 specular 0.6 roughness 0.003 } } no_shadow }\n`
    out += cyl([0, -drop, 0], [0, -drop + 0.04, 0], 0.03, tex('T_Metal'))
  } else {
    out += `difference { cone { ${vec(0, -drop - 0.22, 0)}, 0.17, ${vec(0, -drop, 0)}, 0.03 } cone { ${vec(0, -drop - 0.221, 0)}, 0.16, ${vec(0, -drop - 0.01, 0)}, 0.025 } ${tex('T_Metal')} }\n`
    out += `sphere { ${vec(0, -drop - 0.17, 0)}, 0.04 ${tex('T_Lamp')} no_shadow }\n`
  }
  return out
}

function kitchen(r: Box3, o: Options, rng: Random): string {
  const { W, D, H } = r
  const designer = o.finishing === 'designer'
  let out = kitchenRun(r, o)
  const zc = D - 2.5
  out += place(island(o, rng), 90, W - 2.05, zc)
  for (const dz of [-0.55, 0.55]) out += place(pendant(designer, 0.85), 0, W - 2.05, zc + dz, H)
  out += place(plant(rng, 0.8), 0, 0.55, D - 0.5)
  // a small dining table with chairs near the window on the left
  if (rng.chance(0.6)) out += place(diningTable(rng), 0, 1.25, D - 1.5)
  return out
}

function diningTable(rng: Random): string {
  let out = rbox([-0.45, 0.72, -0.45], [0.45, 0.75, 0.45], 0.01, tex('T_Wood'))
  out += cyl([0, 0, 0], [0, 0.72, 0], 0.04, tex('T_Metal'))
  out += cyl([0, 0, 0], [0, 0.02, 0], 0.25, tex('T_Metal'))
  for (const a of [0, 180]) {
    let c = rbox([-0.22, 0.44, -0.22], [0.22, 0.48, 0.2], 0.015, tex('T_Wood'))
    c += rbox([-0.22, 0.48, 0.17], [0.22, 0.85, 0.2], 0.012, tex('T_Wood'))
    for (const sx of [-1, 1]) for (const sz of [-1, 1]) c += cyl([sx * 0.19, 0, sz * 0.18], [sx * 0.19, 0.44, sz * 0.18], 0.014, tex('T_Metal'))
    out += `union { ${c} translate z*-0.55 rotate y*${num(a + rng.float(-6, 6))} }\n`
  }
  return out
}

function bed(o: Options, rng: Random): string {
  // headboard at +z (against the wall), bed 1.8 wide, 2.1 long
  const designer = o.finishing === 'designer'
  let out = rbox([-0.95, 0.08, -1.05], [0.95, 0.32, 1.05], 0.03, tex(designer ? 'T_Accent' : 'T_Fabric'))
  out += rbox([-0.92, 0.3, -1.0], [0.92, 0.52, 1.0], 0.08, `texture { pigment { ${srgb('#f7f6f3')} } finish { diffuse 0.85 } }`)
  out += rbox([-1.0, 0.08, 1.0], [1.0, 1.15, 1.1], 0.04, tex(designer ? 'T_Accent' : 'T_Fabric'))
  // duvet: a soft slab with wrinkles, folded back at the top
  out += `object { Round_Box(<-0.96, 0.46, -1.04>, <0.96, 0.6, 0.35>, 0.07, 0) texture { T_Linen } }\n`
  out += `object { Round_Box(<-0.96, 0.55, 0.22>, <0.96, 0.62, 0.5>, 0.035, 0) texture { T_Linen } }\n`
  // a throw across the foot in the accent colour
  out += `object { Round_Box(<-0.98, 0.56, -0.95>, <0.98, 0.64, -0.45>, 0.04, 0) ${tex('T_Accent')} }\n`
  for (const sx of [-1, 1]) {
    out += `superellipsoid { <0.5, 0.45> scale <0.36, 0.09, 0.2> rotate x*-62 translate ${vec(sx * 0.45, 0.72, 0.88)} texture { pigment { ${srgb('#fbfaf7')} } normal { wrinkles 0.2 scale 0.05 } finish { diffuse 0.85 } } }\n`
    out += `superellipsoid { <0.5, 0.45> scale <0.25, 0.07, 0.17> rotate x*-70 translate ${vec(sx * 0.35 + rng.float(-0.03, 0.03), 0.72, 0.7)} ${tex('T_Accent')} }\n`
  }
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) out += cyl([sx * 0.88, 0, sz * 0.98], [sx * 0.88, 0.08, sz * 0.98], 0.025, tex('T_Metal'))
  return out
}

function bedside(designer: boolean): string {
  let out = rbox([-0.25, 0.12, -0.2], [0.25, 0.55, 0.2], 0.01, tex(designer ? 'T_Wood' : 'T_Cabinet'))
  out += box([-0.2, 0.33, -0.205], [0.2, 0.335, -0.2], tex('T_Dark'))
  for (const sx of [-1, 1]) for (const sz of [-1, 1]) out += cyl([sx * 0.21, 0, sz * 0.16], [sx * 0.21, 0.12, sz * 0.16], 0.012, tex('T_Metal'))
  // table lamp: ceramic base and a glowing linen shade
  out += `sphere { ${vec(0.02, 0.68, 0.05)}, 0.11 scale <1, 1.1, 1> translate y*-0.06 ${tex('T_Pot')} }\n`
  out += cyl([0.02, 0.7, 0.05], [0.02, 0.86, 0.05], 0.008, tex('T_Metal'))
  out += `cone { ${vec(0.02, 0.8, 0.05)}, 0.17, ${vec(0.02, 1.0, 0.05)}, 0.13 open ${tex('T_Shade')} double_illuminate no_shadow }\n`
  return out
}

function wardrobe(len: number, h: number, designer: boolean): string {
  // handle-less full-height doors with thin shadow gaps
  let out = ''
  const n = Math.max(2, Math.round(len / 0.55))
  for (let i = 0; i < n; i++) {
    const a = -len / 2 + (len * i) / n
    out += rbox([a + 0.003, 0.05, -0.3], [a + len / n - 0.003, h, 0.3], 0.004, tex(designer ? 'T_Wood' : 'T_Cabinet'))
    out += box([a + len / n - 0.03, 0.9, -0.31], [a + len / n - 0.02, 1.3, -0.29], tex('T_Metal'))
  }
  out += box([-len / 2, 0, -0.28], [len / 2, 0.05, 0.3], tex('T_Dark'))
  return out
}

function bedroom(r: Box3, o: Options, rng: Random): string {
  const { W, D, H } = r
  const designer = o.finishing === 'designer'
  const zc = D - 2.55
  let out = ''
  out += place(rug(2.4, 3.0), 90, W - 1.45, zc)
  out += place(bed(o, rng), 90, W - 1.15, zc)
  for (const dz of [-1.3, 1.3]) out += place(bedside(designer), 90, W - 0.25, zc + dz)
  out += place(wardrobe(2.4, H - 0.01, designer), -90, 0.31, D - 2.3)
  out += place(plant(rng, 0.9), 0, 0.55, D - 0.5)
  // a bench at the foot of the bed
  out += place(
    rbox([-0.6, 0.38, -0.2], [0.6, 0.45, 0.2], 0.02, tex('T_Accent')) +
      [-1, 1].map((s) => box([s * 0.55 - 0.02, 0, -0.17], [s * 0.55 + 0.02, 0.38, 0.17], tex('T_Metal'))).join(''),
    90,
    W - 2.55,
    zc,
  )
  // art above the bed
  out += box(
    [W - 0.03, 1.35, zc - 0.45],
    [W, 1.95, zc + 0.45],
    `texture { pigment { gradient y color_map { [0 ${srgb(mix(o.accent, '#ffffff', 0.3))}] [0.5 ${srgb(mix(o.accent, '#ffffff', 0.7))}] [1 ${srgb('#f3efe8')}] } scale 0.6 translate y*1.35 } finish { diffuse 0.8 } }`,
  )
  if (designer) out += box([W - 0.012, 0, 1.5], [W, H, D], `texture { pigment { ${srgb(o.accent)} } finish { diffuse 0.85 } }`)
  out += curtain(0.3, 0.9, D - 0.18, H - 0.05, rng) + curtain(W - 0.9, W - 0.3, D - 0.18, H - 0.05, rng)
  return out
}

// ---------------------------------------------------------------------------------------------
// Unfinished flats
// ---------------------------------------------------------------------------------------------

function whiteBoxExtras(r: Box3, wins: Window[]): string {
  const { W, D } = r
  let out = ''
  // a panel radiator beside the window and socket boxes on the walls: a flat ready for fit-out
  out += rbox(
    [W - 0.1, 0.15, D - 1.9],
    [W - 0.03, 0.65, D - 0.9],
    0.01,
    `texture { pigment { rgb 0.92 } normal { gradient y 0.2 scale 0.05 } finish { specular 0.3 roughness 0.02 } }`,
  )
  out += cyl([W - 0.07, 0, D - 1.8], [W - 0.07, 0.15, D - 1.8], 0.008, tex('T_Chrome'))
  for (const z of [1.8, 3.6]) out += box([W - 0.006, 0.3, z], [W, 0.38, z + 0.08], `texture { pigment { rgb 0.95 } }`)
  out += box([0, 0.3, 3.0], [0.006, 0.38, 3.08], `texture { pigment { rgb 0.95 } }`)
  out += box([0, 1.0, 0.9], [0.006, 1.08, 0.98], `texture { pigment { rgb 0.95 } }`)
  void wins
  return out
}

function roughExtras(r: Box3, rng: Random): string {
  const { W, D } = r
  let out = ''
  // plasterboard stack on battens
  const sx = 0.9
  const sz = D - 2.2
  out += place(
    box([-0.6, 0, -0.05], [0.6, 0.08, 0.05], `texture { pigment { ${srgb('#b99a6e')} } }`, 'translate z*-0.45') +
      box([-0.6, 0, -0.05], [0.6, 0.08, 0.05], `texture { pigment { ${srgb('#b99a6e')} } }`, 'translate z*0.45') +
      box([-0.62, 0.08, -0.62], [0.62, 0.34, 0.62], `texture { pigment { ${srgb('#e7e4dc')} } normal { gradient y 0.3 scale 0.0125 } finish { diffuse 0.8 } }`),
    15,
    sx + 0.3,
    sz,
  )
  // pallet of aerated blocks
  let blocks = box([-0.6, 0, -0.5], [0.6, 0.14, 0.5], `texture { pigment { ${srgb('#a88a62')} } normal { wood 0.3 scale 0.02 } }`)
  for (let iy = 0; iy < 3; iy++)
    for (let ix = 0; ix < 2; ix++)
      for (let iz = 0; iz < 3; iz++)
        blocks += rbox(
          [-0.6 + ix * 0.6 + 0.005, 0.14 + iy * 0.25 + 0.003, -0.5 + iz * 0.333 + 0.005],
          [-0.6 + (ix + 1) * 0.6 - 0.005, 0.14 + (iy + 1) * 0.25, -0.5 + (iz + 1) * 0.333 - 0.005],
          0.006,
          `texture { pigment { ${srgb('#dcd8cf')} } normal { granite 0.15 scale 0.02 } finish { diffuse 0.8 } }`,
        )
  out += place(blocks, rng.float(-15, 15), W - 1.6, D - 3.4)
  // step ladder leaning open
  let ladder = ''
  for (const s of [-1, 1]) {
    ladder += cyl([s * 0.22, 0, -0.35], [s * 0.17, 1.6, 0], 0.02, `texture { pigment { ${srgb('#c8ccd0')} } finish { metallic specular 0.5 } }`)
    ladder += cyl([s * 0.22, 0, 0.35], [s * 0.17, 1.6, 0], 0.02, `texture { pigment { ${srgb('#c8ccd0')} } finish { metallic specular 0.5 } }`)
  }
  for (let i = 1; i < 6; i++) {
    const t = i / 6
    ladder += box(
      [-0.21 + t * 0.04, t * 1.6 - 0.01, -0.35 + t * 0.35 - 0.05],
      [0.21 - t * 0.04, t * 1.6 + 0.01, -0.35 + t * 0.35 + 0.05],
      `texture { pigment { ${srgb('#c8ccd0')} } }`,
    )
  }
  out += place(ladder, rng.float(-30, 30), 2.4, D - 1.4)
  // buckets and a cable on the floor
  out += `cone { ${vec(0.9, 0, D - 0.8)}, 0.13, ${vec(0.9, 0.32, D - 0.8)}, 0.15 texture { pigment { ${srgb('#e8e6e1')} } finish { specular 0.3 } } }\n`
  out += `sphere_sweep { b_spline 6, ${vec(W - 0.2, 0.02, 1)}, 0.008, ${vec(W - 0.8, 0.01, 1.3)}, 0.008, ${vec(W - 1.2, 0.01, 2.4)}, 0.008, ${vec(W - 2.2, 0.01, 2.7)}, 0.008, ${vec(W - 2.6, 0.01, 2.0)}, 0.008, ${vec(W - 3.0, 0.01, 2.1)}, 0.008 texture { pigment { ${srgb('#e06a1c')} } } }\n`
  // protective film still on the glazing corner, and wiring stubs from the ceiling
  out += cyl([1.2, r.H - 0.3, 2.0], [1.2, r.H, 2.0], 0.006, tex('T_Dark'))
  return out
}

// ---------------------------------------------------------------------------------------------

export function interiorScene(o: Options): string {
  const { rng } = o
  const r: Box3 = { W: 5.6, D: 6.4, H: o.finishing === 'rough' ? 2.95 : 2.8 }
  const wins = windowsFor(r, o)
  const rugColour = mix(o.accent, '#e8e2d8', rng.float(0.45, 0.7))
  let s = header(o.width, o.height, settings())
  s += '#include "shapes.inc"\n#default { finish { ambient 0 diffuse 0.8 } }\n'
  s += `#declare T_RugColour = ${srgb(rugColour)};\n`
  // eye height ~1.3 m and a level view keep verticals vertical, like a shifted architectural lens
  const cam = o.room === 'kitchen' ? [0.9, 1.35, 0.3] : [1.0, 1.3, 0.3]
  s += camera(cam, [cam[0] + 2.3, cam[1], r.D], 74)
  s += sky(rng) + sun(r, rng) + city(r, rng)
  s += materials(o, rng)
  s += shell(r, wins, o)
  s += ceilingLights(r, o)
  if (o.finishing === 'rough') s += roughExtras(r, rng)
  else if (o.finishing === 'white-box') s += whiteBoxExtras(r, wins)
  else if (o.room === 'living') s += livingRoom(r, o, rng)
  else if (o.room === 'kitchen') s += kitchen(r, o, rng)
  else s += bedroom(r, o, rng)
  return s
}
