/**
 * npm run seed -- [--scale N] [--reset]
 * Migrates the database, then fills it with the demo content. Refuses a non-empty database unless --reset,
 * which first deletes the seeded content (everything except staff users and visitors' leads).
 */
import config from '@payload-config'
import { getPayload, type CollectionSlug, type Payload } from 'payload'

import { migrateDatabase } from '../bootstrap'
import { storeHandle, storeTable } from '../lib/store-handle'
import { seed } from './index'

/** Collections the seed fills, in an order that deletes dependants before what they point to. */
const SEEDED: CollectionSlug[] = [
  'construction-progress',
  'property-descriptions',
  'mortgage-programs',
  'installment-plans',
  'articles',
  'promotions',
  'reviews',
  'photos',
  'videos',
  'banners',
  'feedback-images',
  'vacancies',
  'vacancy-categories',
  'contacts',
  'employees',
  'awards',
  'estates',
  'houses',
  'complexes',
  'estate-categories',
  'restorations',
  'cities',
  'localizations',
  'redirects',
  'media',
]

function parseArgs(argv: string[]): { scale: number; reset: boolean } {
  let scale = 1
  let reset = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--reset') reset = true
    else if (arg === '--scale') scale = Number(argv[++i])
    else if (arg.startsWith('--scale=')) scale = Number(arg.slice('--scale='.length))
  }
  if (!Number.isFinite(scale) || scale <= 0) throw new Error('--scale must be a positive number')
  return { scale, reset }
}

async function countSeeded(payload: Payload): Promise<number> {
  let total = 0
  for (const collection of SEEDED) total += (await payload.count({ collection, overrideAccess: true })).totalDocs
  return total
}

async function deleteSeeded(payload: Payload): Promise<void> {
  const { drizzle } = storeHandle(payload)
  for (const collection of SEEDED) {
    if (collection === 'estates') {
      // Tens of thousands of rows: one statement instead of one Local API delete each, and their versions
      // with them (left behind, they would stand in the admin's list for the estates seeded next with their ids).
      // Their price history first: it points to them.
      await drizzle.delete(storeTable(payload, 'estate_price_changes'))
      await drizzle.delete(storeTable(payload, '_estates_v'))
      await drizzle.delete(storeTable(payload, 'estates'))
      continue
    }
    // Through the Local API, so localized rows, array rows and uploaded files go too.
    await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true, context: { skipRevalidate: true } })
  }
}

async function main(): Promise<void> {
  const { scale, reset } = parseArgs(process.argv.slice(2))
  const started = performance.now()
  const payload = await getPayload({ config })
  await migrateDatabase(payload)
  const existing = await countSeeded(payload)
  if (existing > 0) {
    if (!reset) {
      console.error(`The database already holds ${existing} seeded documents. Run with --reset to delete them and seed again.`)
      process.exit(2)
    }
    await deleteSeeded(payload)
    console.log(`Deleted ${existing} documents of the previous seed (users and leads kept).`)
  }
  await seed(payload, { scale })
  const counts: string[] = []
  for (const collection of SEEDED) counts.push(`${collection} ${(await payload.count({ collection, overrideAccess: true })).totalDocs}`)
  console.log(`Seeded (scale ${scale}) in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.join(', ')}`)
}

// Top-level await: `payload run` ends the process as soon as this module has finished loading.
try {
  await main()
  process.exit(0)
} catch (error) {
  console.error('Seed failed:', error)
  process.exit(1)
}
