#!/usr/bin/env node
/**
 * Chooses the quality of the image variants (src/lib/image-widths.ts, encoded as Next's optimizer did) by measurement (issue 18, item 6).
 *
 *   node scripts/measure-image-quality.mjs [--qualities 40,45,...] [--threshold 0.985] [--photos 10] [--json FILE]
 *
 * What it does, step by step, as the site does it:
 *  1. Takes the demo content's photos (src/seed/images/library.ts: the JPEG ones, i.e. the rendered scenes, not the
 *     PNG plans and logos) and makes of each the WebP variants Payload stores on upload
 *     (src/content/collections/Media.ts: `card` 800 px at quality 80, `hero` 1600 px at quality 82).
 *  2. For each served size at a 2x screen, resizes the variant the page uses as Next's optimizer does
 *     (sharp, width, no enlargement): the reference pixels.
 *       card   `card` at 800 px: a project or estate card, 100vw of a 390 px phone or 33vw of a 1280 px
 *              screen at 2x (780/844 px: the srcset's 828/1080 capped to the 800 px source)
 *       thumb  `card` at 384 px: a gallery thumbnail (PhotoThumbs, 12rem at 2x)
 *       hero   `hero` at 1600 px: the gallery's large photo and the cover (60vw of 1280 at 2x = 1536:
 *              the srcset's 1920 capped to the 1600 px source)
 *  3. Encodes the reference to AVIF as Next 16 does for a given `quality` q (node_modules/next/dist/server/
 *     image-optimizer/transform.js: sharp `avif({ quality: round(q * 50 / 80), effort: 3 })`), decodes it and
 *     scores it against the reference with SSIM (ssim.js, Wang et al.'s windowed SSIM on luma, at full
 *     resolution: `downsample: false`, since on a 2x screen every pixel is seen; ssim.js's default would
 *     first shrink both images to about 256 px and hide exactly the softness looked for).
 *  4. Prints bytes and SSIM per quality and size (mean and worst photo) and picks the lowest quality whose
 *     mean SSIM reaches the threshold on every size and whose worst photo is within 0.01 of it.
 *
 * Runs in about a minute or two on 2 cores with the defaults. It only reads: nothing is written but --json.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

import sharp from 'sharp'
import { ssim } from 'ssim.js'
import { tsImport } from 'tsx/esm/api'

const { values: args } = parseArgs({
  options: {
    qualities: { type: 'string', default: '40,45,50,55,60,65,70,75,80' },
    threshold: { type: 'string', default: '0.985' },
    photos: { type: 'string', default: '10' },
    json: { type: 'string' },
  },
})
const qualities = args.qualities.split(',').map(Number)
const threshold = Number(args.threshold)

/** Payload's stored variants (src/content/collections/Media.ts). */
const VARIANTS = { card: { width: 800, quality: 80 }, hero: { width: 1600, quality: 82 } }
/** What the pages request at 2x DPR: the variant and the width served. */
const SIZES = [
  { name: 'thumb', variant: 'card', width: 384 },
  { name: 'card', variant: 'card', width: 800 },
  { name: 'hero', variant: 'hero', width: 1600 },
]
/** Next 16's AVIF mapping of the `quality` it is given. */
const nextAvifQuality = (q) => Math.max(Math.round(q * (50 / 80)), 1)

const library = await tsImport(fileURLToPath(new URL('../src/seed/images/library.ts', import.meta.url)), import.meta.url)
const allPhotos = library.imageSpecs().filter((spec) => spec.format === 'jpeg' && spec.width >= 1000)
// An even spread over the kinds (covers, evening views, courtyards, construction, skylines, interiors, promo, banners).
const count = Math.min(Number(args.photos), allPhotos.length)
const photos = Array.from({ length: count }, (_, i) => allPhotos[Math.floor((i * allPhotos.length) / count)])

const raw = async (pipeline) => {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height }
}

/** results[size][q] = { bytes: [], ssim: [] } */
const results = Object.fromEntries(SIZES.map((s) => [s.name, Object.fromEntries(qualities.map((q) => [q, { bytes: [], ssim: [] }]))]))
const started = Date.now()
for (const spec of photos) {
  const rendered = await library.renderImage(spec)
  const variants = {}
  for (const [name, v] of Object.entries(VARIANTS)) {
    variants[name] = await sharp(rendered).resize(v.width, undefined, { withoutEnlargement: true }).webp({ quality: v.quality }).toBuffer()
  }
  for (const size of SIZES) {
    const reference = await raw(sharp(variants[size.variant]).rotate().resize(size.width, undefined, { withoutEnlargement: true }))
    const input = { raw: { width: reference.width, height: reference.height, channels: 4 } }
    for (const q of qualities) {
      const avif = await sharp(Buffer.from(reference.data.buffer, reference.data.byteOffset, reference.data.length), input)
        .avif({ quality: nextAvifQuality(q), effort: 3 })
        .toBuffer()
      const decoded = await raw(sharp(avif))
      const { mssim } = ssim(reference, decoded, { downsample: false })
      results[size.name][q].bytes.push(avif.length)
      results[size.name][q].ssim.push(mssim)
    }
  }
  process.stderr.write(`${spec.key} `)
}
process.stderr.write(`\n${photos.length} photos in ${((Date.now() - started) / 1000).toFixed(0)} s\n\n`)

const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length
const summary = {}
console.log(`SSIM (luma, full resolution) and AVIF bytes, mean over ${photos.length} photos; worst photo in brackets`)
console.log(['next q', 'avif q', ...SIZES.map((s) => `${s.name} ${s.width}px: KB  SSIM (worst)`.padEnd(34))].join('  '))
for (const q of qualities) {
  const row = [String(q).padStart(6), String(nextAvifQuality(q)).padStart(6)]
  summary[q] = {}
  for (const size of SIZES) {
    const r = results[size.name][q]
    const entry = { kb: mean(r.bytes) / 1024, ssim: mean(r.ssim), worst: Math.min(...r.ssim) }
    summary[q][size.name] = entry
    row.push(`${entry.kb.toFixed(1).padStart(6)} KB  ${entry.ssim.toFixed(4)} (${entry.worst.toFixed(4)})`.padEnd(34))
  }
  console.log(row.join('  '))
}
const chosen = qualities.find((q) => SIZES.every((s) => summary[q][s.name].ssim >= threshold && summary[q][s.name].worst >= threshold - 0.01))
console.log(
  chosen === undefined
    ? `\nNo quality up to ${Math.max(...qualities)} reaches SSIM ${threshold} on every size.`
    : `\nLowest quality reaching mean SSIM >= ${threshold} on every size (worst photo >= ${(threshold - 0.01).toFixed(3)}): ${chosen} (AVIF ${nextAvifQuality(chosen)})`,
)
if (args.json) writeFileSync(args.json, JSON.stringify({ threshold, chosen, photos: photos.map((p) => p.key), summary }, null, 2))
