import type { Payload } from 'payload'

import { seedConstructionProgress, seedEstates, seedProjects, seedReference } from './catalogue'
import { seedCareer, seedCompany, seedGalleries, seedNews, seedPurchase } from './content'
import { INTERIOR_ALTS, uploadImages } from './images/library'
import { documentFiles, seedLocalizations, seedRedirects, seedSiteSettings } from './settings'

export type SeedOptions = { scale: number }

/**
 * Fills an empty database with the demo content of "Qazaq Stroy": the same content on every run
 * (seeded random numbers, a fixed reference date), in Russian, Kazakh and English.
 * `scale` multiplies the number of estates (1: about 3,600; 17: over 60,000).
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const scale = Number.isFinite(options.scale) && options.scale > 0 ? options.scale : 1
  const started = performance.now()
  let last = started
  const step = (message: string) => {
    const now = performance.now()
    payload.logger.info(`[seed] ${message} (${((now - last) / 1000).toFixed(1)} s)`)
    last = now
  }

  const images = await uploadImages(payload, documentFiles())
  step(`${Object.keys(images).length} media files uploaded`)

  const reference = await seedReference(payload)
  const catalogue = await seedProjects(payload, reference, images, scale)
  step(`${Object.keys(catalogue.complexes).length} complexes, ${catalogue.houseRefs.length} queues`)

  const estates = await seedEstates(payload, catalogue, images, scale)
  step(`${estates} estates (scale ${scale})`)

  const reports = await seedConstructionProgress(payload, catalogue, images)
  await seedNews(payload, catalogue, images)
  await seedCareer(payload, catalogue)
  await seedCompany(payload, catalogue, images)
  await seedGalleries(payload, catalogue, images, INTERIOR_ALTS)
  await seedPurchase(payload, catalogue, images)
  step(`editorial content, ${reports} construction reports`)

  const strings = await seedLocalizations(payload)
  await seedRedirects(payload)
  await seedSiteSettings(payload, images)
  step(`${strings} UI strings, redirects, site settings`)

  payload.logger.info(`[seed] done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}
