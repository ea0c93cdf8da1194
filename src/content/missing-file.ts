import fs from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { s3Config } from '../lib/config'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]

/**
 * An upload handler that answers 404 for a file missing from the local upload folder. Payload's own local
 * fallback answers such a request 500 ("Something went wrong."): an error of ours for what is a visitor's
 * wrong address (or an editor's deleted file). Files inside the folder only; in a bucket (S3_BUCKET set) the
 * storage plugin answers.
 */
export function answerMissingLocalFile(staticDir: string): FileHandler {
  const handler = async (_request: unknown, { params }: { params: { filename: string } }): Promise<Response | undefined> => {
    if (s3Config.bucket()) return undefined
    const file = path.resolve(staticDir, params.filename)
    if (!file.startsWith(path.resolve(staticDir) + path.sep)) return undefined
    try {
      await fs.stat(file)
      return undefined
    } catch {
      return Response.json({ errors: [{ message: 'The requested resource was not found.' }] }, { status: 404 })
    }
  }
  // Payload's type has no "maybe a response" promise, but it checks `instanceof Response` on what it awaits.
  return handler as FileHandler
}
