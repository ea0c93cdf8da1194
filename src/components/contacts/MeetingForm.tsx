'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useId, useMemo, useState } from 'react'

import styles from '@/components/company/company.module.css'
import formStyles from '@/components/forms/callback-form.module.css'
import { Consent, FormIntro, FormSuccess, GeneralError, Honeypot, NameAndPhone, SubmitButton, useErrorText } from '@/components/forms/FormParts'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { SelectField } from '@/components/ui/SelectField'
import { TextAreaField } from '@/components/ui/TextAreaField'
import { TextField } from '@/components/ui/TextField'
import { addDays, MEETING_HORIZON_DAYS, todayInAlmaty } from '@/domain/meeting-days'
import { meetingSlots, openWeekdays, type ScheduleRow } from '@/domain/office-hours'

export type MeetingOffice = { id: number; title: string; address: string; working_hours: string; schedule: ScheduleRow[] }

const FIELDS = { office_id: '', date: '', time: '', name: '', phone: '', message: '' }

/**
 * The meeting request (POST /api/feedback/meets): an office, a day and a time slot within the office's
 * hours (src/domain/office-hours.ts), then name and phone. The slots depend on today's date, so they are
 * worked out in the browser (the page itself is cached); the server checks the day and the time's form.
 * Callback-form behaviour otherwise: states, translated errors under the fields, UTM data, consent.
 */
export function MeetingForm({ offices, policyHref }: { offices: MeetingOffice[]; policyHref: string }) {
  const t = useTranslations()
  const id = useId()
  const translate = useErrorText()
  const { formRef, state, values, errors, set, setErrors, submit: send, reset } = useLeadForm({ target: { endpoint: '/api/feedback/meets' }, initial: FIELDS })
  // Today, once the page runs in a browser: the cached HTML cannot know it.
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    // The clock is an external source, read once when the script takes over the cached form.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToday(todayInAlmaty())
  }, [])

  const office = offices.find((o) => String(o.id) === values.office_id) ?? null
  const slots = useMemo(() => (office && values.date ? meetingSlots(office.schedule, values.date) : []), [office, values.date])
  const takesMeetings = office ? openWeekdays(office.schedule).length > 0 : true

  const choose = (field: 'office_id' | 'date') => (value: string) => {
    set(field)(value)
    set('time')('')
  }

  const submit = () => {
    // What the endpoint cannot know: an office must be chosen, and a slot when the office has some.
    const missing: Record<string, ['validation_required']> = {}
    if (!values.office_id) missing.office_id = ['validation_required']
    if (takesMeetings && values.date && !values.time) missing.time = ['validation_required']
    if (Object.keys(missing).length) {
      setErrors({ fields: missing, general: null })
      return
    }
    void send()
  }

  if (state === 'success') return <FormSuccess title={t('meet-success-title')} text={t('meet-success-text')} onClose={reset} />

  const dayNote = (() => {
    if (!office || !values.date) return t('meet-slots-pick')
    if (!takesMeetings) return t('meet-slots-by-phone')
    if (!slots.length) return t('meet-slots-none')
    return null
  })()

  return (
    <form
      ref={formRef}
      className={formStyles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      data-state={state}
      data-testid="meeting-form"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <FormIntro id={`${id}-title`} title={t('meet-title')} text={t('meet-text')} />
      <SelectField
        id={`${id}-office`}
        name="office_id"
        label={t('meet-office')}
        placeholder={t('meet-office-pick')}
        options={offices.map((o) => ({ value: String(o.id), label: `${o.title}, ${o.address}` }))}
        value={values.office_id}
        onChange={(event) => choose('office_id')(event.target.value)}
        errors={errors.fields.office_id?.map(translate)}
        aria-required="true"
      />
      {office?.working_hours && <p className={styles.slotNote}>{t('meet-office-hours', { hours: office.working_hours })}</p>}
      <TextField
        id={`${id}-date`}
        name="date"
        type="date"
        label={t('meet-date')}
        min={today ?? undefined}
        max={today ? addDays(today, MEETING_HORIZON_DAYS) : undefined}
        value={values.date}
        onChange={(event) => choose('date')(event.target.value)}
        errors={errors.fields.date?.map(translate)}
        aria-required="true"
      />
      <fieldset className={styles.slots} aria-describedby={errors.fields.time ? `${id}-time-error` : undefined}>
        <legend>{t('meet-time')}</legend>
        {slots.map((slot) => (
          <label key={slot} className={styles.slot}>
            <input type="radio" name="time" value={slot} checked={values.time === slot} onChange={() => set('time')(slot)} />
            <span>{slot}</span>
          </label>
        ))}
        {dayNote && <p className={styles.slotNote}>{dayNote}</p>}
        {errors.fields.time && (
          <p id={`${id}-time-error`} className={styles.slotError}>
            {errors.fields.time.map(translate).join(', ')}
          </p>
        )}
      </fieldset>
      <NameAndPhone id={id} name={values.name} phone={values.phone} errors={errors.fields} onChange={(field, value) => set(field)(value)} />
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t('meet-comment')}
        rows={3}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        errors={errors.fields.message?.map(translate)}
      />
      <Honeypot id={`${id}-website`} value={values.website} onChange={set('website')} />
      <GeneralError messageKey={errors.general} />
      <Consent policyHref={policyHref} />
      <SubmitButton submitting={state === 'submitting'} label={t('meet-submit')} />
    </form>
  )
}
