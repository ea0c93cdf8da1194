import fs from 'node:fs/promises'
import path from 'node:path'

import { NextResponse, type NextRequest } from 'next/server'

import { verifyCvLink } from '@/leads/cv-link'
import { s3Config } from '@/lib/config'
import { dataDir } from '@/lib/data-dir'
import { s3ClientConfig } from '@/lib/s3-client-config'
import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

const PRIVATE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' }

const refused = (status: number, text: string) => new NextResponse(text, { status, headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' } })

async function readStored(file: { filename: string; prefix?: string | null }): Promise<Uint8Array | null> {
  const bucket = s3Config.bucket()
  if (bucket) {
    const { S3Client, GetObjectCommand } = await import('@aws-sdk/client-s3')
    const client = new S3Client(s3ClientConfig())
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: path.posix.join(file.prefix || 'lead-files', file.filename) }))
      return object.Body ? await object.Body.transformToByteArray() : null
    } catch {
      return null
    } finally {
      client.destroy()
    }
  }
  const folder = path.join(dataDir(), 'private', 'lead-files')
  const target = path.resolve(folder, file.filename)
  if (!target.startsWith(path.resolve(folder) + path.sep)) return null
  return fs.readFile(target).catch(() => null)
}

/**
 * A lead's CV through the signed, expiring link that went out with the lead (src/leads/cv-link.ts):
 * the file, as a download, to whoever holds the link until it expires; 403 for a forged, altered or
 * expired link, 404 for a file that is gone.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }): Promise<NextResponse> {
  const { id } = await params
  if (!verifyCvLink(id, request.nextUrl.searchParams))
    return refused(403, 'Ссылка на резюме устарела или неверна: откройте заявку в админке.\nThis CV link has expired or is not valid: open the lead in the admin.\n')
  const payload = await getPayloadClient()
  const file = await payload.findByID({ collection: 'lead-files', id: Number(id), depth: 0, overrideAccess: true, disableErrors: true })
  const bytes = file?.filename ? await readStored({ filename: file.filename, prefix: (file as { prefix?: string | null }).prefix }) : null
  if (!file || !bytes) return refused(404, 'Файл не найден.\nFile not found.\n')
  const name = file.original_name || file.filename || `cv-${id}`
  return new NextResponse(Buffer.from(bytes), {
    headers: {
      ...PRIVATE,
      'Content-Type': file.mimeType || 'application/octet-stream',
      'Content-Disposition': `attachment; filename="${(file.filename ?? 'cv').replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  })
}
