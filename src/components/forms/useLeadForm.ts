'use client'

import { useLocale } from '@/i18n/client'
import { useEffect, useRef, useState } from 'react'

import { sendLead, type FieldErrors, type FormMessage, type LeadTarget } from '@/client/lead-request'
import { readUtm } from '@/client/utm'
import { maskPhone } from '@/domain/phone-mask'
import type { SimilarUnit } from '@/domain/reservation-holds'
import { reportGoal } from '@/client/goals'

export type LeadFormState = 'idle' | 'submitting' | 'success'
export type LeadFormErrors = { fields: FieldErrors; general: FormMessage | null }
export const NO_ERRORS: LeadFormErrors = { fields: {}, general: null }

function storedUtm() {
  try {
    return readUtm(window.sessionStorage)
  } catch {
    return {}
  }
}

/**
 * The behaviour every request form of the site shares (spec §4, the callback form's): idle, then
 * submitting, then success with the fields cleared and the errors reset, or back to the form with the
 * server's errors (message keys) under the visible fields or as one general message. The tracking
 * data (spec §4) and the page path go with every request; the honeypot `website` is one of the values.
 *
 * `initial` names the form's fields (the API's names) with their starting values; the form's inputs
 * must carry the same `name`s: the form is server-rendered, so a visitor may type before the page's
 * script has run, and what is in the inputs then is taken over (else the first change would clear the
 * rest and the request go out without it).
 */
export function useLeadForm<F extends string>({ target, initial }: { target: LeadTarget; initial: Record<F, string> }) {
  const locale = useLocale()
  const formRef = useRef<HTMLFormElement>(null)
  const [state, setState] = useState<LeadFormState>('idle')
  const [values, setValues] = useState<Record<F | 'website', string>>({ ...initial, website: '' })
  // What a submission sends: also right when the form is sent in the same moment as its values were taken over.
  const latest = useRef(values)
  const update = (next: Record<F | 'website', string>) => {
    latest.current = next
    setValues(next)
  }
  const [errors, setErrors] = useState<LeadFormErrors>(NO_ERRORS)
  const [progress, setProgress] = useState<number | null>(null)
  const [answer, setAnswer] = useState<Record<string, unknown>>({})
  const [similar, setSimilar] = useState<SimilarUnit[]>([])

  useEffect(() => {
    if (!formRef.current) return
    const data = new FormData(formRef.current)
    const typed: Partial<Record<string, string>> = {}
    for (const field of [...Object.keys(initial), 'website']) {
      const value = data.get(field)
      if (typeof value === 'string' && value !== '' && value !== initial[field as F]) typed[field] = field === 'phone' ? maskPhone(value) : value
    }
    // Reading the DOM once, when the script takes over the server-rendered form: an external source.
    if (Object.keys(typed).length) update({ ...latest.current, ...typed })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** Sends the values (and a file, e.g. a CV, with its field name); resolves to whether the request was stored. */
  async function submit(file?: { field: string; file: File }): Promise<boolean> {
    if (state === 'submitting') return false
    setState('submitting')
    setProgress(file ? 0 : null)
    const visible = Object.keys(initial).concat(file ? [file.field] : [])
    const result = await sendLead({ ...target, values: latest.current, visible, page: window.location.pathname, utm: storedUtm(), file }, locale, { onProgress: setProgress })
    setProgress(null)
    if (result.ok) {
      update({ ...initial, website: '' })
      setErrors(NO_ERRORS)
      setSimilar([])
      setAnswer(result.data)
      setState('success')
      reportGoal(target.endpoint === '/api/feedback/reserves' ? 'reservation' : 'lead_sent')
      return true
    }
    setErrors({ fields: result.fields, general: result.general })
    setSimilar(result.similar ?? [])
    setState('idle')
    return false
  }

  return {
    formRef,
    state,
    values,
    errors,
    /** Share of the file sent while uploading (0..1), else null. */
    progress,
    /** The endpoint's `data` after success (e.g. the lead's `id`). */
    answer,
    /** After a reservation of a unit taken meanwhile: similar free units to offer. */
    similar,
    set: (field: F | 'website') => (value: string) => update({ ...latest.current, [field]: value }),
    setErrors,
    submit,
    /** Back to an empty form after success ("send another"). */
    reset: () => setState('idle'),
  }
}
