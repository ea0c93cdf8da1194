import { NextResponse } from 'next/server'

import { getPayloadClient } from '@/lib/payload'

export const dynamic = 'force-dynamic'

/** Liveness and readiness: answers 200 once the store is reachable, 503 otherwise. */
export async function GET(): Promise<NextResponse> {
  try {
    const payload = await getPayloadClient()
    await payload.count({ collection: 'estate-categories', overrideAccess: true })
    return NextResponse.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
  } catch {
    return NextResponse.json({ status: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } })
  }
}
