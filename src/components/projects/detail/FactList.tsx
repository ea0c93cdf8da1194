import styles from './detail.module.css'

export type Fact = { label: string; value: string | null | undefined }

/** Key facts as a description list; facts without a value are left out. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  const shown = facts.filter((f): f is { label: string; value: string } => Boolean(f.value))
  return (
    <dl className={styles.facts} aria-label={label}>
      {shown.map((fact) => (
        <div key={fact.label} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
