import { NextResponse } from 'next/server'

import { isAuditTool } from '../domain/user-agents'
import { serverConfig } from '../lib/config'
import type { ProxyRule } from './context'

/**
 * Spec §2: audit tools may get an empty placeholder page when AUDIT_PLACEHOLDER=true. Off by default:
 * audit tools measure the real page, which we keep fast (docs/performance.md).
 */
export const auditPlaceholder: ProxyRule = ({ request }) => {
  if (!serverConfig.auditPlaceholder() || !isAuditTool(request.headers.get('user-agent'))) return null
  return new NextResponse('<!doctype html><html><head><meta charset="utf-8"><title></title></head><body></body></html>', {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}
