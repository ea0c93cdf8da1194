import { getTranslations } from 'next-intl/server'

import { DocumentList } from '@/components/projects/detail/DocumentList'
import { projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import type { ProjectDocument } from '@/services/complexes'
import styles from './company.module.css'

/**
 * /about's «Документы проектов» (issue 34, item 2): each project's library under its name, folded (seven
 * projects' cards would fill several screens), the first one open; a link to the project's page inside.
 */
export async function ProjectDocuments({ groups }: { groups: Array<{ project: { name: string; slug: string }; documents: ProjectDocument[] }> }) {
  const t = await getTranslations()
  return (
    <div className={styles.documentGroups}>
      {groups.map((group, index) => (
        <details key={group.project.slug} className={styles.documentGroup} open={index === 0}>
          <summary className={styles.documentProject}>
            {group.project.name} <span className={styles.muted}>· {t('doc-count', { count: group.documents.length })}</span>
          </summary>
          <DocumentList documents={group.documents} />
          <p className={styles.documentMore}>
            <Link href={projectPath(group.project.slug)} prefetch={false}>
              {group.project.name} →
            </Link>
          </p>
        </details>
      ))}
    </div>
  )
}
