import type { ScheduleRow } from '@/domain/loan-calculator'
import styles from './calculator.module.css'

const WIDTH = 600
const HEIGHT = 160
const MAX_POINTS = 120

/** The debt left after each month, as a line; a picture of the table next to it, so hidden from screen readers' detail. */
export function BalanceChart({ schedule, loan, label }: { schedule: ScheduleRow[]; loan: number; label: string }) {
  if (!schedule.length || loan <= 0) return null
  const step = Math.max(1, Math.ceil(schedule.length / MAX_POINTS))
  const rows = [{ month: 0, balance: loan }, ...schedule.filter((_, i) => i % step === step - 1 || i === schedule.length - 1)]
  const x = (month: number) => (month / schedule.length) * WIDTH
  const y = (balance: number) => HEIGHT - (balance / loan) * HEIGHT
  const points = rows.map((r) => `${x(r.month).toFixed(1)},${y(r.balance).toFixed(1)}`).join(' ')
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <polygon points={`0,${HEIGHT} ${points} ${WIDTH},${HEIGHT}`} className={styles.chartArea} />
        <polyline points={points} className={styles.chartLine} />
      </svg>
      <figcaption className={styles.chartCaption}>{label}</figcaption>
    </figure>
  )
}
