'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react'

import { digitsOf, groupDigits, regroup } from '@/components/forms/amount'
import { PAGES } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/field.module.css'
import { TextField } from '@/components/ui/TextField'
import { fieldsChanged } from '@/components/ui/fields-changed'
import styles from './list.module.css'

export type FilterOption = { value: string; label: string }

export type FilterValues = { city: string; status: string; class: string; completion: string; price_from: string; price_to: string }

type SelectName = 'city' | 'status' | 'class' | 'completion'

const PRICE_FIELDS = new Set(['price_from', 'price_to'])

/**
 * The filters of the projects list: a plain GET form (it works without JavaScript, the server reads the
 * same parameters as GET /api/complexes), enhanced here so that a choice updates the URL and the list
 * without a full page load. Changing a filter returns to page 1 (no page field in the form).
 */
export function ProjectFilters({
  action,
  options,
  values,
  view,
}: {
  /** The localized /projects path (the form's no-JS target). */
  action: string
  options: Record<SelectName, FilterOption[]>
  values: FilterValues
  view: 'list' | 'map'
}) {
  const t = useTranslations()
  const router = useRouter()
  const formRef = useRef<HTMLFormElement>(null)
  const [pending, startTransition] = useTransition()

  const apply = (form: HTMLFormElement) => {
    const search = new URLSearchParams()
    for (const [key, value] of new FormData(form)) {
      // Prices are shown grouped as typed ("30,000,000"); the URL keeps their digits.
      const given = typeof value === 'string' ? (PRICE_FIELDS.has(key) ? digitsOf(value) : value.trim()) : ''
      if (given) search.set(key, given)
    }
    const query = search.toString()
    startTransition(() => router.push(`${action}${query ? `?${query}` : ''}`, { scroll: false }))
  }

  // A choice made in the server's form before this code ran is applied now (typed prices wait for "Apply", as they do after).
  useEffect(() => {
    if (formRef.current && fieldsChanged(formRef.current, 'select')) apply(formRef.current)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    apply(event.currentTarget)
  }

  const select = (name: SelectName, label: string, any: string) => (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={`projects-${name}`}>
        {label}
      </label>
      <select
        id={`projects-${name}`}
        name={name}
        className={`${fieldStyles.input} ${styles.select}`}
        defaultValue={values[name]}
        key={values[name]}
        onChange={() => formRef.current && apply(formRef.current)}
      >
        <option value="">{any}</option>
        {options[name].map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )

  // A price is a text field grouped as the visitor types (a number field cannot show "30,000,000").
  const price = (name: 'price_from' | 'price_to', label: string) => (
    <TextField
      id={`projects-${name.replace('_', '-')}`}
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      defaultValue={groupDigits(digitsOf(values[name]))}
      key={`${name}-${values[name]}`}
      onInput={(event) => regroup(event.currentTarget)}
    />
  )

  const active = Object.values(values).filter(Boolean).length
  // On a phone the filters fold under one button, so the first screen shows projects, not six fields. They
  // open by themselves on a page loaded with filters; afterwards only the visitor folds them (clearing the last
  // filter must not shut the panel under their finger). Wider screens always show them (list.module.css), as
  // do browsers that cannot style a disclosure's content, where the button stays.
  const [openAtFirst] = useState(active > 0)

  return (
    <details className={styles.disclosure} open={openAtFirst || undefined}>
      <summary className={styles.disclosureToggle}>{t('projects-list-filters-toggle', { count: active })}</summary>
      <form ref={formRef} className={styles.filters} action={action} method="get" onSubmit={onSubmit} aria-label={t('projects-list-filters')} aria-busy={pending || undefined}>
        {select('city', t('projects-list-city'), t('projects-list-city-any'))}
        {select('status', t('projects-list-status'), t('projects-list-status-any'))}
        {select('class', t('projects-list-class'), t('projects-list-class-any'))}
        {select('completion', t('projects-list-completion'), t('projects-list-completion-any'))}
        {price('price_from', t('projects-list-price-from'))}
        {price('price_to', t('projects-list-price-to'))}
        {view === 'map' && <input type="hidden" name="view" value="map" />}
        <div className={styles.filterActions}>
          <Button type="submit" loading={pending}>
            {t('projects-list-apply')}
          </Button>
          <Link className={styles.reset} href={view === 'map' ? `${PAGES.projects}?view=map` : PAGES.projects} data-keep-scroll="">
            {t('projects-list-reset')}
          </Link>
        </div>
        <p className="visually-hidden" role="status">
          {pending ? t('projects-list-updating') : ''}
        </p>
      </form>
    </details>
  )
}
