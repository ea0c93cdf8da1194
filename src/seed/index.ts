import type { Payload } from 'payload'

import { seedCategories, seedConstructionProgress, seedEstates, seedProjects, seedReference } from './catalogue'
import { seedCareer, seedCompany, seedGalleries, seedNews, seedPurchase } from './content'
import { uploadImages, uploadSchemes } from './images/library'
import { INTERIOR_ALTS } from './images/photos'
import { documentFiles, seedLocalizations, seedRedirects, seedSiteSettings } from './settings'

/** `imageVariantsLater`: the pictures' variants are left to encodeSeedImageVariants (the start's seed). */
export type SeedOptions = { scale: number; imageVariantsLater?: boolean }

/**
 * Fills an empty database with the demo content of "Qazaq Stroy": the same content on every run
 * (seeded random numbers, a fixed reference date), in Russian, Kazakh and English.
 * `scale` multiplies the number of estates (1: about 3,600; 17: over 60,000).
 *
 * Independent chains run side by side (the image work keeps sharp's threads busy while the other chains
 * write); inside a chain, and so inside every table, documents are written in a fixed order, which keeps
 * the ids identical from run to run.
 */
export async function seed(payload: Payload, options: SeedOptions): Promise<void> {
  const scale = Number.isFinite(options.scale) && options.scale > 0 ? options.scale : 1
  const started = performance.now()
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
  const log = (message: string) => payload.logger.info(`[seed] ${message} (at ${elapsed()})`)

  const [images, reference] = await Promise.all([
    uploadImages(payload, documentFiles(), { variantsLater: options.imageVariantsLater }).then((ids) => {
      log(`${Object.keys(ids).length} media files uploaded`)
      return ids
    }),
    (async () => {
      const ref = await seedReference(payload)
      await seedCareer(payload, ref.cities)
      const strings = await seedLocalizations(payload)
      await seedRedirects(payload)
      log(`cities, finishing types, career, ${strings} UI strings, redirects`)
      return ref
    })(),
  ])

  const catalogue = await seedProjects(payload, reference, images, scale)
  log(`${Object.keys(catalogue.complexes).length} complexes, ${catalogue.houseRefs.length} queues`)

  // The parking and storeroom schemes are for the estates alone: they upload while the content is written.
  const [schemes] = await Promise.all([
    uploadSchemes(payload, scale, { variantsLater: options.imageVariantsLater }).then((ids) => {
      log(`${Object.keys(ids).length} parking and storeroom schemes uploaded`)
      return ids
    }),
    Promise.all([
      seedConstructionProgress(payload, catalogue, images),
      seedNews(payload, catalogue, images),
      seedCompany(payload, catalogue, images),
      seedGalleries(payload, catalogue, images, INTERIOR_ALTS),
      seedPurchase(payload, catalogue, images),
      seedSiteSettings(payload, images),
    ]).then(() => log('news, promotions, company, galleries, purchase programs, construction reports, site settings')),
  ])

  const estates = await seedEstates(payload, catalogue, { ...images, ...schemes }, scale)
  log(`${estates} estates (scale ${scale})`)

  // Last: the start-up check treats a store with estate categories as seeded (see seedCategories).
  await seedCategories(payload)
  log('done')
}
