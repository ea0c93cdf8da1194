import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3Config } from './config'
import { dataDir } from './data-dir'
import { s3ClientConfig } from './s3-client-config'
import { type ImageFormat, type ImageVariant, writeFileWhole } from './image-variants'

/**
 * Where a media file's responsive variants live: DATA_DIR/media-variants/<file>/<width>.<format> by
 * default, `variants/<file>/<width>.<format>` in the media bucket when S3_BUCKET is set (every instance
 * serves every upload's variants). The original is read from the same place as Payload keeps it, for a
 * variant that was never made (an image uploaded before variants existed).
 */
export type ImageVariantStore = {
  read(file: string, width: number, format: ImageFormat): Promise<Buffer | null>
  write(file: string, variants: ImageVariant[]): Promise<void>
  remove(file: string): Promise<void>
  readOriginal(file: string): Promise<Buffer | null>
}

const CONTENT_TYPES: Record<ImageFormat, string> = { avif: 'image/avif', webp: 'image/webp' }
export const contentTypeOf = (format: ImageFormat): string => CONTENT_TYPES[format]

/** A stored file's name as Payload writes it: no folders, nothing hidden. */
export const isMediaFileName = (file: string): boolean => file.length > 0 && file.length <= 255 && !/[/\\\0]/.test(file) && !file.startsWith('.')

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

function diskStore(root: string, mediaDir: string): ImageVariantStore {
  const folder = (file: string) => path.join(root, file)
  return {
    async read(file, width, format) {
      return fs.readFile(path.join(folder(file), `${width}.${format}`)).catch((error) => (missing(error) ? null : Promise.reject(error)))
    },
    async write(file, variants) {
      await fs.mkdir(folder(file), { recursive: true })
      await Promise.all(variants.map(({ width, format, data }) => writeFileWhole(path.join(folder(file), `${width}.${format}`), data)))
    },
    async remove(file) {
      await fs.rm(folder(file), { recursive: true, force: true })
    },
    async readOriginal(file) {
      return fs.readFile(path.join(mediaDir, file)).catch((error) => (missing(error) ? null : Promise.reject(error)))
    },
  }
}

function bucketStore(bucket: string): ImageVariantStore {
  const client = new S3Client(s3ClientConfig())
  const prefix = (file: string) => `variants/${file}/`
  const get = async (key: string) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null
      throw error
    }
  }
  return {
    read: (file, width, format) => get(`${prefix(file)}${width}.${format}`),
    async write(file, variants) {
      await Promise.all(
        variants.map(({ width, format, data }) =>
          client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix(file)}${width}.${format}`, Body: data, ContentType: contentTypeOf(format) })),
        ),
      )
    },
    async remove(file) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix(file) }))
      const keys = (listed.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []))
      if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: keys } }))
    },
    // Media live at the bucket's root (src/lib/media-storage.ts).
    readOriginal: (file) => get(file),
  }
}

let store: { key: string; value: ImageVariantStore } | null = null

/** The store for this process's settings (made once; the tests change DATA_DIR and S3_* between servers). */
export function imageVariantStore(): ImageVariantStore {
  const bucket = s3Config.bucket()
  const key = bucket ? `s3:${bucket}` : `disk:${dataDir()}`
  if (store?.key !== key) store = { key, value: bucket ? bucketStore(bucket) : diskStore(path.join(dataDir(), 'media-variants'), path.join(dataDir(), 'media')) }
  return store.value
}
