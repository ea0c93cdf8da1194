import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { PHOTO_DIR, PHOTO_MANIFEST, photoPath, photoSpecs, sceneHash, type PhotoManifest } from '@/seed/images/photos'

/**
 * The seed uploads committed renders of the demo photos' 3D scenes; these checks keep them the renders of
 * today's scenes, so a scene changed without `npm run render:photos` fails here instead of shipping stale.
 */
describe('the demo photos', () => {
  const specs = photoSpecs()
  const manifest: PhotoManifest = JSON.parse(readFileSync(path.join(PHOTO_DIR, PHOTO_MANIFEST), 'utf8'))

  it('are each rendered from the scene the seed describes today', () => {
    const stale = specs.filter((spec) => manifest[spec.key] !== sceneHash(spec.scene())).map((spec) => spec.key)
    expect(stale, 'run `npm run render:photos` (apt-get install povray) and commit the JPEGs').toEqual([])
  })

  it('are JPEGs of the size each spec asks for, with no render left over from a removed scene', async () => {
    for (const spec of specs) {
      const { format, width, height } = await sharp(photoPath(spec.key)).metadata()
      expect({ key: spec.key, format, width, height }).toEqual({ key: spec.key, format: 'jpeg', width: spec.width, height: spec.height })
    }
    const files = readdirSync(PHOTO_DIR).filter((name) => name.endsWith('.jpg'))
    expect(files.sort()).toEqual(specs.map((spec) => `${spec.key}.jpg`).sort())
    expect(Object.keys(manifest).sort()).toEqual(specs.map((spec) => spec.key).sort())
  })

  it('have distinct keys, and the scenes are deterministic', () => {
    expect(new Set(specs.map((spec) => spec.key)).size).toBe(specs.length)
    for (const spec of specs.slice(0, 3)) expect(spec.scene()).toBe(spec.scene())
  })
})
