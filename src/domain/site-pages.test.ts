import { describe, expect, it } from 'vitest'

import { progressPath, projectPath, propertiesPath, queuePath } from './site-pages'
import { ROUTED_SECTIONS } from './site-sections'

describe('site paths', () => {
  it('builds property listings with the spec query parameters', () => {
    expect(propertiesPath('flat')).toBe('/properties/apartments')
    expect(propertiesPath('flat', { rooms: 2 })).toBe('/properties/apartments?rooms=2')
    expect(propertiesPath('flat', { restoration: 'White box' })).toBe('/properties/apartments?restorations=White+box')
    expect(propertiesPath('garage')).toBe('/properties/parking-spaces')
    // Scoped to a project or a queue, as the project pages link their offers.
    expect(propertiesPath('flat', { complexId: 3, rooms: 2 })).toBe('/properties/apartments?complex_id=3&rooms=2')
    expect(propertiesPath('garage', { complexId: 3, houseId: 9 })).toBe('/properties/parking-spaces?complex_id=3&house_id=9')
    expect(propertiesPath('flat', { rooms: 0 })).toBe('/properties/apartments?rooms=0')
  })
  it('builds project and queue paths', () => {
    expect(projectPath('alatau')).toBe('/projects/alatau')
    expect(queuePath('alatau-1')).toBe('/projects/queue/alatau-1')
    expect(progressPath('alatau-1')).toBe('/about/alatau-1')
  })
})

describe('routed sections', () => {
  it('are the folders of the site pages', async () => {
    const fs = await import('node:fs')
    const folders = fs
      .readdirSync('src/app/(site)/[locale]', { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('%5F') && !entry.name.startsWith('('))
      // A folder counts once it has a page somewhere under it (purchase-methods has only its layout yet).
      .filter((entry) => fs.readdirSync(`src/app/(site)/[locale]/${entry.name}`, { recursive: true }).some((file) => String(file).endsWith('page.tsx')))
      .map((entry) => entry.name)
      .filter((name) => !name.includes('.'))
    expect([...ROUTED_SECTIONS].sort()).toEqual(folders.sort())
  })
})
