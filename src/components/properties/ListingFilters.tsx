'use client'

import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useId, useRef, useState, useTransition, type ChangeEvent, type FormEvent } from 'react'

import { digitsOf, groupDigits, regroup } from '@/components/forms/amount'
import { fieldsChanged } from '@/components/ui/fields-changed'
import { ESTATE_SORTS, type EstateSort } from '@/domain/estate-filters'
import type { ListingQuery } from '@/domain/estates-query'
import type { MessageKey } from '@/i18n/messages'
import type { EstateFilterOptions } from '@/services/estate-filters'
import styles from './listing-filters.module.css'
import { roomsBucketLabel } from './estate-format'

/** Typing in a number field waits this long before the results follow. */
const TYPING_DELAY_MS = 600

/** Fields of tenge: shown grouped as the visitor types ("30,000,000"), sent as digits. */
const PRICE_FIELDS = new Set(['price_from', 'price_to'])

/** Each sort order's label (a descending order is the `-` form of the API's sort value). */
const SORT_LABELS = {
  price: 'prop-sort-price',
  '-price': 'prop-sort-price-desc',
  area: 'prop-sort-area',
  '-area': 'prop-sort-area-desc',
  price_per_m2: 'prop-sort-price-per-m2',
  '-price_per_m2': 'prop-sort-price-per-m2-desc',
  floor: 'prop-sort-floor',
  '-floor': 'prop-sort-floor-desc',
} as const satisfies Record<EstateSort, MessageKey>

type Props = {
  options: EstateFilterOptions
  query: ListingQuery
  /** The listing's own path with the language prefix: the form's action without JavaScript. */
  action: string
  resetHref: string
  /** The id of the results region, brought into view after the filters change it. */
  resultsId: string
}

/** Side by side with the results (wide screens) the panel stays in view while the results scroll. */
const SIDE_BY_SIDE = '(min-width: 960px)'

/**
 * Brings the top of the results to the top of the screen when it is above it (the new results are
 * shorter than the old), or, with `alsoBelow`, when it is low on the screen (the panel folded above it).
 */
function showResultsTop(resultsId: string, alsoBelow = false) {
  const results = document.getElementById(resultsId)
  if (!results) return
  const top = results.getBoundingClientRect().top
  if (top >= 0 && (!alsoBelow || top < window.innerHeight / 3)) return
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
  results.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' })
}

/** The form's values as the listing's query (empty fields left out; the page starts again at 1). */
function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams()
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== 'string') continue
    const given = PRICE_FIELDS.has(key) ? digitsOf(value) : value.trim()
    if (given !== '') params.append(key, given)
  }
  if (params.get('sort') === ESTATE_SORTS[0]) params.delete('sort')
  return params.toString()
}

/**
 * The listing's filter panel: a GET form with the API's parameter names, so it works without JavaScript.
 * With JavaScript every change replaces the URL through the router (no document reload) and the server
 * renders the new results; number fields wait for a pause in typing. Below 960 px the panel folds away
 * behind a toggle button.
 */
export function ListingFilters({ options, query, action, resetHref, resultsId }: Props) {
  const t = useTranslations()
  const router = useRouter()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  const [pending, startTransition] = useTransition()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // The form's fields are uncontrolled: when the URL changes from elsewhere (reset link, back button,
  // a corrected URL) the form is rebuilt from the new query; the form's own changes keep their fields.
  const [pushed, setPushed] = useState<string | null>(null)
  const [seen, setSeen] = useState(search)
  const [version, setVersion] = useState(0)
  if (search !== seen) {
    setSeen(search)
    if (search !== pushed) setVersion((v) => v + 1)
  }

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  function apply(form: HTMLFormElement) {
    if (timer.current) clearTimeout(timer.current)
    const next = formQuery(form)
    setPushed(next)
    startTransition(() => router.replace(next ? `${pathname}?${next}` : pathname, { scroll: false }))
    // Beside the results the panel stays in view, so the visitor lands on the new results' top; above
    // them (phones) only "Show" does, as it folds the panel away (onSubmit).
    if (window.matchMedia(SIDE_BY_SIDE).matches) showResultsTop(resultsId)
  }

  // A change made in the server's form before this code ran (a choice, a typed bound) is applied now.
  useEffect(() => {
    const form = document.getElementById(panelId)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM held what React's state did not
    if (form instanceof HTMLFormElement && fieldsChanged(form)) apply(form)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget
    const field = event.target as unknown as HTMLInputElement | HTMLSelectElement
    // A queue belongs to one project: choosing another project clears the queue.
    if (field.name === 'complex_id') {
      const house = form.elements.namedItem('house_id') as HTMLSelectElement | null
      if (house) house.value = ''
    }
    if (PRICE_FIELDS.has(field.name)) regroup(field as HTMLInputElement)
    if (field.type === 'number' || PRICE_FIELDS.has(field.name)) {
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(() => apply(form), TYPING_DELAY_MS)
      return
    }
    apply(form)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    apply(event.currentTarget)
    setOpen(false)
    requestAnimationFrame(() => showResultsTop(resultsId, true))
  }

  const roomValues = [...new Set([...options.rooms.map((r) => r.value), ...query.rooms])].sort((a, b) => a - b)
  const restorationTitles = [...new Set([...options.restorations.map((r) => r.title), ...query.restorations])]
  const chosenComplex = query.complex_id.length === 1 ? query.complex_id[0] : null
  const houses = options.houses.filter((h) => chosenComplex === null || h.complex_id === chosenComplex || query.house_id.includes(h.id))
  const complexName = new Map(options.complexes.map((c) => [c.id, c.name]))
  // What the folded panel (phones) holds, in a line under its toggle: "2, 3 · Цена, ₸: 20,000,000–40,000,000 · Алатау".
  // A range value as its field shows it: prices grouped ("30,000,000"), areas and floors as typed.
  const shownValue = (name: 'price' | 'area' | 'floor', value: number | undefined) =>
    value === undefined ? '' : name === 'price' ? groupDigits(String(Math.round(value))) : String(value)
  const between = (name: 'price' | 'area' | 'floor', from: number | undefined, to: number | undefined) =>
    from === undefined && to === undefined ? null : `${shownValue(name, from)}–${shownValue(name, to)}`
  const summary = [
    query.rooms.length
      ? `${t('prop-filter-rooms')}: ${query.rooms.map((value) => roomsBucketLabel(t, value, options.rooms.find((r) => r.value === value)?.plus ?? value >= 4)).join(', ')}`
      : null,
    ...query.restorations,
    ...(['price', 'area', 'floor'] as const).map((name) => {
      const span = between(name, query[`${name}_from`], query[`${name}_to`])
      return span && `${t(`prop-filter-${name}`)}: ${span}`
    }),
    ...query.complex_id.map((id) => complexName.get(id) ?? null),
    ...query.house_id.map((id) => options.houses.find((h) => h.id === id)?.name ?? null),
    ...query.completion.map(String),
  ].filter((part): part is string => Boolean(part))

  const range = (name: 'price' | 'area' | 'floor', title: string) => {
    const bounds = options[name]
    const from = query[`${name}_from`]
    const to = query[`${name}_to`]
    // Prices are text fields grouped as typed (a number field cannot show "30,000,000"); areas and floors
    // stay number fields.
    const kind =
      name === 'price'
        ? ({ type: 'text', inputMode: 'numeric', autoComplete: 'off' } as const)
        : ({ type: 'number', inputMode: 'numeric', min: name === 'floor' ? undefined : 0, step: 'any' } as const)
    const shown = (value: number | undefined) => shownValue(name, value)
    return (
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{title}</legend>
        <div className={styles.range}>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>{t('prop-filter-from')}</span>
            <input
              className={styles.input}
              {...kind}
              name={`${name}_from`}
              defaultValue={shown(from)}
              placeholder={bounds.min !== null ? shown(Math.floor(bounds.min)) : undefined}
              aria-label={t('prop-filter-range-from', { title })}
            />
          </label>
          <label className={styles.rangeField}>
            <span className={styles.rangeLabel}>{t('prop-filter-to')}</span>
            <input
              className={styles.input}
              {...kind}
              name={`${name}_to`}
              defaultValue={shown(to)}
              placeholder={bounds.max !== null ? shown(Math.ceil(bounds.max)) : undefined}
              aria-label={t('prop-filter-range-to', { title })}
            />
          </label>
        </div>
      </fieldset>
    )
  }

  return (
    <div className={styles.wrap}>
      {/* Without JavaScript the toggle cannot work: the panel stays open and the toggle hidden. */}
      <noscript>
        <style>{`.${styles.panel}{display:grid!important}.${styles.toggle}{display:none!important}`}</style>
      </noscript>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((v) => !v)}>
        {open ? t('prop-filters-hide') : t('prop-filters-show')}
      </button>
      {!open && summary.length > 0 && (
        <p className={styles.summary} data-testid="listing-filters-summary">
          {summary.join(' · ')}
        </p>
      )}
      <form
        key={version}
        id={panelId}
        className={styles.panel}
        data-open={open}
        method="get"
        action={action}
        aria-label={t('prop-filters')}
        onChange={onChange}
        onSubmit={onSubmit}
        data-testid="listing-filters"
      >
        {/* The order a buyer decides in: how to sort, rooms, price first (in view above the sticky buttons on a
            900 px screen), then the rest. */}
        <label className={styles.field}>
          <span className={styles.legend}>{t('prop-filter-sort')}</span>
          <select className={styles.input} name="sort" defaultValue={query.sort}>
            {ESTATE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>

        {options.category === 'flat' || roomValues.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('prop-filter-rooms')}</legend>
            <div className={styles.chips}>
              {roomValues.map((value) => {
                const option = options.rooms.find((r) => r.value === value)
                return (
                  <label key={value} className={styles.chip}>
                    <input type="checkbox" name="rooms" value={value} defaultChecked={query.rooms.includes(value)} />
                    <span>{roomsBucketLabel(t, value, option?.plus ?? value >= 4)}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        ) : null}

        {range('price', t('prop-filter-price'))}

        {restorationTitles.length > 0 && (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('prop-filter-restorations')}</legend>
            <div className={styles.checks}>
              {restorationTitles.map((title) => {
                const count = options.restorations.find((r) => r.title === title)?.count ?? 0
                return (
                  <label key={title} className={styles.check}>
                    <input type="checkbox" name="restorations" value={title} defaultChecked={query.restorations.includes(title)} />
                    <span>{t('prop-filter-option', { name: title, count })}</span>
                  </label>
                )
              })}
            </div>
          </fieldset>
        )}

        {range('area', t('prop-filter-area'))}
        {range('floor', t('prop-filter-floor'))}

        <label className={styles.field}>
          <span className={styles.legend}>{t('prop-filter-project')}</span>
          <select className={styles.input} name="complex_id" defaultValue={chosenComplex ?? ''}>
            <option value="">{t('prop-filter-any')}</option>
            {options.complexes.map((c) => (
              <option key={c.id} value={c.id}>
                {t('prop-filter-option', { name: c.name, count: c.count })}
              </option>
            ))}
          </select>
        </label>

        <label className={styles.field}>
          <span className={styles.legend}>{t('prop-filter-queue')}</span>
          <select className={styles.input} name="house_id" defaultValue={query.house_id.length === 1 ? query.house_id[0] : ''}>
            <option value="">{t('prop-filter-any-queue')}</option>
            {houses.map((h) => (
              <option key={h.id} value={h.id}>
                {t('prop-filter-option', { name: chosenComplex === null ? `${complexName.get(h.complex_id) ?? ''} · ${h.name}` : h.name, count: h.count })}
              </option>
            ))}
          </select>
        </label>

        <label className={styles.field}>
          <span className={styles.legend}>{t('prop-filter-completion')}</span>
          <select className={styles.input} name="completion" defaultValue={query.completion.length === 1 ? query.completion[0] : ''}>
            <option value="">{t('prop-filter-any')}</option>
            {options.completion_years.map((y) => (
              <option key={y.year} value={y.year}>
                {t('prop-filter-option', { name: String(y.year), count: y.count })}
              </option>
            ))}
          </select>
        </label>

        <div className={styles.actions}>
          <button type="submit" className={styles.apply}>
            {t('prop-filter-apply')}
          </button>
          <a
            className={styles.reset}
            href={resetHref}
            onClick={(event) => {
              event.preventDefault()
              setPushed(null)
              startTransition(() => router.replace(pathname, { scroll: false }))
            }}
          >
            {t('prop-filter-reset')}
          </a>
        </div>
        <p className={styles.status} role="status" aria-live="polite">
          {pending ? t('prop-updating') : ''}
        </p>
      </form>
    </div>
  )
}
