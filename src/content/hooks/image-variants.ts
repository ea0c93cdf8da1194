import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeOperationHook } from 'payload'

import { encodeImageVariantsCached, imageVariantStore } from '../../lib/image-variant-store'
import { encodeImageVariants, hasVariants, nameWithContentHash } from '../../lib/image-variants'

type MediaFile = { filename?: string | null; mimeType?: string | null }

/** `req.context` key: a folder where the seed keeps the variants of its pictures by content (src/seed). */
export const IMAGE_VARIANT_CACHE = 'imageVariantCache'
/** `req.context` key: the demo seed encodes its pictures' variants after the start (src/seed/images/library.ts). */
export const IMAGE_VARIANTS_LATER = 'imageVariantsLater'

/** An uploaded file's name gets its content's hash: the variants' URLs are immutable (nameWithContentHash). */
export const nameUploadsByContent: CollectionBeforeOperationHook = ({ operation, req }) => {
  if ((operation === 'create' || operation === 'update') && req.file?.data?.length) req.file.name = nameWithContentHash(req.file.name, req.file.data)
}

/**
 * Every responsive width of a new or replaced image, in AVIF and WebP, made before the editor's save
 * answers (a few seconds for a large photo), so that no visitor waits for an encoder (/img/<width>/<file>,
 * src/app/img). A replaced file's variants go with it. An encoding failure does not refuse the upload:
 * the image route makes a missing variant itself.
 */
export const makeImageVariants: CollectionAfterChangeHook = async ({ doc, data, previousDoc, operation, req }) => {
  // From the data too: a create with `select` (the seed's) hands over a doc without the file's fields.
  const filename = (doc as MediaFile).filename ?? (data as MediaFile).filename
  const mimeType = (doc as MediaFile).mimeType ?? (data as MediaFile).mimeType
  const previous = (previousDoc as MediaFile | undefined)?.filename
  if (!filename || (operation === 'update' && previous === filename)) return doc
  if (req.context?.[IMAGE_VARIANTS_LATER] === true) return doc
  const store = imageVariantStore()
  if (previous && previous !== filename) await store.remove(previous)
  if (!hasVariants(mimeType)) return doc
  try {
    const source = req.file?.data?.length ? req.file.data : await store.readOriginal(filename)
    if (!source) return doc
    const cache = req.context?.[IMAGE_VARIANT_CACHE]
    await store.write(filename, await (typeof cache === 'string' ? encodeImageVariantsCached(source, cache) : encodeImageVariants(source)))
  } catch (error) {
    req.payload.logger.error({ err: error, filename }, 'image variants not made; /img makes each on its first request')
  }
  return doc
}

export const removeImageVariants: CollectionAfterDeleteHook = async ({ doc }) => {
  const { filename } = doc as MediaFile
  if (filename) await imageVariantStore().remove(filename)
}
