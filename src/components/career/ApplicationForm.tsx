'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { Consent, FormIntro, FormSuccess, GeneralError, Honeypot, SubmitButton, useErrorText } from '@/components/forms/FormParts'
import formStyles from '@/components/forms/callback-form.module.css'
import { useLeadForm } from '@/components/forms/useLeadForm'
import { Button } from '@/components/ui/Button'
import { PhoneField } from '@/components/ui/PhoneField'
import { SelectField } from '@/components/ui/SelectField'
import { TextAreaField } from '@/components/ui/TextAreaField'
import { TextField } from '@/components/ui/TextField'
import field from '@/components/ui/field.module.css'
import { CV_ACCEPT, cvFileProblem } from '@/domain/cv-files'
import styles from './career.module.css'

export type ApplicationEndpoint = '/api/vacancies/application' | '/api/vacancies/student-application'

type Props = {
  policyHref: string
  /** The vacancy application, or the student one (spec §7: the student flag picks the endpoint). */
  endpoint: ApplicationEndpoint
  /** The vacancy of the page, sent as vacancy_id. */
  vacancyId?: number
  /** Student applications ask where the visitor studies. */
  student?: boolean
  /** A choice of vacancy (the student jobs page): sent as vacancy_id, optional. */
  vacancies?: ReadonlyArray<{ id: number; title: string }>
  title: string
  text: string
}

/**
 * The application form of the career pages: name, phone (masked), e-mail, the student's education, a
 * cover letter and a CV (PDF, DOC, DOCX or RTF, at most 10 MB), with the callback form's behaviour
 * (useLeadForm: states, translated errors under the fields, tracking data, the lead stored before the
 * answer). The CV is checked in the browser when chosen and before sending, then by the server by its
 * content; its upload shows its progress (XMLHttpRequest, src/client/lead-request.ts).
 */
export function ApplicationForm({ policyHref, endpoint, vacancyId, student = false, vacancies, title, text }: Props) {
  const t = useTranslations()
  const id = useId()
  const translate = useErrorText()
  const fileInput = useRef<HTMLInputElement>(null)
  const [fileName, setFileName] = useState('')
  const initial: Record<string, string> = {
    name: '',
    phone: '',
    email: '',
    ...(student ? { education: '' } : {}),
    ...(vacancies?.length ? { vacancy_id: '' } : {}),
    message: '',
  }
  const { formRef, state, values, errors, progress, set, setErrors, submit, reset } = useLeadForm({
    target: { endpoint, extra: vacancyId ? { vacancy_id: vacancyId } : undefined },
    initial,
  })
  const fieldErrors = (name: string) => errors.fields[name]?.map(translate)

  /** The chosen CV, checked in the browser: its problem goes under the field at once. */
  const checkFile = (): { file?: File; ok: boolean } => {
    const file = fileInput.current?.files?.[0]
    const problem = file ? cvFileProblem(file) : null
    setErrors((current) => {
      const fields = { ...current.fields }
      if (problem) fields.cv = [problem]
      else delete fields.cv
      return { ...current, fields }
    })
    return { file, ok: !problem }
  }
  // A CV chosen before the form's script ran (it comes when a visitor reaches for the form) is named and checked too.
  useEffect(() => {
    const chosen = fileInput.current?.files?.[0]
    if (!chosen) return
    setFileName(chosen.name)
    checkFile()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the script takes over the server's form
  }, [])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const { file, ok } = checkFile()
    if (!ok) {
      fileInput.current?.focus()
      return
    }
    if (await submit(file ? { field: 'cv', file } : undefined)) {
      if (fileInput.current) fileInput.current.value = ''
      setFileName('')
    }
  }

  if (state === 'success')
    return (
      <FormSuccess title={t('career-form-success-title')} text={t('career-form-success-text')}>
        <Button variant="outline" onClick={reset}>
          {t('career-form-again')}
        </Button>
      </FormSuccess>
    )

  const submitting = state === 'submitting'
  const cvErrors = fieldErrors('cv')
  return (
    <form ref={formRef} className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} data-state={state} data-testid="application-form">
      <FormIntro id={`${id}-title`} title={title} text={text} />
      <TextField
        id={`${id}-name`}
        name="name"
        label={t('form-name')}
        autoComplete="name"
        value={values.name}
        onChange={(e) => set('name')(e.target.value)}
        errors={fieldErrors('name')}
        aria-required="true"
      />
      <PhoneField
        id={`${id}-phone`}
        name="phone"
        label={t('form-phone')}
        value={values.phone}
        onValueChange={(value) => set('phone')(value)}
        errors={fieldErrors('phone')}
        aria-required="true"
      />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        inputMode="email"
        label={t('career-form-email')}
        autoComplete="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        errors={fieldErrors('email')}
        aria-required="true"
      />
      {student && (
        <TextField
          id={`${id}-education`}
          name="education"
          label={t('career-form-education')}
          value={values.education}
          onChange={(e) => set('education')(e.target.value)}
          errors={fieldErrors('education')}
        />
      )}
      {vacancies?.length ? (
        <SelectField
          id={`${id}-vacancy`}
          name="vacancy_id"
          label={t('career-form-vacancy')}
          placeholder={t('career-form-vacancy-any')}
          options={vacancies.map((v) => ({ value: String(v.id), label: v.title }))}
          value={values.vacancy_id}
          onChange={(e) => set('vacancy_id')(e.target.value)}
          errors={fieldErrors('vacancy_id')}
        />
      ) : null}
      <TextAreaField
        id={`${id}-message`}
        name="message"
        label={t('career-form-message')}
        value={values.message}
        onChange={(e) => set('message')(e.target.value)}
        errors={fieldErrors('message')}
      />
      <div className={field.field}>
        <label className={field.label} htmlFor={`${id}-cv`}>
          {t('career-form-cv')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-cv`}
          className={styles.file}
          type="file"
          name="cv"
          accept={CV_ACCEPT}
          aria-invalid={cvErrors ? true : undefined}
          aria-describedby={cvErrors ? `${id}-cv-error` : undefined}
          onChange={() => {
            setFileName(fileInput.current?.files?.[0]?.name ?? '')
            checkFile()
          }}
        />
        {fileName && !cvErrors && <p className={field.label}>{t('career-form-cv-chosen', { name: fileName })}</p>}
        {cvErrors && (
          <p id={`${id}-cv-error`} className={field.error} role="alert">
            {cvErrors.join(', ')}
          </p>
        )}
      </div>
      {submitting && progress !== null && (
        <div className={styles.upload} data-testid="cv-upload-progress">
          <label htmlFor={`${id}-progress`}>
            {t('career-form-uploading')}: {Math.round(progress * 100)} %
          </label>
          <progress id={`${id}-progress`} max={1} value={progress} />
        </div>
      )}
      <Honeypot id={`${id}-website`} value={values.website} onChange={(value) => set('website')(value)} />
      <GeneralError messageKey={errors.general} />
      <Consent policyHref={policyHref} />
      <SubmitButton submitting={submitting} label={t('career-form-submit')} />
    </form>
  )
}
