import { JsonLd } from '@/components/seo/JsonLd'
import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'
import lists from './purchase-info.module.css'
import styles from './purchase.module.css'

/** What a way of buying offers, as a checklist under the page's head. */
export function PurchaseHighlights({ items }: { items: string[] }) {
  if (!items.length) return null
  return (
    <ul className={lists.highlights}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

/**
 * The steps of a purchase as a numbered sequence of cards (the number drawn large from the list's counter),
 * in rows that fill (card-rows.ts: six steps read 3 + 3, not 5 + 1).
 */
export function PurchaseSteps({ title, steps }: { title: string; steps: Array<{ title: string; text: string }> }) {
  if (!steps.length) return null
  return (
    <section className={styles.section} aria-labelledby="purchase-steps">
      <h2 id="purchase-steps" className={styles.sectionTitle}>
        {title}
      </h2>
      <ol className={`${frame.cards} ${styles.steps}`} {...cardRows(steps.length, { wide: true })}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.stepTitle}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

export function PurchaseDocuments({ title, documents }: { title: string; documents: string[] }) {
  if (!documents.length) return null
  return (
    <section className={styles.section} aria-labelledby="purchase-documents">
      <h2 id="purchase-documents" className={styles.sectionTitle}>
        {title}
      </h2>
      <ul className={lists.documents}>
        {documents.map((doc) => (
          <li key={doc}>{doc}</li>
        ))}
      </ul>
    </section>
  )
}

/** Questions and answers as disclosure widgets (keyboard and screen readers work without script), with FAQPage structured data. */
export function PurchaseFaq({ title, items }: { title: string; items: Array<{ question: string; answer: string }> }) {
  if (!items.length) return null
  return (
    <section className={styles.section} aria-labelledby="purchase-faq">
      <h2 id="purchase-faq" className={styles.sectionTitle}>
        {title}
      </h2>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
        }}
      />
      <div className={styles.faq}>
        {items.map((item) => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
