import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { storeConfig } from './config'
import { dataDir } from './data-dir'

/**
 * PAYLOAD_SECRET from the environment, else a random one generated on first start and kept in the data
 * folder (never in git), so sessions survive restarts and no fixed secret ships with the code.
 */
export function payloadSecret(): string {
  const configured = storeConfig.payloadSecret()
  if (configured) return configured
  const file = path.join(dataDir(), 'secret.txt')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    try {
      fs.writeFileSync(file, secret, { flag: 'wx', mode: 0o600 })
      return secret
    } catch {
      // Another process created it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim()
    }
  }
}
