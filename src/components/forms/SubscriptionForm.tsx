'use client'

import { useTranslations } from '@/i18n/translate'
import { useId } from 'react'

import type { LeadTarget } from '@/client/lead-request'
import { TextField } from '../ui/TextField'
import styles from './callback-form.module.css'
import { Consent, FormIntro, FormSuccess, GeneralError, Honeypot, SubmitButton, useErrorText } from './FormParts'
import { useLeadForm } from './useLeadForm'

const FIELDS = { email: '' }

/**
 * A subscription to news by e-mail (POST /api/articles/subscribe), with the callback form's behaviour
 * (states, translated errors under the field, UTM data, consent). `complexId`: news of one project's
 * construction (stored with the lead's project, a subscription of its own).
 */
export function SubscriptionForm({ policyHref, title, text, complexId }: { policyHref: string; title: string; text?: string; complexId?: number }) {
  const t = useTranslations()
  const id = useId()
  const translate = useErrorText()
  const target: LeadTarget = { endpoint: '/api/articles/subscribe', extra: complexId ? { complex_id: complexId } : undefined }
  const { formRef, state, values, errors, set, submit } = useLeadForm({ target, initial: FIELDS })

  // One thank-you: the endpoint answers alike for a new address and one already subscribed (src/leads/http.ts).
  if (state === 'success') return <FormSuccess title={t('subscribe-success-title')} text={t('subscribe-success-text')} />
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      data-state={state}
      data-testid="subscription-form"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormIntro id={`${id}-title`} title={title} text={text} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        label={t('form-email')}
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        errors={errors.fields.email?.map(translate)}
        aria-required="true"
      />
      <Honeypot id={`${id}-website`} value={values.website} onChange={set('website')} />
      <GeneralError messageKey={errors.general} />
      <Consent policyHref={policyHref} />
      <SubmitButton submitting={state === 'submitting'} label={t('subscribe-submit')} />
    </form>
  )
}
