import 'server-only'

import crypto from 'node:crypto'

import type { LeadKind } from '../domain/lead-forms'

/** Duplicate detection: the same request sent again within the window is merged, not stored twice. */

// The fields that make two submissions "the same request" (tracking data and page do not).
const IDENTITY_FIELDS = ['name', 'phone', 'email', 'message', 'date', 'time', 'education', 'complex_id', 'estate_id', 'vacancy_id', 'office_id']

export function dedupeKey(submission: { kind: LeadKind; fields: Record<string, unknown>; cv?: { sha256: string } }): string {
  const values = IDENTITY_FIELDS.map((field) => {
    const value = submission.fields[field]
    return typeof value === 'string' ? value.toLocaleLowerCase('ru') : (value ?? null)
  })
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([submission.kind, ...values, submission.cv?.sha256 ?? null]))
    .digest('hex')
}

/**
 * Duplicate slots: the key plus the time bucket of the duplicate window. The slot is unique in the
 * database, so concurrent duplicates cannot both be stored (on any number of instances); looking in the
 * previous bucket too catches a repeat that crossed a bucket boundary. A subscription is one per address
 * (and project, for a project's construction news).
 */
export function dedupeSlots(kind: LeadKind, key: string, now: number, windowMs: number): { slot: string; candidates: string[] } {
  if (kind === 'subscription') return { slot: key, candidates: [key] }
  if (windowMs <= 0) return { slot: `${key}:${crypto.randomUUID()}`, candidates: [] }
  const bucket = Math.floor(now / windowMs)
  return { slot: `${key}:${bucket}`, candidates: [`${key}:${bucket}`, `${key}:${bucket - 1}`] }
}
