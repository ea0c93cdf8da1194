import 'server-only'

import type { Where } from 'payload'

import { toScheduleRows, type ScheduleRow } from '../domain/office-hours'
import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { AboutPage, Award, Contact, Employee, Review } from '../payload-types'
import { cached } from './cache'
import { latestGlobalVersion } from './drafts'
import { publicMedia, type PublicMedia } from './media'
import { cityRef, complexRef, REF_POPULATE, type CityRef, type ComplexRef } from './related-documents'
import { PUBLISHED } from '../content/access'

/**
 * The company pages' content: employees, awards, offices (contacts) and customer reviews.
 * Only published documents; lists in the editors' order (lower `order` first), reviews newest first.
 *
 * Employee: { id, name, position, photo: PublicMedia|null }
 * Award:    { id, title, year, issuer, description, image: PublicMedia|null }
 * Contact:  { id, title, city: {id,name,slug}|null, address, phones: string[], email, working_hours,
 *             schedule: [{days: ['mon'…'sun'], opens: 'HH:MM', closes: 'HH:MM'}],
 *             coordinates: {latitude, longitude}|null, is_sales_office }
 * Review:   { id, author, text, rating, date (ISO), complex: {id,name,slug}|null, video_url, photo }
 */

export type PublicEmployee = { id: number; name: string; position: string; photo: PublicMedia | null }
export type PublicAward = { id: number; title: string; year: number; issuer: string; description: string; image: PublicMedia | null }
export type PublicContact = {
  id: number
  title: string
  city: CityRef | null
  address: string
  phones: string[]
  email: string | null
  working_hours: string
  /** The hours by weekday (Almaty time): the meeting form's slots. */
  schedule: ScheduleRow[]
  coordinates: { latitude: number; longitude: number } | null
  is_sales_office: boolean
}
export type PublicReview = {
  id: number
  author: string
  text: string
  rating: number | null
  date: string
  complex: ComplexRef | null
  video_url: string | null
  photo: PublicMedia | null
}

const BY_ORDER = ['order', 'id']

const toEmployee = (doc: Employee): PublicEmployee => ({ id: doc.id, name: doc.name, position: doc.position, photo: publicMedia(doc.photo) })

const toAward = (doc: Award): PublicAward => ({
  id: doc.id,
  title: doc.title,
  year: doc.year,
  issuer: doc.issuer ?? '',
  description: doc.description ?? '',
  image: publicMedia(doc.image),
})

const toContact = (doc: Contact): PublicContact => ({
  id: doc.id,
  title: doc.title,
  city: cityRef(doc.city),
  address: doc.address,
  phones: (doc.phones ?? []).map((p) => p.phone),
  email: doc.email ?? null,
  working_hours: doc.working_hours ?? '',
  schedule: toScheduleRows(doc.schedule),
  coordinates: doc.latitude != null && doc.longitude != null ? { latitude: doc.latitude, longitude: doc.longitude } : null,
  is_sales_office: doc.is_sales_office ?? false,
})

const toReview = (doc: Review): PublicReview => ({
  id: doc.id,
  author: doc.author,
  text: doc.text,
  rating: doc.rating ?? null,
  date: doc.date,
  complex: complexRef(doc.complex),
  video_url: doc.video_url || null,
  photo: publicMedia(doc.photo),
})

export const listEmployees = cached('employees', ['employees', 'media'], async (locale: Locale): Promise<PublicEmployee[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'employees', locale, where: PUBLISHED, sort: BY_ORDER, pagination: false, depth: 1 })
  return docs.map(toEmployee)
})

export const listAwards = cached('awards', ['awards', 'media'], async (locale: Locale): Promise<PublicAward[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'awards', locale, where: PUBLISHED, sort: ['order', '-year', 'id'], pagination: false, depth: 1 })
  return docs.map(toAward)
})

export const getAward = cached('award', ['awards', 'media'], async (locale: Locale, id: number): Promise<PublicAward | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'awards', locale, where: { and: [PUBLISHED, { id: { equals: id } }] }, limit: 1, pagination: false, depth: 1 })
  return docs[0] ? toAward(docs[0]) : null
})

export const listContacts = cached('contacts', ['contacts', 'cities'], async (locale: Locale): Promise<PublicContact[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'contacts',
    locale,
    where: PUBLISHED,
    sort: BY_ORDER,
    pagination: false,
    depth: 1,
    populate: { cities: REF_POPULATE.cities },
  })
  return docs.map(toContact)
})

export const listReviews = cached('reviews', ['reviews', 'complexes', 'media'], async (locale: Locale, filter: { complexId?: number }): Promise<PublicReview[]> => {
  const payload = await getPayloadClient()
  const where: Where = filter.complexId ? { and: [PUBLISHED, { complex: { equals: filter.complexId } }] } : PUBLISHED
  const { docs } = await payload.find({
    collection: 'reviews',
    locale,
    where,
    sort: ['-date', '-id'],
    pagination: false,
    depth: 1,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs.map(toReview)
})

/** The texts of /about (Company > About page); empty strings and lists for what an editor left empty. */
export type AboutPageView = {
  intro: string
  founded_year: number | null
  history: Array<{ year: number; title: string; text: string }>
  mission: string
  values: Array<{ title: string; text: string }>
}

const toAboutPageView = (doc: AboutPage): AboutPageView => ({
  intro: doc.intro ?? '',
  founded_year: doc.founded_year ?? null,
  history: (doc.history ?? []).filter((h) => h.title).map((h) => ({ year: h.year, title: h.title, text: h.text ?? '' })),
  mission: doc.mission ?? '',
  values: (doc.values ?? []).filter((v) => v.title).map((v) => ({ title: v.title, text: v.text ?? '' })),
})

export const getAboutPage = cached('about-page', ['about-page'], async (locale: Locale): Promise<AboutPageView> => {
  const payload = await getPayloadClient()
  return toAboutPageView(await payload.findGlobal({ slug: 'about-page', locale, depth: 0, overrideAccess: true }))
})

/** The about page's latest draft, for an editor's preview. */
export const getAboutPageDraft = async (locale: Locale): Promise<AboutPageView> => toAboutPageView(await latestGlobalVersion('about-page', locale))
