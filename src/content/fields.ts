import type { CollectionConfig, CollectionSlug, Field, FieldHook, GlobalConfig, PayloadRequest } from 'payload'

import { pointsProblem } from '../domain/plan-areas'
import { numberedSlug, slugFromName } from '../domain/slugs'
import { staffName } from '../domain/staff-names'

import { contentAccess, isContentStaff, publishedOrStaff, referenceAccess } from './access'
import { inEditorLanguage, w } from './admin-words'
import { keepFieldErrors } from './hooks/field-errors'
import { keepOldLinks } from './hooks/keep-old-links'
import { revalidateCollection, revalidateGlobal } from './hooks/revalidate'
import { livePreviewOnSite, previewOnSite, type SitePathOf } from './site-paths'

/** The fields a slug is made from when an editor leaves it empty, in order of preference. */
const SLUG_SOURCES = ['title', 'name', 'geo_flatnum'] as const

/**
 * Fills an empty slug from the document's name (transliterated, domain/slugs.ts), numbered when taken
 * by another document of the collection, so an editor need not invent one.
 */
const slugFromNameHook: FieldHook = async ({ value, data, originalDoc, collection, req }) => {
  if (typeof value === 'string' && value.trim()) return value
  const source = SLUG_SOURCES.map((key) => data?.[key] ?? originalDoc?.[key]).find((text) => typeof text === 'string' && text.trim())
  if (!source || !collection) return value
  const base = slugFromName(source)
  if (!base) return value
  const id = originalDoc?.id ?? data?.id
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : numberedSlug(base, n)
    const taken = await req.payload.count({
      collection: collection.slug as CollectionSlug,
      where: { and: [{ slug: { equals: candidate } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs === 0) return candidate
  }
}

/** URL-safe identifier, unique per collection, indexed for the `/s/{slug}` and `/{slug}` lookups. */
export const slugField = (reserved: readonly string[] = []): Field => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: {
      ru: 'Строчные латинские буквы, цифры и дефисы; часть адреса страницы. Если оставить пустым, создаётся из названия.',
      en: 'Lowercase letters, digits and hyphens; used in the URL. Left empty, it is made from the name.',
    },
  },
  hooks: { beforeValidate: [slugFromNameHook] },
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    const language = req.i18n?.language
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      return inEditorLanguage(w('Только строчные латинские буквы, цифры и дефисы', 'Use lowercase letters, digits and hyphens'), language)
    }
    // A slug equal to a fixed sibling route (/api/promotions/basic...) could never be reached.
    if (!reserved.includes(value)) return true
    return inEditorLanguage(w(`Адрес «${value}» занят другой страницей; выберите другой`, `"${value}" is reserved by another page; choose another slug`), language)
  },
})

export const orderField = (): Field => ({
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: { ru: 'Меньшие числа идут первыми.', en: 'Lower numbers come first.' } },
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

const POINTS_PROBLEMS = {
  empty: w('Обведите область на картинке: щёлкните по углам', 'Outline the area on the picture: click its corners'),
  format: w('Контур: пары «x,y» через пробел', 'Outline: "x,y" pairs separated by spaces'),
  range: w('Точки контура должны лежать на картинке (от 0 до 1)', 'The outline must lie on the picture (0 to 1)'),
  few: w('Нужно хотя бы три точки', 'At least three points are needed'),
  many: w('Не больше 64 точек', 'At most 64 points'),
}

/**
 * A polygon over the picture of its group or row (the visual picker, domain/plan-areas.ts): stored as
 * "x,y …" in fractions of the picture, drawn by clicking in the admin's polygon editor (admin/PolygonField.tsx).
 */
export const pointsField = (): Field => ({
  name: 'points',
  type: 'text',
  required: true,
  validate: (value: unknown, { req }: { req: PayloadRequest }) => {
    const problem = pointsProblem(value)
    return problem ? inEditorLanguage(POINTS_PROBLEMS[problem], req.i18n?.language) : true
  },
  admin: { components: { Field: '/content/admin/PolygonField#PolygonField' } },
})

/**
 * A publication moment (issue 31, item 3): a day and minute in Almaty, stored as an instant; the site,
 * the API and the sitemap show the document from that instant on (domain/publication.ts), and the
 * publication clock (services/publication-clock.ts) makes the cached pages live at it.
 */
export const publicationMomentField = (name: string, { required = false, sidebar = false } = {}): Field => ({
  name,
  type: 'date',
  required,
  index: true,
  admin: {
    ...(sidebar ? { position: 'sidebar' as const } : {}),
    date: { pickerAppearance: 'dayAndTime', displayFormat: 'dd.MM.yyyy HH:mm', timeFormat: 'HH:mm', timeIntervals: 1 },
    description: { ru: 'Время Алматы. Опубликованный документ появится на сайте в эту минуту.', en: 'Almaty time. A published document appears on the site at this minute.' },
    components: { Field: '/content/admin/AlmatyDateTimeField#AlmatyDateTimeField', Cell: '/content/admin/AlmatyDateCell#AlmatyDateCell' },
  },
})

export const galleryField = (name = 'gallery'): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  hasMany: true,
})

type ContentOptions = Omit<CollectionConfig, 'access' | 'fields'> & {
  fields: Field[]
  /** Public documents with slug and SEO texts. */
  document?: { slug?: boolean; seo?: boolean; reservedSlugs?: readonly string[] }
  /** Reference data: public read, no drafts (saved is live). */
  reference?: boolean
  /** Extra cache tags to expire on change (e.g. data derived from this collection elsewhere). */
  alsoExpires?: string[]
  /** The document's page on the site: the sidebar's link to it, and a redirect when its address changes. */
  sitePath?: SitePathOf
  /** Its page shows a draft in an editor's preview: the preview button and Payload's live preview. */
  draftPreview?: boolean
  /** It has an object in the CRM: the sidebar's `crm_id` (crmIdField). */
  crmId?: boolean
}

/**
 * Drafts and versions of public content: a save is a draft until "Publish"; the public site and API read
 * the published version only (the collection's own row holds it, drafts live in the versions table);
 * autosave keeps an editor's work; the history keeps 50 versions to restore from; publish and unpublish
 * can be scheduled (Payload's jobs queue, see src/content/scheduled-publish.ts).
 */
const DRAFTS = {
  // The schedule drawer's time list: a 24-hour clock in one-minute steps (Payload's default is 12-hour, 5 minutes).
  // «Сохранить черновик» beside autosave: a new document is saved only by the editor (Payload's autosave saves
  // it as its create view opens; see `autosaveCreatesOnOpen` below), and a draft can be kept at will.
  drafts: { autosave: { interval: 2000, showSaveDraftButton: true }, schedulePublish: { timeFormat: 'HH:mm', timeIntervals: 1 } },
  maxPerDoc: 50,
} as const

/**
 * Payload's own `_status` field, named apart in PostgreSQL: its default enum name would be the one of
 * the construction or sale `status` field that projects, queues and estates already have.
 */
const publicationStatusField = (slug: string): Field => ({ name: '_status', type: 'select', enumName: `enum_${slug.replace(/-/g, '_')}_publication` }) as Field

/** The sidebar's list of texts missing in Kazakh or English (admin/MissingLanguages.tsx). */
export const missingLanguagesField: Field = {
  name: 'missing_languages',
  type: 'ui',
  label: w('Переводы', 'Translations'),
  admin: { position: 'sidebar', components: { Field: '/content/admin/MissingLanguages#MissingLanguages' } },
}

/**
 * Who saved this version, by name: Payload's versions carry no author, so every save of a document with
 * versions writes the staff member's name here (kept in the version too; the version's page shows it,
 * and the sidebar of the document). A save by nobody signed in (seed, scheduled publish) keeps the name.
 * Staff only: the public never reads it.
 */
const LAST_EDITED_BY = w('Последний редактор', 'Last edited by')

export const lastEditedByField: Field = {
  name: 'last_edited_by',
  type: 'text',
  label: LAST_EDITED_BY,
  access: { read: ({ req }) => Boolean(req.user), create: () => false, update: () => false },
  admin: { readOnly: true, position: 'sidebar', description: w('Кто сохранил эту версию; заполняется сам.', 'Who saved this version; filled in automatically.') },
  hooks: { beforeChange: [({ req, value }) => (req.user ? staffName(req.user as { name?: string; email?: string }) || value : value)] },
}

/** The versions list's column of who saved each version (patches/@payloadcms+next…: Payload has none). */
const VERSIONS_AUTHOR = { versionsAuthor: { field: 'last_edited_by', label: LAST_EDITED_BY } }

/**
 * The object's id in the CRM (Profitbase or MacroCRM, issue 36): what the CRM sync matches projects,
 * queues and estates by. Text, unique in its collection when set (an empty box is no id: stored as null,
 * so many objects may have none), not localized. Staff only: the public site and /api never show it.
 * With drafts, uniqueness is the published rows' (the versions table keeps no unique index).
 */
export const crmIdField: Field = {
  name: 'crm_id',
  type: 'text',
  index: true,
  unique: true,
  label: w('ID в CRM', 'CRM ID'),
  access: { read: ({ req }) => Boolean(req.user) },
  admin: {
    position: 'sidebar',
    description: w(
      'ID в CRM (Profitbase/MacroCRM): связывает с объектом CRM. Пусто, если не связан.',
      'ID in the CRM (Profitbase/MacroCRM): links to the CRM object. Empty when not linked.',
    ),
  },
  hooks: {
    beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim() || null : (value ?? null))],
    // A copy is another object: it links to no CRM object until an editor says which (Payload would append « - Copy»).
    beforeDuplicate: [() => null],
  },
}

/** The sidebar's link to the published page of a document (admin/ViewOnSite.tsx; the collection's `custom.sitePath`). */
const viewOnSiteField: Field = {
  name: 'view_on_site',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/content/admin/ViewOnSite#ViewOnSite' } },
}

/** Publishing a document that lacks Kazakh or English texts asks first (admin/PublishWithLanguageCheck.tsx). */
const PUBLISH_WITH_LANGUAGE_CHECK = '/content/admin/PublishWithLanguageCheck#PublishWithLanguageCheck'

/** One place for what every content collection shares: access, drafts, revalidation hooks, common fields. */
export function contentCollection({
  fields,
  document,
  reference,
  alsoExpires = [],
  sitePath,
  draftPreview,
  crmId,
  hooks,
  admin,
  custom,
  ...rest
}: ContentOptions): CollectionConfig {
  const common: Field[] = []
  if (document?.slug !== false && document) common.push(slugField(document.reservedSlugs))
  if (crmId) common.push(crmIdField)
  if (!reference) common.push(publicationStatusField(rest.slug), missingLanguagesField, lastEditedByField)
  if (sitePath) common.push(viewOnSiteField)
  const tail: Field[] = document?.seo ? [seoField()] : []
  const revalidate = revalidateCollection(...alsoExpires)
  const oldLinks = sitePath ? keepOldLinks(sitePath) : null
  return {
    ...rest,
    admin: {
      ...admin,
      ...(sitePath && draftPreview ? { preview: previewOnSite(sitePath), livePreview: livePreviewOnSite(sitePath) } : {}),
      ...(reference ? {} : { components: { ...admin?.components, edit: { ...admin?.components?.edit, PublishButton: PUBLISH_WITH_LANGUAGE_CHECK } } }),
    },
    // Not saved when «Создать» opens it (patches/@payloadcms+next…): an empty draft nobody asked for was left
    // behind each time, its «Переводы» saying everything was translated.
    custom: { ...custom, sitePath, ...(reference ? {} : { autosaveCreatesOnOpen: false, ...VERSIONS_AUTHOR }) },
    access: reference ? referenceAccess : contentAccess,
    ...(reference ? {} : { versions: DRAFTS }),
    fields: [...common, ...fields, ...tail],
    hooks: {
      ...hooks,
      beforeChange: [...(hooks?.beforeChange ?? []), ...(oldLinks ? [oldLinks.beforeChange] : [])],
      afterChange: [...(hooks?.afterChange ?? []), ...(oldLinks ? [oldLinks.afterChange] : []), revalidate.afterChange],
      afterDelete: [...(hooks?.afterDelete ?? []), revalidate.afterDelete],
      afterError: [...(hooks?.afterError ?? []), keepFieldErrors],
    },
  }
}

/**
 * A page global (home, about, purchase methods, site settings) with the drafts of the content
 * collections: saves are drafts until "Publish", the site reads the published version only, autosave,
 * 50 versions to restore from, scheduled publish, and the sidebar's missing-language list. With
 * `sitePage`, the page it fills: the preview button and the live preview show the draft there.
 */
export const contentGlobal = ({ fields, hooks, sitePage, ...rest }: GlobalConfig & { sitePage?: string }): GlobalConfig => ({
  ...rest,
  access: { read: publishedOrStaff, update: isContentStaff },
  versions: { drafts: DRAFTS.drafts, max: DRAFTS.maxPerDoc },
  admin: {
    ...rest.admin,
    ...(sitePage ? { preview: previewOnSite(() => sitePage), livePreview: livePreviewOnSite(() => sitePage) } : {}),
    components: { ...rest.admin?.components, elements: { ...rest.admin?.components?.elements, PublishButton: PUBLISH_WITH_LANGUAGE_CHECK } },
  },
  custom: { ...rest.custom, ...VERSIONS_AUTHOR },
  fields: [publicationStatusField(rest.slug), missingLanguagesField, lastEditedByField, ...fields],
  hooks: { ...hooks, afterChange: [...(hooks?.afterChange ?? []), revalidateGlobal] },
})
