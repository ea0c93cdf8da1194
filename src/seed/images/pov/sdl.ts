/**
 * Small helpers for writing POV-Ray 3.7 scene text (SDL). The demo photos are scenes written here and
 * rendered once by `npm run render:photos` (scripts/render-photos.ts); the seed uploads the committed JPEGs.
 */

/** A CSS hex colour as an sRGB POV-Ray colour (POV-Ray works in linear light with assumed_gamma 1). */
export const srgb = (hex: string, filter = 0): string => {
  const n = parseInt(hex.replace('#', ''), 16)
  const c = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(4)).join(', ')
  return filter ? `srgbf <${c}, ${filter}>` : `srgb <${c}>`
}

/** A vector literal: vec(1, 2, 3) → "<1, 2, 3>", rounded so scene text (and its hash) is stable. */
export const vec = (...parts: number[]): string => `<${parts.map(num).join(', ')}>`

/** A number written with at most four decimals. */
export const num = (value: number): string => String(Math.round(value * 10_000) / 10_000)

/** The header every scene starts with: version, linear gamma, and the image's aspect ratio for the camera. */
export const header = (width: number, height: number, extra = ''): string => `#version 3.7;
global_settings { assumed_gamma 1.0 max_trace_level 8 ${extra} }
#declare Aspect = ${num(width / height)};
`

/** A perspective camera with the image's aspect ratio. */
export const camera = (location: number[], lookAt: number[], angle: number): string =>
  `camera { perspective location ${vec(...location)} right x*Aspect up y sky y angle ${num(angle)} look_at ${vec(...lookAt)} }\n`
