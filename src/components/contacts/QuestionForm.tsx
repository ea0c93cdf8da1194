'use client'

import { useTranslations } from '@/i18n/translate'
import { useId } from 'react'

import formStyles from '@/components/forms/callback-form.module.css'
import { Consent, FormIntro, FormSuccess, GeneralError, Honeypot, NameAndPhone, SubmitButton, useErrorText } from '@/components/forms/FormParts'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { TextAreaField } from '@/components/ui/TextAreaField'
import { TextField } from '@/components/ui/TextField'

const FIELDS = { name: '', phone: '', email: '', message: '' }

/** A question to the sales team (POST /api/feedback/questions), with the callback form's behaviour. */
export function QuestionForm({ policyHref }: { policyHref: string }) {
  const t = useTranslations()
  const id = useId()
  const translate = useErrorText()
  const { formRef, state, values, errors, set, submit, reset } = useLeadForm({ target: { endpoint: '/api/feedback/questions' }, initial: FIELDS })

  if (state === 'success') return <FormSuccess title={t('question-success-title')} text={t('question-success-text')} onClose={reset} />

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      data-state={state}
      data-testid="question-form"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <FormIntro id={`${id}-title`} title={t('question-title')} text={t('question-text')} />
      <NameAndPhone id={id} name={values.name} phone={values.phone} errors={errors.fields} onChange={(field, value) => set(field)(value)} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        label={t('form-email-optional')}
        autoComplete="email"
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        errors={errors.fields.email?.map(translate)}
      />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t('question-message')}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        errors={errors.fields.message?.map(translate)}
        aria-required="true"
      />
      <Honeypot id={`${id}-website`} value={values.website} onChange={set('website')} />
      <GeneralError messageKey={errors.general} />
      <Consent policyHref={policyHref} />
      <SubmitButton submitting={state === 'submitting'} label={t('question-submit')} />
    </form>
  )
}
