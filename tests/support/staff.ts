import fs from 'node:fs'
import path from 'node:path'

import { setupCode } from '../../src/content/first-administrator'

/**
 * The administrator every test server starts with (ADMIN_EMAIL and ADMIN_PASSWORD, as an operator's
 * automation would set them): tests that write through Payload's REST log in as this account. A test of
 * the first-register page starts its server without them (`NO_FIRST_ADMIN`).
 */
export const TEST_ADMIN = { email: 'it-admin@example.com', password: 'it-Secret-Passw0rd!' }

export const FIRST_ADMIN_ENV = { ADMIN_EMAIL: TEST_ADMIN.email, ADMIN_PASSWORD: TEST_ADMIN.password }
export const NO_FIRST_ADMIN = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }

/** The setup code a server with this data folder prints at start (its secret is the folder's unless PAYLOAD_SECRET is set). */
export const setupCodeOf = (dataDir: string, secret?: string): string => setupCode(secret ?? fs.readFileSync(path.join(dataDir, 'secret.txt'), 'utf8').trim())
