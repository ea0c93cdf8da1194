import 'server-only'

import crypto from 'node:crypto'

import type { Payload } from 'payload'

import { almatyInstant, initialLeadStatus } from '../domain/lead-desk'
import { projectSlugFromPage, type LeadKind } from '../domain/lead-forms'
import { meetingSlotProblem, toScheduleRows } from '../domain/office-hours'
import type { Locale } from '../i18n/locales'
import { validationError } from '../lib/api'
import { isChannelConfigured, leadsConfig, TARGETS, type Target } from './config'
import type { CheckedCv } from './cv'
import { dedupeKey, dedupeSlots } from './dedupe'
import type { ChannelState } from './delivery-state'
import { DELIVER_LEAD_TASK, LEADS_QUEUE } from './delivery/task'
import { PUBLISHED } from '../content/access'

/** A validated request from one of the site's forms. */
export type LeadSubmission = {
  kind: LeadKind
  fields: Record<string, unknown>
  cv?: CheckedCv
  locale: Locale
  userAgent: string | null
  /** The visitor's address (src/lib/client-address.js), kept with the lead in `details.client_address`. */
  clientAddress?: string
  /** A reservation's hold of its unit, kept in `details.hold_id` and `details.hold_ends_at` for the sales team. */
  hold?: { id: number; ends_at: string }
  spam: boolean
}

export type StoredLead = { id: number; merged: boolean }

async function findDuplicate(payload: Payload, kind: LeadKind, candidates: string[], since: number): Promise<{ id: number; uid: string } | null> {
  if (!candidates.length) return null
  const { docs } = await payload.find({
    collection: 'leads',
    where: {
      and: [{ dedupe_slot: { in: candidates } }, ...(kind === 'subscription' ? [] : [{ createdAt: { greater_than: new Date(since).toISOString() } }])],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    select: { uid: true },
    overrideAccess: true,
  })
  return docs[0] ? { id: docs[0].id, uid: docs[0].uid } : null
}

async function findId(payload: Payload, collection: 'complexes' | 'vacancies', where: Record<string, unknown>): Promise<number | null> {
  const { docs } = await payload.find({ collection, where: where as never, limit: 1, depth: 0, pagination: false, select: {}, overrideAccess: true })
  return docs[0]?.id ?? null
}

/** The project, property and vacancy a request is about; unknown ids are field errors. */
async function resolveReferences(payload: Payload, fields: Record<string, unknown>) {
  const errors: Record<string, string[]> = {}
  let complex: number | null = null
  let estate: number | null = null
  let vacancy: number | null = null
  let office: number | null = null
  if (typeof fields.estate_id === 'number') {
    const { docs } = await payload.find({
      collection: 'estates',
      where: { id: { equals: fields.estate_id } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: { complex: true },
      overrideAccess: true,
    })
    if (docs[0]) {
      estate = docs[0].id
      const owner = docs[0].complex
      complex = typeof owner === 'object' && owner ? owner.id : (owner ?? null)
    } else errors.estate_id = ['validation_exists']
  }
  if (typeof fields.complex_id === 'number') {
    complex = await findId(payload, 'complexes', { id: { equals: fields.complex_id } })
    if (!complex) errors.complex_id = ['validation_exists']
  }
  if (typeof fields.vacancy_id === 'number') {
    const { docs } = await payload.find({
      collection: 'vacancies',
      where: { id: { equals: fields.vacancy_id } },
      limit: 1,
      depth: 0,
      pagination: false,
      select: { is_closed: true },
      overrideAccess: true,
    })
    vacancy = docs[0]?.id ?? null
    if (!vacancy) errors.vacancy_id = ['validation_exists']
    else if (docs[0].is_closed) errors.vacancy_id = ['validation_closed']
  }
  if (typeof fields.office_id === 'number') {
    const { docs } = await payload.find({
      collection: 'contacts',
      where: { and: [{ id: { equals: fields.office_id } }, PUBLISHED] },
      locale: 'ru',
      limit: 1,
      depth: 0,
      pagination: false,
      select: { schedule: true },
      overrideAccess: true,
    })
    if (docs[0]) {
      office = docs[0].id
      const problem = typeof fields.date === 'string' ? meetingSlotProblem(toScheduleRows(docs[0].schedule), fields.date, text(fields.time) ?? undefined) : null
      if (problem) errors[problem] = ['validation_slot']
    } else errors.office_id = ['validation_exists']
  }
  if (Object.keys(errors).length) throw validationError(errors)
  // A request sent from a project's page is about that project.
  const slug = complex ? null : projectSlugFromPage(fields.page as string | undefined)
  if (slug) complex = await findId(payload, 'complexes', { slug: { equals: slug } })
  return { complex, estate, vacancy, office }
}

/** Read back before the 201: the answer promises that the lead is in the database. */
async function isStored(payload: Payload, uid: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'leads', where: { uid: { equals: uid } }, overrideAccess: true })
  return totalDocs === 1
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/**
 * Persistence first: the lead is in the database before the caller answers 201. Its delivery job is
 * queued just before it (keyed by the lead's uid), so no stored lead can ever miss its delivery; a job
 * whose lead never got stored ends by itself.
 */
export async function submitLead(payload: Payload, submission: LeadSubmission): Promise<StoredLead> {
  const { kind, fields, cv, spam } = submission
  const references = await resolveReferences(payload, fields)
  const now = Date.now()
  const windowMs = leadsConfig.duplicateWindowMs()
  const { slot, candidates } = dedupeSlots(kind, dedupeKey(submission), now, windowMs)
  const duplicate = await findDuplicate(payload, kind, candidates, now - windowMs)
  if (duplicate) return { id: duplicate.id, merged: true }

  const uid = crypto.randomUUID()
  let cvId: number | null = null
  if (cv) {
    const file = await payload.create({
      collection: 'lead-files',
      data: { original_name: cv.originalName, sha256: cv.sha256 },
      file: { data: cv.buffer, mimetype: cv.mime, name: `cv-${uid}.${cv.ext}`, size: cv.buffer.length },
      overrideAccess: true,
      depth: 0,
      disableTransaction: true,
    })
    cvId = file.id
  }

  const states = Object.fromEntries(
    TARGETS.map((target): [string, ChannelState] => [target, spam ? 'skipped' : isChannelConfigured(target) ? 'pending' : 'not_configured']),
  ) as Record<Target, ChannelState>
  if (TARGETS.some((target) => states[target] === 'pending')) {
    // A short delay lets the lead's insert below commit before the job first looks for it.
    await payload.jobs.queue({ task: DELIVER_LEAD_TASK, queue: LEADS_QUEUE, input: { uid }, waitUntil: new Date(now + 2000) })
  }

  try {
    const lead = await payload.create({
      collection: 'leads',
      overrideAccess: true,
      depth: 0,
      // One INSERT that commits by itself: inside a transaction, a COMMIT lost to a database restart is
      // not reported by the adapter, and the visitor would get a 201 for nothing.
      disableTransaction: true,
      data: {
        kind,
        status: initialLeadStatus(spam),
        name: text(fields.name),
        phone: text(fields.phone),
        email: text(fields.email),
        message: text(fields.message),
        complex: references.complex,
        estate: references.estate,
        vacancy: references.vacancy,
        cv: cvId,
        // The meeting's day and time (Almaty; midnight when no time was picked) and office are fields of
        // their own; `details` keeps the form's other extra fields.
        meeting_at: text(fields.date) ? almatyInstant(fields.date as string, text(fields.time) ?? undefined) : null,
        meeting_office: references.office,
        details: {
          ...(text(fields.education) ? { education: fields.education } : {}),
          ...(submission.clientAddress ? { client_address: submission.clientAddress } : {}),
          ...(submission.hold ? { hold_id: submission.hold.id, hold_ends_at: submission.hold.ends_at } : {}),
        },
        utm: { source: text(fields.utm_source), medium: text(fields.utm_medium), campaign: text(fields.utm_campaign), term: text(fields.utm_term) },
        page: text(fields.page),
        locale: submission.locale,
        user_agent: submission.userAgent?.slice(0, 500) ?? null,
        spam,
        uid,
        dedupe_slot: slot,
        delivery: { ...states, attempts: 0 },
      },
    })
    if (!(await isStored(payload, uid))) throw new Error(`lead ${lead.id} not found after its insert`)
    return { id: lead.id, merged: false }
  } catch (error) {
    // The insert may have gone through before something failed (then the lead found is this one), or
    // an identical request won the race for the unique slot (then that one is the lead).
    const stored = await findDuplicate(payload, kind, candidates, now - windowMs).catch(() => null)
    if (stored?.uid === uid) return { id: stored.id, merged: false }
    if (cvId) await payload.delete({ collection: 'lead-files', id: cvId, overrideAccess: true, disableTransaction: true }).catch(() => undefined)
    if (stored) return { id: stored.id, merged: true }
    throw error
  }
}
