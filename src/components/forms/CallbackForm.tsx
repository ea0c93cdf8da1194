'use client'

import { useTranslations } from '@/i18n/translate'
import { useId, type FormEvent, type Ref } from 'react'

import type { LeadTarget } from '@/client/lead-request'
import { holdAnswerOf, type HoldAnswer, type SimilarUnit } from '@/domain/reservation-holds'
import { onDemand } from '../ui/on-demand'
import styles from './callback-form.module.css'
import { Consent, FormIntro, FormSuccess, GeneralError, Honeypot, NameAndPhone, SubmitButton } from './FormParts'
import { NO_ERRORS, useLeadForm, type LeadFormErrors, type LeadFormState } from './useLeadForm'

export type CallbackFormState = LeadFormState

const CALLBACK: LeadTarget = { endpoint: '/api/feedback/callback' }
const FIELDS = { name: '', phone: '' }

/** What only a reservation shows (its hold, similar free units): downloaded when the visitor starts filling one in. */
const useReservationParts = onDemand(() => import('./ReservationParts'))
type ReservationParts = typeof import('./ReservationParts')

/**
 * The callback request form (spec §4): idle, then submitting (spinner and loading text), then success
 * (title, text and a close button calling `onClose`); a failure returns to the form with the server's
 * errors translated under the fields, or a lone general message in red above the consent text.
 * On success the fields are cleared and the errors reset. `target`: another endpoint and extra fields
 * (reservation of an estate, a project's request, a consultation carrying a calculation…). A reservation's
 * success tells until when the unit is held; a unit taken meanwhile gets similar free units offered.
 */
export function CallbackForm({
  policyHref,
  onClose,
  title,
  text,
  target = CALLBACK,
}: {
  policyHref: string
  onClose?: () => void
  title?: string
  text?: string
  target?: LeadTarget
}) {
  const form = useLeadForm({ target, initial: FIELDS })
  const reservation = useReservationParts()
  const reserving = target.endpoint === '/api/feedback/reserves'
  return (
    <CallbackFormView
      formRef={form.formRef}
      state={form.state}
      values={form.values}
      errors={form.errors}
      policyHref={policyHref}
      title={title}
      text={text}
      onChange={(field, value) => form.set(field)(value)}
      // A reservation waits for its parts (fetched on the form's first focus already) to show the answer with them.
      onSubmit={() => (reserving ? reservation.whenReady(() => void form.submit()) : void form.submit())}
      onClose={onClose}
      intent={reserving ? reservation.intent : undefined}
      reservation={reservation.loaded}
      hold={holdAnswerOf(form.answer)}
      similar={form.similar}
    />
  )
}

export type CallbackValues = { name: string; phone: string; website: string }

/**
 * The form as a picture of its state (the /test-ui page shows every state with it). Only name and
 * phone are visible; `website` is a honeypot that people never see.
 */
export function CallbackFormView({
  state,
  values,
  errors = NO_ERRORS,
  policyHref,
  title,
  text,
  onChange,
  onSubmit,
  onClose,
  formRef,
  intent,
  reservation = null,
  hold = null,
  similar = [],
}: {
  state: CallbackFormState
  values: CallbackValues
  errors?: LeadFormErrors
  policyHref: string
  title?: string
  text?: string
  onChange?: (field: keyof CallbackValues, value: string) => void
  onSubmit?: () => void
  onClose?: () => void
  formRef?: Ref<HTMLFormElement>
  /** Handlers that start downloading the reservation's parts (focus, hover, touch on the form). */
  intent?: ReturnType<typeof useReservationParts>['intent']
  reservation?: ReservationParts | null
  /** A reservation's hold of its unit (success), and the free units offered when the unit was taken. */
  hold?: HoldAnswer | null
  similar?: SimilarUnit[]
}) {
  const t = useTranslations()
  const id = useId()

  if (state === 'success') return hold && reservation ? <reservation.HoldSuccess hold={hold} onClose={onClose} /> : <FormSuccess onClose={onClose} />

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        onSubmit?.()
      }}
      noValidate
      aria-labelledby={`${id}-title`}
      data-state={state}
      {...intent}
    >
      <FormIntro id={`${id}-title`} title={title ?? t('callback-title')} text={text ?? t('callback-text')} />
      <NameAndPhone id={id} name={values.name} phone={values.phone} errors={errors.fields} onChange={onChange} />
      <Honeypot id={`${id}-website`} value={values.website} onChange={(value) => onChange?.('website', value)} />
      <GeneralError messageKey={errors.general} />
      {reservation && <reservation.SimilarUnits units={similar} />}
      <Consent policyHref={policyHref} />
      <SubmitButton submitting={state === 'submitting'} />
    </form>
  )
}
