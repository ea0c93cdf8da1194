import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { isAdmin, isLeadsStaff } from '../access'
import { dataDir } from '../../lib/data-dir'
import { answerMissingLocalFile } from '../missing-file'

/**
 * Files attached to leads (CVs of vacancy applications). Stored in DATA_DIR/private, outside anything
 * served publicly; Payload serves them at /cms-api/lead-files/file/… to staff who may read leads only.
 * Only the leads pipeline creates them (Local API), after checking the content type by magic bytes.
 */
export const LeadFiles: CollectionConfig = {
  slug: 'lead-files',
  admin: { group: 'Leads', useAsTitle: 'original_name', defaultColumns: ['original_name', 'mimeType', 'filesize', 'createdAt'] },
  access: { read: isLeadsStaff, create: () => false, update: () => false, delete: isAdmin },
  upload: {
    staticDir: path.join(dataDir(), 'private', 'lead-files'),
    handlers: [answerMissingLocalFile(path.join(dataDir(), 'private', 'lead-files'))],
    pasteURL: false,
    // Never cached by shared caches: every download is checked against the reader's role.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      headers.set('X-Content-Type-Options', 'nosniff')
      headers.set('Content-Disposition', 'attachment')
      return headers
    },
  },
  fields: [
    { name: 'original_name', type: 'text', admin: { readOnly: true, description: { ru: 'Имя файла на устройстве посетителя.', en: 'The file name on the visitor’s device.' } } },
    { name: 'sha256', type: 'text', index: true, admin: { readOnly: true } },
  ],
}
