import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'

import { s3Config } from './config'
import { dataDir } from './data-dir'
import { s3ClientConfig } from './s3-client-config'
import { encodeImageVariants, IMAGE_FORMATS, type ImageFormat, type ImageVariant } from './image-variants'
import { IMAGE_WIDTHS } from './image-widths'

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

/** A stored file's name as Payload writes it: no folders, nothing hidden. */
export const isMediaFileName = (file: string): boolean => file.length > 0 && file.length <= 255 && !/[/\\\0]/.test(file) && !file.startsWith('.')

/** A file's bytes, or null when it is not there. */
const readIfThere = (file: string): Promise<Buffer | null> =>
  fs.readFile(file).catch((error) => ((error as NodeJS.ErrnoException).code === 'ENOENT' ? null : Promise.reject(error)))

/** Writes through a temporary name, so that a reader (another seed, a visitor) never sees half a file. */
async function writeFileWhole(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
  await fs.writeFile(temporary, data)
  await fs.rename(temporary, file)
}

/** Variants on disk, a folder per key: <root>/<key>/<width>.<format> (the media's and the seed's cache). */
function variantFolders(root: string): Omit<ImageVariantStore, 'readOriginal'> {
  const folder = (key: string) => path.join(root, key)
  return {
    read: (key, width, format) => readIfThere(path.join(folder(key), `${width}.${format}`)),
    async write(key, variants) {
      await fs.mkdir(folder(key), { recursive: true })
      await Promise.all(variants.map(({ width, format, data }) => writeFileWhole(path.join(folder(key), `${width}.${format}`), data)))
    },
    remove: (key) => fs.rm(folder(key), { recursive: true, force: true }),
  }
}

/**
 * encodeImageVariants through a folder keyed by the source's bytes: the demo content uploads the same
 * pictures on every seed (tests seed many stores), so only the first seed of a checkout encodes them.
 */
export async function encodeImageVariantsCached(source: Buffer, cacheDir: string): Promise<ImageVariant[]> {
  const key = createHash('sha256').update(source).digest('hex')
  const cache = variantFolders(cacheDir)
  const cached = async () => {
    const found = await Promise.all(IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map(async (width) => ({ width, format, data: await cache.read(key, width, format) }))))
    return found.every((variant): variant is ImageVariant => variant.data !== null) ? found : null
  }
  // Seeds side by side (the tests seed SQLite and PostgreSQL at once): one encodes, the other waits for it.
  const lock = path.join(cacheDir, `${key}.lock`)
  await fs.mkdir(cacheDir, { recursive: true })
  for (;;) {
    const found = await cached()
    if (found) return found
    if (
      await fs.mkdir(lock).then(
        () => true,
        () => false,
      )
    )
      break
    // A lock older than any encoding was left by a seed that was stopped: taken over.
    const since = await fs.stat(lock).then(
      (stat) => Date.now() - stat.mtimeMs,
      () => 0,
    )
    if (since > STALE_LOCK_MS) await fs.rm(lock, { recursive: true, force: true })
    else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS))
  }
  try {
    const variants = await encodeImageVariants(source)
    await cache.write(key, variants)
    return variants
  } finally {
    await fs.rm(lock, { recursive: true, force: true })
  }
}

const LOCK_POLL_MS = 200
/** Longer than any one image's encoding. */
const STALE_LOCK_MS = 60_000

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
          client.send(new PutObjectCommand({ Bucket: bucket, Key: `${prefix(file)}${width}.${format}`, Body: data, ContentType: `image/${format}` })),
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
  const mediaDir = path.join(dataDir(), 'media')
  if (store?.key !== key)
    store = {
      key,
      value: bucket ? bucketStore(bucket) : { ...variantFolders(path.join(dataDir(), 'media-variants')), readOriginal: (file) => readIfThere(path.join(mediaDir, file)) },
    }
  return store.value
}
