/* Payload's own REST, moved from /api to /cms-api (spec §7 owns /api). */
import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { behindRestGate } from '@/content/rest-gate'

// Every call passes the gate first: anonymous callers reach sign-in and media files only (src/content/rest-gate.ts).
export const GET = behindRestGate(REST_GET(config))
export const POST = behindRestGate(REST_POST(config))
export const DELETE = behindRestGate(REST_DELETE(config))
export const PATCH = behindRestGate(REST_PATCH(config))
export const PUT = behindRestGate(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
