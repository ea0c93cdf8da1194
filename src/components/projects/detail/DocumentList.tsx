import { getTranslations } from 'next-intl/server'

import { cardRows } from '@/components/ui/card-rows'
import frame from '@/components/ui/page.module.css'
import { formatNumericDay } from '@/domain/price-history'
import { fileSizeLabel } from '@/domain/project-documents'
import type { Translate } from '@/i18n/messages'
import type { ProjectDocument } from '@/services/complexes'
import styles from './detail.module.css'

/** A document's number and day of issue in words («№ KZ… от 12.03.2024»); '' when it has neither. */
export const numberAndDay = (t: Translate, doc: Pick<ProjectDocument, 'number' | 'issued_at'>): string =>
  [doc.number ? t('doc-number', { number: doc.number }) : '', doc.issued_at ? t('doc-issued', { date: formatNumericDay(doc.issued_at) }) : ''].filter(Boolean).join(' ')

/**
 * A project's documents (issue 34, item 2): each with its kind, title, number, day and issuer, the queue it
 * is about, and its PDF (opened in a new tab, which the link says) with the file's size and day.
 * `showQueue`: name the queue a document is about (a project's page; a queue's page shows its own).
 */
export async function DocumentList({ documents, showQueue = true }: { documents: ProjectDocument[]; showQueue?: boolean }) {
  const t = await getTranslations()
  const units = { kb: t('doc-size-kb'), mb: t('doc-size-mb') }
  const shown = documents.flatMap((doc) => (doc.file ? [{ ...doc, file: doc.file }] : []))
  return (
    // Rows that fill (issue 32): the page frame's card grid, its columns from the count.
    <ul className={frame.cards} {...cardRows(shown.length)} data-testid="document-list">
      {shown.map((doc, index) => (
        <li key={`${doc.file.id}-${index}`} className={styles.documentCard} data-kind={doc.kind}>
          <p className={styles.documentKind}>
            {t(`doc-kind-${doc.kind}`)}
            {showQueue && doc.house && <span> · {doc.house.name}</span>}
          </p>
          <a href={doc.file.url} target="_blank" rel="noopener" className={styles.document}>
            {doc.title}
            <span className="visually-hidden"> {t('footer-new-tab')}</span>
          </a>
          {(doc.number || doc.issued_at) && <p className={styles.documentMeta}>{numberAndDay(t, doc)}</p>}
          {doc.issuer && <p className={styles.documentMeta}>{t('doc-issuer', { name: doc.issuer })}</p>}
          <p className={styles.documentMeta}>
            {[
              doc.file.size ? t('doc-file', { size: fileSizeLabel(doc.file.size, units) }) : 'PDF',
              doc.file.updated_at ? t('doc-updated', { date: formatNumericDay(doc.file.updated_at) }) : '',
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </li>
      ))}
    </ul>
  )
}
