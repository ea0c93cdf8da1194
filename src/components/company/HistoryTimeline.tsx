import type { AboutPageView } from '@/services/company'
import styles from './company.module.css'

/** The company's milestones by year, in the editors' order. */
export function HistoryTimeline({ history }: { history: AboutPageView['history'] }) {
  return (
    <ol className={styles.timeline}>
      {history.map((item, i) => (
        <li key={`${item.year}-${i}`} className={styles.milestone}>
          <span className={styles.milestoneYear}>{item.year}</span>
          <h3 className={styles.milestoneTitle}>{item.title}</h3>
          {item.text && <p>{item.text}</p>}
        </li>
      ))}
    </ol>
  )
}
