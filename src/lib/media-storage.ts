import { s3Storage } from '@payloadcms/storage-s3'
import type { Config, Plugin } from 'payload'

import { s3Config } from './config'
import { s3ClientConfig } from './s3-client-config'

/**
 * Where uploads live: DATA_DIR/media and DATA_DIR/private/lead-files by default; an S3-compatible bucket
 * when S3_BUCKET is set, so that every instance serves every upload. Visitors keep the same URLs either way
 * (/cms-api/media/file/…): Payload reads the file from the bucket and answers itself, with the same
 * access rules, so next/image's local patterns stay valid.
 *
 * The plugin is always installed, enabled or not: it adds two columns to media (`prefix`,
 * `_object_key`), and the schema must not depend on the environment (migrations are written once).
 * Lead files (CVs) keep their access rule and headers (staff only, no-store, attachment): Payload still
 * answers /cms-api/lead-files/file/…, the bucket stays private.
 */
export function mediaStorage(): Plugin {
  const bucket = s3Config.bucket() ?? ''
  const plugin = s3Storage({
    enabled: bucket !== '',
    alwaysInsertFields: true,
    bucket,
    // Media at the bucket's root: a collection prefix would add `?prefix=` to every public image URL.
    // Lead files in a folder of their own (their URLs are the staff's only).
    collections: { media: true, 'lead-files': { prefix: 'lead-files' } },
    config: s3ClientConfig(),
  })
  return async (config) => labelStorageFields(await plugin(config))
}

const STORAGE_FIELD_LABELS: Record<string, { ru: string; en: string }> = {
  prefix: { ru: 'Папка в хранилище', en: 'Storage folder' },
  _objectKey: { ru: 'Ключ в хранилище', en: 'Storage key' },
}

/** The plugin's fields come without labels: the admin's list would offer «Prefix» to a Russian editor. */
function labelStorageFields(config: Config): Config {
  for (const collection of config.collections ?? [])
    for (const field of collection.fields)
      if ('name' in field && STORAGE_FIELD_LABELS[field.name] && !('label' in field && field.label)) Object.assign(field, { label: STORAGE_FIELD_LABELS[field.name] })
  return config
}
