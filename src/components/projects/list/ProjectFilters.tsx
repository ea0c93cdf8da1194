'use client'

import { useTranslations } from 'next-intl'
import { useRef, useTransition, type FormEvent } from 'react'

import { PAGES } from '@/domain/site-pages'
import { Link, useRouter } from '@/i18n/navigation'
import { Button } from '@/components/ui/Button'
import fieldStyles from '@/components/ui/field.module.css'
import { TextField } from '@/components/ui/TextField'
import styles from './list.module.css'

export type FilterOption = { value: string; label: string }

export type FilterValues = { city: string; status: string; class: string; completion: string; price_from: string; price_to: string }

type SelectName = 'city' | 'status' | 'class' | 'completion'

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
    for (const [key, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) search.set(key, value.trim())
    const query = search.toString()
    startTransition(() => router.push(`${PAGES.projects}${query ? `?${query}` : ''}`, { scroll: false }))
  }

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

  return (
    <form ref={formRef} className={styles.filters} action={action} method="get" onSubmit={onSubmit} aria-label={t('projects-list-filters')} aria-busy={pending || undefined}>
      {select('city', t('projects-list-city'), t('projects-list-city-any'))}
      {select('status', t('projects-list-status'), t('projects-list-status-any'))}
      {select('class', t('projects-list-class'), t('projects-list-class-any'))}
      {select('completion', t('projects-list-completion'), t('projects-list-completion-any'))}
      <TextField
        id="projects-price-from"
        name="price_from"
        label={t('projects-list-price-from')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        defaultValue={values.price_from}
        key={`from-${values.price_from}`}
      />
      <TextField id="projects-price-to" name="price_to" label={t('projects-list-price-to')} type="number" inputMode="numeric" min={0} step={1} defaultValue={values.price_to} key={`to-${values.price_to}`} />
      {view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className={styles.filterActions}>
        <Button type="submit" loading={pending}>
          {t('projects-list-apply')}
        </Button>
        <Link className={styles.reset} href={view === 'map' ? `${PAGES.projects}?view=map` : PAGES.projects} scroll={false}>
          {t('projects-list-reset')}
        </Link>
      </div>
      <p className="visually-hidden" role="status">
        {pending ? t('projects-list-updating') : ''}
      </p>
    </form>
  )
}
