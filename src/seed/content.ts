import type { Payload } from 'payload'

import { ARTICLES } from './texts/articles'
import { VACANCIES, VACANCY_CATEGORIES, FULL_TIME, INTERNSHIP } from './texts/career'
import { ABOUT, AWARDS, CONTACTS, EMPLOYEES, REVIEWS } from './texts/company'
import { BANNERS, HOME_SECTIONS, PHOTO_PICKS, PHOTO_TITLE, PROMOTIONS, VIDEOS } from './texts/marketing'
import { COMPLEXES } from './texts/catalogue'
import { INSTALMENTS, MORTGAGES, PROPERTY_DESCRIPTIONS, PURCHASE_GUIDE, type ProgramSeed } from './texts/purchase'
import type { Catalogue, Ids } from './catalogue'
import type { HomePage } from '../payload-types'
import { Loc, createLocalized, updateGlobalLocalized, type Localizable } from './localized'
import { daysBefore } from './random'
import { richText } from './richtext'

/** Editorial content: news, promotions, career, company, galleries, purchase programs. */

/** One block of the home page global (the union of every block type's row). */
type HomeBlockRow = Localizable<NonNullable<HomePage['blocks']>[number]>

const rich = (body: Loc<string[]>) => new Loc(richText(...body.ru), richText(...body.kk), richText(...body.en))

/** Publication time: 10:00 in Almaty (UTC+5) on the given day. */
const publishedAt = (daysAgo: number) => new Date(daysBefore(daysAgo).getTime() + 5 * 3_600_000).toISOString()

export async function seedNews(payload: Payload, catalogue: Catalogue, images: Ids): Promise<void> {
  for (const a of ARTICLES) {
    await createLocalized(payload, 'articles', {
      slug: a.slug,
      title: a.title,
      published_at: publishedAt(a.daysAgo),
      excerpt: a.excerpt,
      content: rich(a.body),
      image: images[a.image],
      complex: a.complex ? catalogue.complexes[a.complex] : null,
      seo: { title: a.title, description: a.excerpt },
    })
  }
  for (const p of PROMOTIONS) {
    await createLocalized(payload, 'promotions', {
      slug: p.slug,
      title: p.title,
      excerpt: p.excerpt,
      content: rich(p.body),
      image: images[p.image],
      starts_at: publishedAt(p.startsDaysAgo),
      ends_at: p.endsInDays == null ? null : publishedAt(-p.endsInDays),
      is_basic: Boolean(p.basic),
      complex: p.complex ? catalogue.complexes[p.complex] : null,
      seo: { title: p.title, description: p.excerpt },
    })
  }
}

export async function seedCareer(payload: Payload, cities: Ids): Promise<void> {
  const categories: Ids = {}
  for (const [i, c] of VACANCY_CATEGORIES.entries()) {
    categories[c.slug] = (await createLocalized(payload, 'vacancy-categories', { slug: c.slug, title: c.title, order: i + 1, seo: { title: c.title } })).id
  }
  for (const [i, v] of VACANCIES.entries()) {
    await createLocalized(payload, 'vacancies', {
      slug: v.slug,
      title: v.title,
      category: categories[v.category],
      city: cities[v.city],
      salary: v.salary,
      employment: v.student ? INTERNSHIP : FULL_TIME,
      description: v.description,
      responsibilities: v.responsibilities.map((text) => ({ text })),
      requirements: v.requirements.map((text) => ({ text })),
      conditions: v.conditions.map((text) => ({ text })),
      is_burning: Boolean(v.burning),
      is_student: Boolean(v.student),
      is_closed: Boolean(v.closed),
      order: i + 1,
      seo: { title: v.title, description: v.description },
    })
  }
}

export async function seedCompany(payload: Payload, catalogue: Catalogue, images: Ids): Promise<void> {
  for (const [i, e] of EMPLOYEES.entries()) {
    await createLocalized(payload, 'employees', { name: e.name, position: e.position, photo: images[`portrait-${i + 1}`], order: i + 1 })
  }
  for (const [i, a] of AWARDS.entries()) {
    await createLocalized(payload, 'awards', { title: a.title, year: a.year, issuer: a.issuer, description: a.description, image: images[`award-${i + 1}`], order: i + 1 })
  }
  for (const r of REVIEWS) {
    await createLocalized(payload, 'reviews', {
      author: r.author,
      text: r.text,
      rating: r.rating,
      date: publishedAt(r.daysAgo),
      complex: catalogue.complexes[r.complex],
      video_url: r.video ?? null,
      photo: r.photo ? images[`portrait-${r.photo}`] : null,
    })
  }
  for (const [i, c] of CONTACTS.entries()) {
    await createLocalized(payload, 'contacts', {
      title: c.title,
      city: catalogue.cities[c.city],
      address: c.address,
      phones: c.phones.map((phone) => ({ phone })),
      email: c.email,
      working_hours: c.hours,
      schedule: c.schedule,
      latitude: c.latitude,
      longitude: c.longitude,
      is_sales_office: c.sales,
      order: i + 1,
    })
  }
  await updateGlobalLocalized(payload, 'about-page', {
    intro: ABOUT.intro,
    founded_year: ABOUT.foundedYear,
    history: ABOUT.history,
    mission: ABOUT.mission,
    values: ABOUT.values,
  })
}

export async function seedGalleries(payload: Payload, catalogue: Catalogue, images: Ids, feedbackAlts: Loc[]): Promise<void> {
  for (const [i, [slug, kind]] of PHOTO_PICKS.entries()) {
    const complex = COMPLEXES.find((c) => c.slug === slug)!
    await createLocalized(payload, 'photos', { title: PHOTO_TITLE[kind](complex.name), image: images[`${kind}-${slug}`], complex: catalogue.complexes[slug], order: i + 1 })
  }
  for (const [i, v] of VIDEOS.entries()) {
    await createLocalized(payload, 'videos', { title: v.title, video_url: v.url, preview: images[v.image], complex: catalogue.complexes[v.complex], order: i + 1 })
  }
  for (const [i, b] of BANNERS.entries()) {
    await createLocalized(payload, 'banners', {
      title: b.title,
      subtitle: b.subtitle,
      link: `/projects/${b.complex}`,
      image: images[b.image],
      image_mobile: b.mobile ? images[b.mobile] : null,
      order: i + 1,
    })
  }
  // The home page's sections, every one, in the seeded order.
  await updateGlobalLocalized(payload, 'home-page', { blocks: HOME_SECTIONS.map(({ type, text }) => ({ blockType: type, title: null, text: text ?? null }) as HomeBlockRow) })
  // Exactly seven: the consultation modal cycles through them (spec §4).
  for (const [i, alt] of feedbackAlts.entries()) {
    await createLocalized(payload, 'feedback-images', { alt, image: images[`interior-${i + 1}`], order: i + 1 })
  }
}

const statedRate = (p: ProgramSeed) => ({
  effective_rate: p.effective?.rate ?? null,
  effective_rate_source: p.effective?.source ?? null,
  effective_rate_as_of: p.effective?.asOf ?? null,
  requirements: p.requirements ?? [],
})

const scope = (p: ProgramSeed, catalogue: Catalogue) => ({
  complexes: (p.complexes ?? []).map((slug) => catalogue.complexes[slug]),
  houses: (p.houses ?? []).map(([slug, n]) => catalogue.houses[`${slug}-${n}`]),
  estate_categories: p.categories ?? [],
})

export async function seedPurchase(payload: Payload, catalogue: Catalogue, images: Ids): Promise<void> {
  for (const [i, m] of MORTGAGES.entries()) {
    await createLocalized(payload, 'mortgage-programs', {
      title: m.title,
      bank: m.bank!,
      logo: m.logo ? images[m.logo] : null,
      rate: m.rate,
      initial_payment: m.initial,
      term_months: m.months,
      fee_percent: m.fee ?? 0,
      ...statedRate(m),
      conditions: m.conditions,
      ...scope(m, catalogue),
      order: i + 1,
    })
  }
  for (const [i, p] of INSTALMENTS.entries()) {
    await createLocalized(payload, 'installment-plans', {
      title: p.title,
      rate: p.rate,
      initial_payment: p.initial,
      term_months: p.months,
      ...statedRate(p),
      conditions: p.conditions,
      ...scope(p, catalogue),
      order: i + 1,
    })
  }
  await updateGlobalLocalized(payload, 'purchase-guide', PURCHASE_GUIDE)
  for (const [i, d] of PROPERTY_DESCRIPTIONS.entries()) {
    await createLocalized(payload, 'property-descriptions', {
      type: d.type,
      title: d.title,
      text: d.text,
      estate_category: d.category ?? null,
      complex: d.complex ? catalogue.complexes[d.complex] : d.house ? catalogue.complexes[d.house[0]] : null,
      house: d.house ? catalogue.houses[`${d.house[0]}-${d.house[1]}`] : null,
      estate_rooms: d.rooms ?? null,
      order: i + 1,
    })
  }
}
