'use client'

import { useTranslations } from '@/i18n/translate'
import { useId, useState, type FormEvent } from 'react'

import { FormSuccess, GeneralError, Honeypot, SubmitButton, useErrorText } from '@/components/forms/FormParts'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { Button } from '@/components/ui/Button'
import { TextField } from '@/components/ui/TextField'
import styles from './contents.module.css'

const FIELDS = { email: '' }

/**
 * The news subscription (POST /api/articles/subscribe, a lead of kind subscription): an e-mail address
 * and the reader's consent (checked here before sending), then a thank-you, the same whether the address
 * was new or subscribed already (the endpoint does not tell them apart: src/leads/http.ts); the server's
 * errors show under the field or above the button.
 */
export function SubscribeForm({ policyHref }: { policyHref: string }) {
  const t = useTranslations()
  const id = useId()
  const translate = useErrorText()
  const { formRef, state, values, errors, set, submit, reset } = useLeadForm({ target: { endpoint: '/api/articles/subscribe' }, initial: FIELDS })
  const [consent, setConsent] = useState(false)
  const [consentMissing, setConsentMissing] = useState(false)
  const [sentTo, setSentTo] = useState('')

  if (state === 'success') {
    return (
      <div data-testid="subscribe-result">
        <FormSuccess title={t('contents-subscribe-success-title')} text={t('contents-subscribe-success-text', { email: sentTo })}>
          <Button
            variant="outline"
            onClick={() => {
              setConsent(false)
              reset()
            }}
          >
            {t('contents-subscribe-again')}
          </Button>
        </FormSuccess>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!consent) {
      setConsentMissing(true)
      document.getElementById(`${id}-consent`)?.focus()
      return
    }
    setSentTo(values.email.trim())
    void submit()
  }

  return (
    <form ref={formRef} className={styles.subscribeForm} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-state={state} data-testid="subscribe-form">
      <h2 id={`${id}-title`}>{t('contents-subscribe-title')}</h2>
      <p className={styles.note}>{t('contents-subscribe-text')}</p>
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        label={t('contents-subscribe-email')}
        value={values.email}
        onChange={(event) => set('email')(event.target.value)}
        errors={errors.fields.email?.map(translate)}
        aria-required="true"
      />
      <Honeypot id={`${id}-website`} value={values.website} onChange={set('website')} />
      <div>
        <div className={styles.check}>
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            checked={consent}
            onChange={(event) => {
              setConsent(event.target.checked)
              if (event.target.checked) setConsentMissing(false)
            }}
            aria-invalid={consentMissing || undefined}
            aria-describedby={consentMissing ? `${id}-consent-error` : undefined}
            aria-required="true"
          />
          <label htmlFor={`${id}-consent`}>
            {t.rich('contents-subscribe-consent', {
              link: (chunks) => (
                <a href={policyHref} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            })}
          </label>
        </div>
        {consentMissing && (
          <p id={`${id}-consent-error`} className={styles.error}>
            {t('contents-subscribe-consent-required')}
          </p>
        )}
      </div>
      <GeneralError messageKey={errors.general} />
      <SubmitButton submitting={state === 'submitting'} label={t('contents-subscribe-submit')} />
    </form>
  )
}
