'use client'

import { useTranslations } from '@/i18n/translate'
import { useState } from 'react'

import type { ScheduleRow } from '@/domain/loan-calculator'
import { formatMoney } from '@/domain/money'
import styles from './calculator.module.css'

/** Rows shown before the visitor asks for the whole schedule (a 25-year loan has 300). */
const FIRST_ROWS = 12

/** The month-by-month schedule: the first year, then every month on request; the last row always shows. */
export function ScheduleTable({ schedule, interestLabel }: { schedule: ScheduleRow[]; interestLabel: string }) {
  const t = useTranslations()
  const [all, setAll] = useState(false)
  const shown = all || schedule.length <= FIRST_ROWS + 1 ? schedule : [...schedule.slice(0, FIRST_ROWS), schedule[schedule.length - 1]]
  const money = (value: number) => formatMoney(value, 0)
  return (
    <div className={styles.schedule}>
      <div className={styles.tableScroll} data-expanded={all || undefined} tabIndex={0} role="region" aria-label={t('calc-schedule')}>
        <table className={styles.table} data-testid="calc-schedule">
          <caption className={styles.caption}>{t('calc-schedule-caption', { currency: t('currency') })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calc-col-month')}</th>
              <th scope="col">{t('calc-col-payment')}</th>
              <th scope="col">{interestLabel}</th>
              <th scope="col">{t('calc-col-principal')}</th>
              <th scope="col">{t('calc-col-balance')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => (
              <tr key={row.month} className={!all && i === FIRST_ROWS && shown.length < schedule.length ? styles.gapRow : undefined}>
                <th scope="row">{row.month}</th>
                <td>{money(row.payment)}</td>
                <td>{money(row.interest)}</td>
                <td>{money(row.principal)}</td>
                <td>{money(row.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.length < schedule.length && (
        <button type="button" className={styles.showAll} onClick={() => setAll(true)} data-testid="calc-schedule-all">
          {t('calc-schedule-all', { count: schedule.length })}
        </button>
      )}
    </div>
  )
}
