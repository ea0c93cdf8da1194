/**
 * Renders the demo photos (src/seed/images/photos.ts) with POV-Ray into committed JPEGs, so neither the
 * seed nor CI needs a renderer. Only scenes whose text changed since the last render are rendered again:
 * the manifest keeps each scene's hash, and a unit test checks it against the scenes.
 *
 *   apt-get install povray
 *   npm run render:photos                      # what changed
 *   npm run render:photos -- --only=cover-alatau-residence,portrait-1   # of these, what changed (--force: all)
 *   npm run render:photos -- --preview --only=…  # quarter size, into /tmp/photo-previews, manifest untouched
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'

import { PHOTO_DIR, PHOTO_MANIFEST, photoSpecs, sceneHash, type PhotoManifest } from '../src/seed/images/photos'

const args = new Map(
  process.argv.slice(2).map((arg): [string, string | undefined] => {
    const [name, value] = arg.replace(/^--/, '').split('=')
    return [name, value]
  }),
)
const only = args.get('only')?.split(',')
const preview = args.has('preview')
const force = args.has('force')

const manifestPath = path.join(PHOTO_DIR, PHOTO_MANIFEST)
const manifest: PhotoManifest = preview ? {} : JSON.parse(readFileSync(manifestPath, 'utf8').toString() || '{}')
const outDir = preview ? path.join(tmpdir(), 'photo-previews') : PHOTO_DIR
mkdirSync(outDir, { recursive: true })
const work = mkdtempSync(path.join(tmpdir(), 'povray-'))
/**
 * A slight Gaussian softening (σ in px) of every render: the textures' grain and radiosity speckle are detail
 * no one sees once the picture is scaled to a card, but the encoders keep it (a third of the home page's
 * image bytes, Lighthouse's total-weight budget).
 */
const SOFTEN = 0.8

const specs = photoSpecs().filter((spec) => (only ? only.includes(spec.key) : true))
let rendered = 0
for (const spec of specs) {
  const scene = spec.scene()
  const hash = sceneHash(scene)
  if (!preview && !force && manifest[spec.key] === hash) continue
  const [width, height] = preview ? [Math.round(spec.width / 4), Math.round(spec.height / 4)] : [spec.width, spec.height]
  const source = path.join(work, `${spec.key}.pov`)
  const png = path.join(work, `${spec.key}.png`)
  writeFileSync(source, scene)
  const started = Date.now()
  // +A0.1 with the adaptive method 2 antialiases edges without blurring the textures; -D: no display.
  execFileSync('povray', ['-D', '-V', '-GA', `+I${source}`, `+O${png}`, `+W${width}`, `+H${height}`, '+FN', '+A0.1', '+AM2', '+R3', '+Q9'], { stdio: ['ignore', 'ignore', 'pipe'] })
  await sharp(png)
    .blur(SOFTEN)
    .jpeg({ quality: 84, mozjpeg: true })
    .toFile(path.join(outDir, `${spec.key}.jpg`))
  if (!preview) manifest[spec.key] = hash
  rendered++
  console.log(`${spec.key} ${width}×${height} in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
rmSync(work, { recursive: true, force: true })
if (!preview) {
  const sorted = Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => photoSpecs().some((s) => s.key === key))
      .sort(([a], [b]) => a.localeCompare(b)),
  )
  writeFileSync(manifestPath, JSON.stringify(sorted, null, 2) + '\n')
}
console.log(`${rendered} photo(s) rendered into ${outDir}`)
