import path from 'node:path'
import type { CollectionConfig, PayloadRequest, TextFieldSingleValidation } from 'payload'

import { DEFAULT_LOCALE } from '../../i18n/locales'
import { anyone, isContentStaff } from '../access'
import { inEditorLanguage, w } from '../admin-words'
import { missingLanguagesField } from '../fields'
import { keepFieldErrors } from '../hooks/field-errors'
import { makeImageVariants, nameUploadsByContent, removeImageVariants } from '../hooks/image-variants'
import { refuseDeletingUsedFile } from '../hooks/refuse-used-media'
import { revalidateCollection } from '../hooks/revalidate'
import { dataDir } from '../../lib/data-dir'
import { answerMissingLocalFile } from '../missing-file'

const revalidate = revalidateCollection()

/**
 * An image needs its Russian description (screen readers, search engines, a broken image's text); the
 * Kazakh and English ones are asked for by the sidebar's list of missing translations, not required:
 * without them the site shows the Russian one.
 */
const russianAlt: TextFieldSingleValidation = (value, { req, siblingData }) => {
  const locale = (req as PayloadRequest).locale ?? DEFAULT_LOCALE
  const mimeType = (siblingData as { mimeType?: string }).mimeType ?? req.file?.mimetype
  if (locale !== DEFAULT_LOCALE || (mimeType && !mimeType.startsWith('image/')) || (typeof value === 'string' && value.trim())) return true
  return inEditorLanguage(w('Опишите изображение по-русски: что на нём видно', 'Describe the image in Russian: what it shows'), req.i18n?.language)
}

/**
 * Images and documents. Stored in the data folder (or the bucket); every image's responsive widths for the
 * site are made on upload (hooks/image-variants.ts), Payload's three sizes serve the admin and the API.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Media' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [{ name: 'alt', type: 'text', localized: true, validate: russianAlt }, missingLanguagesField],
  hooks: {
    beforeOperation: [nameUploadsByContent],
    beforeDelete: [refuseDeletingUsedFile],
    // Variants before the revalidation: a page rendered again asks for them at once.
    afterChange: [makeImageVariants, revalidate.afterChange],
    afterDelete: [removeImageVariants, revalidate.afterDelete],
    afterError: [keepFieldErrors],
  },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    handlers: [answerMissingLocalFile(path.join(dataDir(), 'media'))],
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    // WebP effort 2 instead of sharp's 4: half the encoding time of every upload (the seed's 161 pictures are
    // most of a fresh start's seeding) for files about 5% larger. These serve the admin and the API; the
    // site's own widths are encoded apart (hooks/image-variants.ts).
    formatOptions: { format: 'webp', options: { quality: 82, effort: 2 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78, effort: 2 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80, effort: 2 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 82, effort: 2 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
}
