import type { CollectionConfig, Field } from 'payload'

import { contentAccess, referenceAccess } from './access'
import { revalidateCollection } from './hooks/revalidate'

/** URL-safe identifier, unique per collection, indexed for the `/s/{slug}` and `/{slug}` lookups. */
export const slugField = (reserved: readonly string[] = []): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'Lowercase letters, digits and hyphens; used in the URL.' },
  validate: (value: unknown) => {
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return 'Use lowercase letters, digits and hyphens'
    // A slug equal to a fixed sibling route (/api/promotions/basic...) could never be reached.
    return reserved.includes(value) ? `"${value}" is reserved by another page; choose another slug` : true
  },
})

export const publishedField = (): Field => ({
  name: 'published',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  admin: { position: 'sidebar', description: 'Only published documents are visible on the site and in the API.' },
})

export const orderField = (): Field => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
})

export const seoField = (): Field => ({
  name: 'seo',
  type: 'group',
  fields: [
    { name: 'title', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
  ],
})

export const imageField = (name: string, required = false): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required,
})

export const galleryField = (name = 'gallery'): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
})

type ContentOptions = Omit<CollectionConfig, 'access' | 'fields'> & {
  fields: Field[]
  /** Public documents with slug, published flag and SEO texts. */
  document?: { slug?: boolean; seo?: boolean; reservedSlugs?: readonly string[] }
  /** Reference data: public read, no published flag. */
  reference?: boolean
  /** Extra cache tags to expire on change (e.g. data derived from this collection elsewhere). */
  alsoExpires?: string[]
}

/** One place for what every content collection shares: access, revalidation hooks, common fields. */
export function contentCollection({ fields, document, reference, alsoExpires = [], hooks, ...rest }: ContentOptions): CollectionConfig {
  const common: Field[] = []
  if (document?.slug !== false && document) common.push(slugField(document.reservedSlugs))
  if (!reference) common.push(publishedField())
  const tail: Field[] = document?.seo ? [seoField()] : []
  const revalidate = revalidateCollection(...alsoExpires)
  return {
    ...rest,
    access: reference ? referenceAccess : contentAccess,
    fields: [...common, ...fields, ...tail],
    hooks: {
      ...hooks,
      afterChange: [...(hooks?.afterChange ?? []), revalidate.afterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), revalidate.afterDelete],
    },
  }
}
