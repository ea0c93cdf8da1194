import { getTranslations } from 'next-intl/server'

import type { ComplexDetail } from '@/services/complexes'
import styles from './detail.module.css'

/** The project's documents: files opened in a new tab, which the link says. */
export async function DocumentList({ documents }: { documents: ComplexDetail['documents'] }) {
  const t = await getTranslations()
  return (
    <ul className={styles.documents}>
      {documents.map((doc) =>
        doc.file ? (
          <li key={`${doc.title}-${doc.file.id}`}>
            <a href={doc.file.url} target="_blank" rel="noopener" className={styles.document}>
              {doc.title}
              <span className="visually-hidden"> {t('footer-new-tab')}</span>
            </a>
          </li>
        ) : null,
      )}
    </ul>
  )
}
