'use client'

import { hydrateOnIntent } from '@/components/ui/hydrate-on-intent'

/** The contacts page's two forms: their code comes when a visitor reaches for one of them. */
export const MeetingFormOnIntent = hydrateOnIntent(() => import('./MeetingForm').then((module) => module.MeetingForm))
export const QuestionFormOnIntent = hydrateOnIntent(() => import('./QuestionForm').then((module) => module.QuestionForm))
