import 'server-only'

import type { z } from 'zod'

import { callbackForm, meetingForm, questionForm, reserveForm, studentApplicationForm, subscriptionForm, vacancyApplicationForm, type LeadKind } from '../domain/lead-forms'

/** Each write endpoint: the lead kind it stores, its schema, and the bodies it takes. */
export type LeadFormDefinition = {
  kind: LeadKind
  schema: z.ZodType<Record<string, unknown>>
  /** multipart/form-data bodies carry a `cv` file; JSON bodies are taken by every form. */
  multipart: boolean
}

export const LEAD_FORMS = {
  callback: { kind: 'callback', schema: callbackForm, multipart: false },
  meets: { kind: 'meeting', schema: meetingForm, multipart: false },
  questions: { kind: 'question', schema: questionForm, multipart: false },
  reserves: { kind: 'reserve', schema: reserveForm, multipart: false },
  'vacancy-application': { kind: 'vacancy', schema: vacancyApplicationForm, multipart: true },
  'student-application': { kind: 'student_vacancy', schema: studentApplicationForm, multipart: true },
  subscribe: { kind: 'subscription', schema: subscriptionForm, multipart: false },
} satisfies Record<string, LeadFormDefinition>

export type LeadFormName = keyof typeof LEAD_FORMS
