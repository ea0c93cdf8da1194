'use client'

import { useTranslations } from '@/i18n/translate'
import type { ReactNode } from 'react'

import type { FieldErrors, FormMessage } from '@/client/lead-request'
import { Button } from '../ui/Button'
import { PhoneField } from '../ui/PhoneField'
import { TextField } from '../ui/TextField'
import styles from './callback-form.module.css'

/**
 * The pieces every request form shows alike (spec §4, §5, §8): title and text, the honeypot, the lone
 * general error, the consent text with the policy link, the submit button with its sending state, and
 * the success message.
 */

/** Translates a form message (an API code, or the generic error: src/client/lead-request.ts reads unknown codes as that). */
export function useErrorText(): (message: FormMessage) => string {
  const t = useTranslations()
  return (message) => t(message)
}

export function FormIntro({ id, title, text }: { id: string; title: string; text?: string }) {
  return (
    <div className={styles.intro}>
      <p className={styles.title} id={id}>
        {title}
      </p>
      {text && <p className={styles.text}>{text}</p>}
    </div>
  )
}

/** The name and phone inputs every request form has (the phone with its mask), with their errors under them. */
export function NameAndPhone({
  id,
  name,
  phone,
  errors,
  onChange,
}: {
  id: string
  name: string
  phone: string
  errors: FieldErrors
  onChange?: (field: 'name' | 'phone', value: string) => void
}) {
  const t = useTranslations()
  const translate = useErrorText()
  return (
    <>
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('form-name')}
        autoComplete="name"
        value={name}
        onChange={(event) => onChange?.('name', event.target.value)}
        errors={errors.name?.map(translate)}
        aria-required="true"
      />
      <PhoneField
        id={`${id}-phone`}
        name="phone"
        label={t('form-phone')}
        value={phone}
        onValueChange={(value) => onChange?.('phone', value)}
        errors={errors.phone?.map(translate)}
        aria-required="true"
      />
    </>
  )
}

/** A field people never see; bots fill every input they find (the server drops such requests). */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange?: (value: string) => void }) {
  const t = useTranslations()
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{t('form-honeypot')}</label>
      <input id={id} name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange?.(event.target.value)} />
    </div>
  )
}

/** A general message (no field to put it under), in red above the consent text (spec §8). */
export function GeneralError({ messageKey }: { messageKey: FormMessage | null }) {
  const translate = useErrorText()
  if (!messageKey) return null
  return (
    <p className={styles.general} role="alert">
      {translate(messageKey)}
    </p>
  )
}

/** The terms text linking to the privacy policy (spec §5), opened in a new tab. */
export function Consent({ policyHref }: { policyHref: string }) {
  const t = useTranslations()
  return (
    <p className={styles.consent}>
      {t.rich('form-consent', {
        link: (chunks) => (
          <a href={policyHref} target="_blank" rel="noopener">
            {chunks}
          </a>
        ),
      })}
    </p>
  )
}

export function SubmitButton({ submitting, label }: { submitting: boolean; label?: string }) {
  const t = useTranslations()
  return (
    <Button type="submit" block loading={submitting}>
      {submitting ? t('form-sending') : (label ?? t('form-submit'))}
    </Button>
  )
}

/** The success state: a title, a text, and the close button when the form lives in a panel or dialog. */
export function FormSuccess({ title, text, onClose, children }: { title?: string; text?: string; onClose?: () => void; children?: ReactNode }) {
  const t = useTranslations()
  return (
    <div className={styles.success} role="status" data-state="success">
      <p className={styles.successTitle}>{title ?? t('form-success-title')}</p>
      <p>{text ?? t('form-success-text')}</p>
      {children}
      {onClose && (
        <Button variant="outline" onClick={onClose}>
          {t('form-close')}
        </Button>
      )}
    </div>
  )
}
