import { OptimizedImage } from '@/components/media/OptimizedImage'
import frame from '@/components/ui/page.module.css'
import { cardRows } from '@/components/ui/card-rows'
import type { CalculatorProgram } from './calculator/types'
import styles from './purchase.module.css'

type Labels = {
  rate: string
  effectiveRate: string
  /** Where a stated effective rate is published, and as of which day. */
  effectiveStated: (source: string, asOf: string) => string
  initial: string
  term: string
  percent: (value: number) => string
  percentFrom: (value: number) => string
  monthsUpTo: (months: number) => string
}

/** Mortgage programs or installment plans as cards: bank and logo, rate with the effective rate (and its source when stated), minimum initial payment, term, conditions. */
export function ProgramCards({
  programs,
  labels,
}: {
  programs: Array<CalculatorProgram & { logo?: { url: string } | null; conditions?: string | null; scope?: string }>
  labels: Labels
}) {
  return (
    <ul className={frame.wideCards} {...cardRows(programs.length, { wide: true })}>
      {programs.map((p) => (
        <li key={p.id}>
          <article className={styles.card} data-testid="program-card">
            <div className={styles.programHead}>
              {p.logo?.url && <OptimizedImage className={styles.logo} src={p.logo.url} alt="" width={96} height={48} />}
              <div>
                <h3 className={styles.cardTitle}>{p.title}</h3>
                {p.bank && <p className={styles.bank}>{p.bank}</p>}
              </div>
            </div>
            <dl className={styles.figures}>
              <div>
                <dt>{labels.rate}</dt>
                <dd>{labels.percent(p.rate)}</dd>
              </div>
              <div>
                <dt>{labels.effectiveRate}</dt>
                <dd data-testid="program-effective-rate">{labels.percent(p.effective_rate)}</dd>
              </div>
              <div>
                <dt>{labels.initial}</dt>
                <dd>{labels.percentFrom(p.initial_payment)}</dd>
              </div>
              <div>
                <dt>{labels.term}</dt>
                <dd>{labels.monthsUpTo(p.term_months)}</dd>
              </div>
            </dl>
            {p.effective_rate_source && p.effective_rate_as_of && <p className={styles.scope}>{labels.effectiveStated(p.effective_rate_source, p.effective_rate_as_of)}</p>}
            {p.conditions && <p className={styles.text}>{p.conditions}</p>}
            {p.scope && <p className={styles.scope}>{p.scope}</p>}
          </article>
        </li>
      ))}
    </ul>
  )
}
