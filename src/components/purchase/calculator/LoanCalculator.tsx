'use client'

import { useLocale } from '@/i18n/client'
import { useTranslations } from '@/i18n/translate'
import { useEffect, useId, useMemo, useRef, useState } from 'react'

import { CallbackForm } from '@/components/forms/CallbackForm'
import { estateSummary } from '@/components/properties/estate-format'
import { calculatorFieldIssues } from '@/domain/calculator-rules'
import { installmentCalculation, installmentMarkupPercent, mortgageCalculation, programApplicability, type ApplicabilityReason, type ScheduleRow } from '@/domain/loan-calculator'
import { isEstateCategoryCode } from '@/domain/estate-categories'
import { countedAnswers, eligibilityMismatches, eligibilityParams, questionsToAsk, type EligibilityQuestion } from '@/domain/program-eligibility'
import { calculationEffectiveRate } from '@/domain/purchase-methods'
import { formatMoney, withUnit } from '@/domain/money'
import { amountOf, caretAfterDigits, digitsOf, groupDigits } from '@/components/forms/amount'
import { BalanceChart } from './BalanceChart'
import styles from './calculator.module.css'
import { ScheduleTable } from './ScheduleTable'
import { typedBefore } from './typed-before'
import type { CalculatorEstate, CalculatorOptions, CalculatorProgram, CalculatorValues, Fields } from './types'
import { reportGoal } from '@/client/goals'

/** A question's part of a message key (keys are kebab-case). */
const QUESTION_KEY = { first_home: 'first-home', otbasy_deposit: 'otbasy-deposit', new_build: 'new-build' } as const satisfies Record<EligibilityQuestion, string>
const messageKey = (question: EligibilityQuestion) => QUESTION_KEY[question]

const text = (value: number | string | undefined): string => (value === undefined ? '' : String(value))

const fieldsOf = (v: CalculatorValues): Fields => ({
  complex_id: text(v.complex_id),
  house_id: text(v.house_id),
  category: v.category ?? '',
  estate_id: text(v.estate_id),
  price: text(v.price),
  initial_payment: text(v.initial_payment),
  term_months: text(v.term_months),
  program_id: text(v.program_id),
  schedule: v.schedule,
  answers: v.answers,
})

/** The inputs as the URL keeps them (the schema's names), so a calculation can be shared and reloaded. */
function searchOf(f: Fields): string {
  const params = new URLSearchParams()
  for (const key of ['program_id', 'price', 'initial_payment', 'term_months', 'complex_id', 'house_id', 'category', 'estate_id'] as const) if (f[key]) params.set(key, f[key])
  if (f.schedule !== 'annuity') params.set('schedule', f.schedule)
  for (const [question, answer] of eligibilityParams(f.answers)) params.set(question, answer)
  return params.toString()
}

type Result = { loan: number; monthly: number; lastPayment: number; total: number; interest: number; computedRate: number; requiredIncome?: number; schedule: ScheduleRow[] }

/**
 * The mortgage or installment calculator. Every input is in the URL (replaced as the visitor types, so
 * the address can be shared and the back button leaves the page as it was); the result is computed in the
 * browser with the same domain module and schema as the server render and the PDF export.
 */
export function LoanCalculator({
  kind,
  programs,
  options,
  initial,
  estate: initialEstate,
  policyHref,
  disclaimer,
}: {
  kind: 'mortgage' | 'installment'
  programs: CalculatorProgram[]
  options: CalculatorOptions
  initial: CalculatorValues
  estate: CalculatorEstate | null
  policyHref: string
  disclaimer: string
}) {
  const t = useTranslations()
  const locale = useLocale()
  const id = useId()
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial))
  const [estates, setEstates] = useState<CalculatorEstate[]>(initialEstate ? [initialEstate] : [])
  const [pdfState, setPdfState] = useState<'idle' | 'loading' | 'error'>('idle')
  const firstRender = useRef(true)

  // What a visitor typed or chose in the server's form before this code ran is taken over once.
  useEffect(() => {
    const typed = typedBefore(id, fields)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the DOM held what React's state did not
    if (Object.keys(typed).length) setFields((f) => ({ ...f, ...typed }))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, [])

  // Keep the address in step with the inputs (no navigation, no request).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    const search = searchOf(fields)
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`)
  }, [fields])

  // The estates on sale for the chosen project, queue and category, to pick one instead of typing a price.
  const scopeKey = `${fields.complex_id}|${fields.house_id}|${fields.category}`
  useEffect(() => {
    if (!fields.complex_id) return
    const controller = new AbortController()
    const query = new URLSearchParams({ complex_id: fields.complex_id, per_page: '100', sort: 'price' })
    if (fields.house_id) query.set('house_id', fields.house_id)
    if (fields.category) query.set('category', fields.category)
    fetch(`/api/estates?${query}`, { headers: { Accept: 'application/json', 'Accept-Language': locale }, signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { data: [] }))
      .then(
        (body: {
          data: Array<{ id: number; number: string; category: string; rooms: number | null; area: number; price: number; complex: { id: number }; house: { id: number } }>
        }) =>
          setEstates(
            body.data.map((e) => ({
              id: e.id,
              label: estateSummary(t, { ...e, category: e.category as CalculatorEstate['category'] }),
              price: e.price,
              complex_id: e.complex.id,
              house_id: e.house.id,
              category: e.category as CalculatorEstate['category'],
            })),
          ),
      )
      .catch(() => undefined)
    return () => controller.abort()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refetch when the scope changes, not on every keystroke
  }, [scopeKey, locale])

  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }))
  /** A money field's change: its digits kept, the caret left after the same digits once regrouped. */
  const setAmount = (name: 'price' | 'initial_payment', input: HTMLInputElement, patch: Partial<Fields> = {}) => {
    const before = digitsOf(input.value.slice(0, input.selectionStart ?? input.value.length)).length
    set({ [name]: digitsOf(input.value), ...patch })
    requestAnimationFrame(() => {
      if (document.activeElement !== input) return
      const caret = caretAfterDigits(input.value, before)
      input.setSelectionRange(caret, caret)
    })
  }
  const price = amountOf(fields.price)
  const initialPayment = amountOf(fields.initial_payment)
  const months = amountOf(fields.term_months)
  const scope = {
    complexId: amountOf(fields.complex_id),
    houseId: amountOf(fields.house_id),
    category: isEstateCategoryCode(fields.category) ? fields.category : undefined,
  }
  const houseComplexes = useMemo(() => new Map(options.projects.flatMap((p) => p.queues.map((q) => [q.id, p.id] as const))), [options.projects])

  const issues = calculatorFieldIssues({ price, initial_payment: initialPayment, term_months: months, program_id: amountOf(fields.program_id) })
  const errors: Record<string, string> = Object.fromEntries(Object.entries(issues).map(([name, key]) => [name, t(key)]))
  /** The inputs as POST /api/calculators/export takes them, when they break no rule. */
  const input =
    Object.keys(issues).length || price === undefined || initialPayment === undefined || months === undefined
      ? null
      : {
          kind,
          price,
          initial_payment: initialPayment,
          term_months: months,
          program_id: Number(fields.program_id),
          schedule: fields.schedule,
          ...(scope.complexId ? { complex_id: scope.complexId } : {}),
          ...(scope.houseId ? { house_id: scope.houseId } : {}),
          ...(scope.category ? { category: scope.category } : {}),
          ...(fields.estate_id ? { estate_id: Number(fields.estate_id) } : {}),
        }

  // The eligibility questions: asked when some program depends on them; a "no" hides what requires a yes.
  const propertyChosen = Boolean(fields.complex_id || fields.house_id || fields.estate_id)
  const questions = questionsToAsk(programs, propertyChosen)
  const answers = countedAnswers(fields.answers, propertyChosen)
  const statuses = useMemo(
    () =>
      programs.map((program) => {
        const hiddenFor = eligibilityMismatches(program, answers)
        if (price === undefined || initialPayment === undefined || months === undefined) return { program, hiddenFor, applicable: false as const, reasons: [] }
        const check = programApplicability(program, { price, initialPayment, months, ...scope }, houseComplexes)
        return check.applicable ? { program, hiddenFor, applicable: true as const, reasons: [] } : { program, hiddenFor, applicable: false as const, reasons: check.reasons }
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- scope and answers are derived from fields
    [programs, price, initialPayment, months, fields.complex_id, fields.house_id, fields.category, fields.estate_id, fields.answers, houseComplexes],
  )
  const shown = statuses.filter((s) => !s.hiddenFor.length)
  const hidden = statuses.filter((s) => s.hiddenFor.length)
  const chosen = statuses.find((s) => String(s.program.id) === fields.program_id)
  /** An answer; a chosen program it hides gives way to the first shown one that fits (else the first shown). */
  const answer = (question: EligibilityQuestion, value: boolean) => {
    const next = { ...fields.answers, [question]: value }
    const stays = (program: CalculatorProgram) => !eligibilityMismatches(program, countedAnswers(next, propertyChosen)).length
    const keep = chosen && stays(chosen.program)
    const replacement = statuses.find((s) => s.applicable && stays(s.program)) ?? statuses.find((s) => stays(s.program))
    set({ answers: next, ...(keep ? {} : { program_id: replacement ? String(replacement.program.id) : '' }) })
  }

  const result: Result | null = useMemo(() => {
    if (!input || !chosen?.applicable || chosen.hiddenFor.length) return null
    const { price: p, initial_payment: down, term_months: n } = input
    if (kind === 'mortgage') {
      const r = mortgageCalculation({ price: p, initialPayment: down, months: n, annualRate: chosen.program.rate, kind: fields.schedule, feePercent: chosen.program.fee_percent })
      return {
        loan: r.loan,
        monthly: r.monthly,
        lastPayment: r.lastPayment,
        total: r.totalPaid,
        interest: r.overpayment,
        computedRate: r.effectiveRate,
        requiredIncome: r.requiredIncome,
        schedule: r.schedule,
      }
    }
    const r = installmentCalculation({ price: p, initialPayment: down, months: n, markupPercent: installmentMarkupPercent(chosen.program.rate, n) })
    return { loan: r.financed, monthly: r.monthly, lastPayment: r.lastPayment, total: r.total, interest: r.markup, computedRate: r.effectiveRate, schedule: r.schedule }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- input follows from fields
  }, [fields, chosen, kind])

  const effective = result && chosen ? calculationEffectiveRate(chosen.program, result.computedRate) : null
  const money = (value: number) => withUnit(formatMoney(value, 0), t('currency'))
  const percentOfPrice = price && initialPayment !== undefined ? Math.round((initialPayment / price) * 1000) / 10 : null
  const reasonText = (reason: ApplicabilityReason, program: CalculatorProgram) => t(`calc-reason-${reason}`, { percent: program.initial_payment, months: program.term_months })
  const queues = options.projects.find((p) => String(p.id) === fields.complex_id)?.queues ?? []
  const summary =
    result && chosen
      ? t('calc-summary', { program: chosen.program.title, price: money(price!), initial: money(initialPayment!), months: months!, monthly: money(result.monthly) })
      : ''

  async function downloadPdf() {
    if (!input) return
    setPdfState('loading')
    try {
      const response = await fetch('/api/calculators/export', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/pdf', 'Accept-Language': locale },
        body: JSON.stringify(input),
      })
      if (!response.ok) throw new Error(String(response.status))
      const url = URL.createObjectURL(await response.blob())
      const link = document.createElement('a')
      link.href = url
      link.download = `${kind}-${input.price}.pdf`
      link.click()
      URL.revokeObjectURL(url)
      setPdfState('idle')
      reportGoal('calculation_pdf')
    } catch {
      setPdfState('error')
    }
  }

  const field = (name: keyof Fields) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  })
  const error = (name: keyof Fields) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className={styles.error}>
        {errors[name]}
      </p>
    ) : null

  return (
    <div className={styles.calculator} data-testid="calculator">
      <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} aria-label={t(kind === 'mortgage' ? 'calc-mortgage-title' : 'calc-installment-title')}>
        <fieldset className={styles.group}>
          <legend>{t('calc-property')}</legend>
          <div className={styles.row}>
            <label htmlFor={`${id}-complex_id`}>{t('calc-project')}</label>
            <select {...field('complex_id')} value={fields.complex_id} onChange={(e) => set({ complex_id: e.target.value, house_id: '', estate_id: '' })}>
              <option value="">{t('calc-any-project')}</option>
              {options.projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.row}>
            <label htmlFor={`${id}-house_id`}>{t('calc-queue')}</label>
            <select {...field('house_id')} value={fields.house_id} disabled={!queues.length} onChange={(e) => set({ house_id: e.target.value, estate_id: '' })}>
              <option value="">{t('calc-any-queue')}</option>
              {queues.map((q) => (
                <option key={q.id} value={q.id}>
                  {q.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.row}>
            <label htmlFor={`${id}-category`}>{t('calc-category')}</label>
            <select {...field('category')} value={fields.category} onChange={(e) => set({ category: e.target.value, estate_id: '' })}>
              <option value="">{t('calc-any-category')}</option>
              {options.categories.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.title}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.row}>
            <label htmlFor={`${id}-estate_id`}>{t('calc-estate')}</label>
            <select
              {...field('estate_id')}
              value={fields.estate_id}
              disabled={!fields.complex_id || !estates.length}
              onChange={(e) => {
                const chosenEstate = estates.find((x) => String(x.id) === e.target.value)
                set(chosenEstate ? { estate_id: e.target.value, price: String(chosenEstate.price), category: chosenEstate.category } : { estate_id: '' })
              }}
            >
              <option value="">{t('calc-estate-typed')}</option>
              {estates.map((e) => (
                <option key={e.id} value={e.id}>
                  {e.label}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.row}>
            <label htmlFor={`${id}-price`}>{t('calc-price', { currency: t('currency') })}</label>
            <input {...field('price')} inputMode="numeric" autoComplete="off" value={groupDigits(fields.price)} onChange={(e) => setAmount('price', e.target, { estate_id: '' })} />
            {error('price')}
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t('calc-terms')}</legend>
          <div className={styles.row}>
            <label htmlFor={`${id}-initial_payment`}>{t('calc-initial', { currency: t('currency') })}</label>
            <input
              {...field('initial_payment')}
              inputMode="numeric"
              autoComplete="off"
              value={groupDigits(fields.initial_payment)}
              onChange={(e) => setAmount('initial_payment', e.target)}
            />
            {percentOfPrice !== null && <p className={styles.hint}>{t('calc-initial-percent', { percent: percentOfPrice })}</p>}
            {error('initial_payment')}
          </div>
          <div className={styles.row}>
            <label htmlFor={`${id}-term_months`}>{t('calc-term')}</label>
            <input
              {...field('term_months')}
              inputMode="numeric"
              autoComplete="off"
              value={fields.term_months}
              onChange={(e) => set({ term_months: digitsOf(e.target.value).slice(0, 4) })}
            />
            {months ? <p className={styles.hint}>{t('calc-term-years', { years: Math.floor(months / 12), months: months % 12 })}</p> : null}
            {error('term_months')}
          </div>
          {kind === 'mortgage' && (
            <div className={styles.row} role="radiogroup" aria-labelledby={`${id}-schedule-label`}>
              <span id={`${id}-schedule-label`} className={styles.label}>
                {t('calc-schedule-kind')}
              </span>
              {(['annuity', 'differentiated'] as const).map((value) => (
                <label key={value} className={styles.choice}>
                  <input type="radio" name={`${id}-schedule`} value={value} checked={fields.schedule === value} onChange={() => set({ schedule: value })} />
                  {t(`calc-${value}`)}
                </label>
              ))}
            </div>
          )}
        </fieldset>

        <fieldset className={styles.group}>
          <legend>{t(kind === 'mortgage' ? 'calc-program' : 'calc-plan')}</legend>
          {error('program_id')}
          {questions.length > 0 && (
            <fieldset className={styles.questions} data-testid="calc-questions">
              <legend>{t('calc-eligibility')}</legend>
              {questions.map((question) => (
                <div key={question} className={styles.question} role="radiogroup" aria-labelledby={`${id}-${question}`}>
                  <span id={`${id}-${question}`} className={styles.label}>
                    {t(`calc-question-${messageKey(question)}`)}
                  </span>
                  {([true, false] as const).map((value) => (
                    <label key={String(value)} className={styles.choice}>
                      <input type="radio" name={`${id}-${question}`} checked={fields.answers[question] === value} onChange={() => answer(question, value)} />
                      {t(value ? 'calc-yes' : 'calc-no')}
                    </label>
                  ))}
                </div>
              ))}
            </fieldset>
          )}
          <ul className={styles.programs}>
            {shown.map(({ program, applicable, reasons }) => (
              <li key={program.id} className={applicable ? undefined : styles.unavailable} data-testid="calc-program" data-applicable={applicable}>
                <label className={styles.choice}>
                  <input
                    type="radio"
                    name={`${id}-program`}
                    value={program.id}
                    checked={fields.program_id === String(program.id)}
                    onChange={() => set({ program_id: String(program.id) })}
                  />
                  <span>
                    <strong>{program.bank ? `${program.bank} · ${program.title}` : program.title}</strong>
                    <span className={styles.hint}>
                      {t(kind === 'mortgage' ? 'calc-program-terms' : 'calc-plan-terms', {
                        rate: program.rate,
                        initial: program.initial_payment,
                        months: program.term_months,
                        effective: program.effective_rate,
                      })}
                    </span>
                    {reasons.length > 0 && <span className={styles.reason}>{t('calc-unavailable', { reasons: reasons.map((r) => reasonText(r, program)).join('; ') })}</span>}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {hidden.length > 0 && (
            <div className={styles.hidden} data-testid="calc-hidden">
              <p className={styles.label}>{t('calc-hidden')}</p>
              <ul>
                {hidden.map(({ program, hiddenFor }) => (
                  <li key={program.id}>
                    {program.bank ? `${program.bank} · ${program.title}` : program.title}: {hiddenFor.map((question) => t(`calc-hidden-${messageKey(question)}`)).join('; ')}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </fieldset>
      </form>

      <section className={styles.result} aria-labelledby={`${id}-result`} aria-live="polite" data-testid="calc-result">
        <h2 id={`${id}-result`} className={styles.resultTitle}>
          {t('calc-result')}
        </h2>
        {result ? (
          <>
            <p className={styles.monthly} data-testid="calc-monthly">
              {fields.schedule === 'differentiated' && kind === 'mortgage'
                ? t('calc-monthly-range', { first: money(result.monthly), last: money(result.lastPayment) })
                : money(result.monthly)}
              <span className={styles.hint}>{t('calc-monthly')}</span>
            </p>
            <dl className={styles.figures}>
              <dt>{t(kind === 'mortgage' ? 'calc-loan' : 'calc-financed')}</dt>
              <dd data-testid="calc-loan">{money(result.loan)}</dd>
              <dt>{t(kind === 'mortgage' ? 'calc-overpayment' : 'calc-markup')}</dt>
              <dd data-testid="calc-interest">{money(result.interest)}</dd>
              <dt>{t('calc-total')}</dt>
              <dd data-testid="calc-total">{money(result.total)}</dd>
              {result.requiredIncome !== undefined && (
                <>
                  <dt>{t('calc-income')}</dt>
                  <dd data-testid="calc-income">{money(result.requiredIncome)}</dd>
                </>
              )}
              {effective && (
                <>
                  <dt>{t('calc-effective-rate')}</dt>
                  <dd data-testid="calc-effective-rate">
                    {t('calc-percent', { value: effective.effective_rate })}
                    {effective.effective_rate_source && chosen?.program.effective_rate_as_of_text && (
                      <span className={styles.hint}>{t('calc-effective-stated', { source: effective.effective_rate_source, date: chosen.program.effective_rate_as_of_text })}</span>
                    )}
                  </dd>
                </>
              )}
            </dl>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.download}
                onClick={downloadPdf}
                disabled={pdfState === 'loading'}
                aria-busy={pdfState === 'loading' || undefined}
                data-testid="calc-pdf"
              >
                {t('calc-download')}
              </button>
              {pdfState === 'error' && (
                <p className={styles.error} role="alert">
                  {t('calc-download-error')}
                </p>
              )}
            </div>
            {kind === 'mortgage' && <BalanceChart schedule={result.schedule} loan={result.loan} label={t('calc-chart', { months: result.schedule.length })} />}
            <ScheduleTable schedule={result.schedule} interestLabel={t(kind === 'mortgage' ? 'calc-col-interest' : 'calc-col-markup')} />
          </>
        ) : (
          <p className={styles.empty} data-testid="calc-empty">
            {chosen?.hiddenFor.length
              ? t('calc-unavailable', { reasons: chosen.hiddenFor.map((question) => t(`calc-hidden-${messageKey(question)}`)).join('; ') })
              : chosen && !chosen.applicable && chosen.reasons.length
                ? t('calc-unavailable', { reasons: chosen.reasons.map((r) => reasonText(r, chosen.program)).join('; ') })
                : t('calc-fix-inputs')}
          </p>
        )}
        {disclaimer && <p className={styles.disclaimer}>{disclaimer}</p>}
      </section>

      {result && (
        <div className={styles.requests}>
          {fields.estate_id && (
            <CallbackForm
              policyHref={policyHref}
              title={t('calc-reserve')}
              text={summary}
              target={{ endpoint: '/api/feedback/reserves', extra: { estate_id: Number(fields.estate_id), message: summary } }}
            />
          )}
          <CallbackForm
            policyHref={policyHref}
            title={t('calc-consult')}
            text={summary}
            target={{ endpoint: '/api/feedback/questions', extra: { message: summary, ...(scope.complexId ? { complex_id: scope.complexId } : {}) } }}
          />
        </div>
      )}
    </div>
  )
}
