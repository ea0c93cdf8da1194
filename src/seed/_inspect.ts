import config from '@payload-config'
import { getPayload } from 'payload'
const payload = await getPayload({ config })
const o = { overrideAccess: true, depth: 0 } as const
for (const locale of ['ru', 'kk', 'en'] as const) {
  const c = await payload.find({ collection: 'complexes', locale, limit: 1, ...o })
  const d = c.docs[0]
  console.log(locale, d.name, '|', d.district, '|', d.address, '|', d.features?.map((f) => f.title).join('; '), '|', d.infrastructure?.map((f) => `${f.title} ${f.distance}`).join('; '), '|', d.documents?.map((x) => x.title))
  console.log('  desc:', JSON.stringify(d.description).slice(0, 300))
  const v = await payload.find({ collection: 'vacancies', locale, limit: 1, ...o })
  console.log('  vac:', v.docs[0].title, v.docs[0].responsibilities?.map((r) => r.text), v.docs[0].conditions?.length)
  const s = await payload.findGlobal({ slug: 'site-settings', locale, ...o })
  console.log('  settings:', s.company_name, s.policy, s.socials?.map((x) => x.network), s.seo?.title)
  const m = await payload.find({ collection: 'media', locale, limit: 2, ...o })
  console.log('  media:', m.docs.map((x) => [x.id, x.alt, x.filename, x.sizes?.card?.filename]))
  const l = await payload.find({ collection: 'localizations', locale, where: { key: { equals: 'rooms-count' } }, ...o })
  console.log('  loc:', l.docs[0]?.content)
}
const e = await payload.find({ collection: 'estates', limit: 3, ...o, sort: 'id' })
console.log(e.docs)
const a = await payload.find({ collection: 'articles', limit: 3, ...o, locale: 'kk' })
console.log(a.docs.map((x) => [x.slug, x.published_at, x.title, x.excerpt]))
process.exit(0)
