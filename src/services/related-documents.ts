import 'server-only'

import { shortenText } from '../domain/text'
import type { City, Complex } from '../payload-types'

/**
 * Small shapes of related documents, as the API returns them inside other documents. Queries populate
 * these relations with only the fields below (`populate` option), so a list never drags whole projects.
 */
export type ComplexRef = { id: number; name: string; slug: string }
export type CityRef = { id: number; name: string; slug: string }
export type Seo = { title: string; description: string }

/** Populate options for the relations the content endpoints show. */
export const REF_POPULATE = {
  complexes: { name: true, slug: true, _status: true },
  cities: { name: true, slug: true },
} as const

/** A populated complex as {id, name, slug}; an unpublished project is not revealed through a relation. */
export function complexRef(value: number | Complex | null | undefined): ComplexRef | null {
  if (!value || typeof value !== 'object' || value._status !== 'published') return null
  return { id: value.id, name: value.name, slug: value.slug }
}

export function cityRef(value: number | City | null | undefined): CityRef | null {
  if (!value || typeof value !== 'object') return null
  return { id: value.id, name: value.name, slug: value.slug }
}

/**
 * SEO texts with fallbacks: the document's title, and the start of its excerpt or description (at most
 * 160 characters, cut at a word) when the editor left them empty.
 */
export function seoOf(seo: { title?: string | null; description?: string | null } | undefined, title: string, description?: string | null): Seo {
  return { title: seo?.title || title, description: seo?.description || shortenText(description ?? '', 160) }
}

export const relationId = (value: number | { id: number } | null | undefined): number | null => (value == null ? null : typeof value === 'number' ? value : value.id)
