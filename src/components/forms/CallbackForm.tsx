'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'

import { sendCallback, type FieldErrors, type LeadTarget } from '../../client/callback-request'
import { readUtm } from '../../client/utm'
import { maskPhone } from '../../domain/phone-mask'
import { Button } from '../ui/Button'
import { PhoneField } from '../ui/PhoneField'
import { TextField } from '../ui/TextField'
import styles from './callback-form.module.css'

export type CallbackFormState = 'idle' | 'submitting' | 'success'

function storedUtm() {
  try {
    return readUtm(window.sessionStorage)
  } catch {
    return {}
  }
}

/**
 * The callback request form (spec §4): idle, then submitting (spinner and loading text), then success
 * (title, text and a close button calling `onClose`); a failure returns to the form with the server's
 * errors translated under the fields, or a lone general message in red above the consent text.
 * On success the fields are cleared and the errors reset.
 */
export function CallbackForm({
  policyHref,
  onClose,
  title,
  text,
  target,
}: {
  policyHref: string
  onClose?: () => void
  title?: string
  /** The line under the title; the callback text by default. */
  text?: string
  /** Another endpoint and extra fields (reservation of an estate, a project's request...). */
  target?: LeadTarget
}) {
  const locale = useLocale()
  const [state, setState] = useState<CallbackFormState>('idle')
  const [values, setValues] = useState<CallbackValues>(EMPTY)
  const [errors, setErrors] = useState<CallbackErrors>(NO_ERRORS)
  const form = useRef<HTMLFormElement>(null)

  // The form is server-rendered: a visitor may type before the page's script has run. Take over what
  // is in the fields once it has, or the first change would clear the rest and the request go out
  // without them.
  useEffect(() => {
    if (!form.current) return
    const data = new FormData(form.current)
    const typed = { name: String(data.get('name') ?? ''), phone: maskPhone(String(data.get('phone') ?? '')), website: String(data.get('website') ?? '') }
    if (typed.name || typed.phone || typed.website) setValues(typed)
  }, [])

  async function submit() {
    if (state === 'submitting') return
    setState('submitting')
    const result = await sendCallback({ ...values, page: window.location.pathname, utm: storedUtm() }, locale, fetch, target)
    if (result.ok) {
      setValues(EMPTY)
      setErrors(NO_ERRORS)
      setState('success')
      return
    }
    setErrors(result)
    setState('idle')
  }

  return <CallbackFormView formRef={form} state={state} values={values} errors={errors} policyHref={policyHref} title={title} text={text} onChange={setValues} onSubmit={submit} onClose={onClose} />
}

export type CallbackValues = { name: string; phone: string; website: string }
export type CallbackErrors = { fields: FieldErrors; general: string | null }
const EMPTY: CallbackValues = { name: '', phone: '', website: '' }
const NO_ERRORS: CallbackErrors = { fields: {}, general: null }

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
}: {
  state: CallbackFormState
  values: CallbackValues
  errors?: CallbackErrors
  policyHref: string
  title?: string
  text?: string
  onChange?: (values: CallbackValues) => void
  onSubmit?: () => void
  onClose?: () => void
  formRef?: Ref<HTMLFormElement>
}) {
  const t = useTranslations()
  const id = useId()
  const translate = (key: string) => (t.has(key) ? t(key) : t('error-occurred'))
  const set = (field: keyof CallbackValues) => (value: string) => onChange?.({ ...values, [field]: value })

  if (state === 'success') {
    return (
      <div className={styles.success} role="status" data-state="success">
        <p className={styles.successTitle}>{t('form-success-title')}</p>
        <p>{t('form-success-text')}</p>
        {onClose && (
          <Button variant="outline" onClick={onClose}>
            {t('form-close')}
          </Button>
        )}
      </div>
    )
  }

  const submitting = state === 'submitting'
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
    >
      <div className={styles.intro}>
        <p className={styles.title} id={`${id}-title`}>
          {title ?? t('callback-title')}
        </p>
        <p className={styles.text}>{text ?? t('callback-text')}</p>
      </div>
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('form-name')}
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name')(event.target.value)}
        errors={errors.fields.name?.map(translate)}
        aria-required="true"
      />
      <PhoneField
        id={`${id}-phone`}
        name="phone"
        label={t('form-phone')}
        value={values.phone}
        onValueChange={set('phone')}
        errors={errors.fields.phone?.map(translate)}
        aria-required="true"
      />
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('form-honeypot')}</label>
        <input id={`${id}-website`} name="website" tabIndex={-1} autoComplete="off" value={values.website} onChange={(event) => set('website')(event.target.value)} />
      </div>
      {errors.general && (
        <p className={styles.general} role="alert">
          {translate(errors.general)}
        </p>
      )}
      <p className={styles.consent}>
        {t.rich('form-consent', {
          link: (chunks) => (
            <a href={policyHref} target="_blank" rel="noopener">
              {chunks}
            </a>
          ),
        })}
      </p>
      <Button type="submit" block loading={submitting}>
        {submitting ? t('form-sending') : t('form-submit')}
      </Button>
    </form>
  )
}
