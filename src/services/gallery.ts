import 'server-only'

import type { Where } from 'payload'

import type { Locale } from '../i18n/locales'
import { getPayloadClient } from '../lib/payload'
import type { Banner, FeedbackImage, Photo, Video } from '../payload-types'
import { cached } from './cache'
import { publicMedia, type PublicMedia } from './media'
import { complexRef, REF_POPULATE, type ComplexRef } from './related-documents'
import { PUBLISHED } from '../content/access'

/**
 * Visual content: home-page banners, the photo and video galleries (optionally of one project) and the
 * images of the consultation modal. Published only (feedback images are reference data: always public),
 * in the editors' order.
 *
 * Banner:         { id, title, subtitle, link, image, image_mobile }
 * Photo:          { id, title, image, complex: {id,name,slug}|null }
 * Video:          { id, title, video_url, preview, complex }
 * Feedback image: { id, alt, image }
 */

export type PublicBanner = { id: number; title: string; subtitle: string; link: string | null; image: PublicMedia | null; image_mobile: PublicMedia | null }
export type PublicPhoto = { id: number; title: string; image: PublicMedia | null; complex: ComplexRef | null }
export type PublicVideo = { id: number; title: string; video_url: string; preview: PublicMedia | null; complex: ComplexRef | null }
export type PublicFeedbackImage = { id: number; alt: string; image: PublicMedia | null }

const BY_ORDER = ['order', 'id']

const ofComplex = (complexId?: number): Where => (complexId ? { and: [PUBLISHED, { complex: { equals: complexId } }] } : PUBLISHED)

const toBanner = (doc: Banner): PublicBanner => ({
  id: doc.id,
  title: doc.title,
  subtitle: doc.subtitle ?? '',
  link: doc.link || null,
  image: publicMedia(doc.image),
  image_mobile: publicMedia(doc.image_mobile),
})

const toPhoto = (doc: Photo): PublicPhoto => ({ id: doc.id, title: doc.title, image: publicMedia(doc.image), complex: complexRef(doc.complex) })

const toVideo = (doc: Video): PublicVideo => ({
  id: doc.id,
  title: doc.title,
  video_url: doc.video_url,
  preview: publicMedia(doc.preview),
  complex: complexRef(doc.complex),
})

const toFeedbackImage = (doc: FeedbackImage): PublicFeedbackImage => ({ id: doc.id, alt: doc.alt, image: publicMedia(doc.image) })

export const listBanners = cached('banners', ['banners', 'media'], async (locale: Locale): Promise<PublicBanner[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'banners', locale, where: PUBLISHED, sort: BY_ORDER, pagination: false, depth: 1 })
  return docs.map(toBanner)
})

export const listPhotos = cached('photos', ['photos', 'complexes', 'media'], async (locale: Locale, filter: { complexId?: number }): Promise<PublicPhoto[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'photos',
    locale,
    where: ofComplex(filter.complexId),
    sort: BY_ORDER,
    pagination: false,
    depth: 1,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs.map(toPhoto)
})

export const listVideos = cached('videos', ['videos', 'complexes', 'media'], async (locale: Locale, filter: { complexId?: number }): Promise<PublicVideo[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'videos',
    locale,
    where: ofComplex(filter.complexId),
    sort: BY_ORDER,
    pagination: false,
    depth: 1,
    populate: { complexes: REF_POPULATE.complexes },
  })
  return docs.map(toVideo)
})

export const listFeedbackImages = cached('feedback-images', ['feedback-images', 'media'], async (locale: Locale): Promise<PublicFeedbackImage[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({ collection: 'feedback-images', locale, sort: BY_ORDER, pagination: false, depth: 1 })
  return docs.map(toFeedbackImage)
})
