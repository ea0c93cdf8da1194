import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, isContentStaff } from '../access'
import { revalidateCollection } from '../hooks/revalidate'
import { dataDir } from '../../lib/data-dir'
import { answerMissingLocalFile } from '../missing-file'

const revalidate = revalidateCollection()

/** Images and documents. Stored in the data folder; responsive sizes are generated on upload. */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Media' },
  access: { read: anyone, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [{ name: 'alt', type: 'text', localized: true }],
  hooks: { afterChange: [revalidate.afterChange], afterDelete: [revalidate.afterDelete] },
  upload: {
    staticDir: path.join(dataDir(), 'media'),
    handlers: [answerMissingLocalFile(path.join(dataDir(), 'media'))],
    mimeTypes: ['image/*', 'application/pdf'],
    focalPoint: true,
    formatOptions: { format: 'webp', options: { quality: 82 } },
    imageSizes: [
      { name: 'thumbnail', width: 400, formatOptions: { format: 'webp', options: { quality: 78 } } },
      { name: 'card', width: 800, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'hero', width: 1600, formatOptions: { format: 'webp', options: { quality: 82 } } },
    ],
    adminThumbnail: 'thumbnail',
  },
}
