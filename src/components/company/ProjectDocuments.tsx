import { DocumentList } from '@/components/projects/detail/DocumentList'
import { projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/navigation'
import type { ProjectDocument } from '@/services/complexes'
import styles from './company.module.css'

/** /about's «Документы проектов» (issue 34, item 2): each project's library under its name, a link to its page. */
export function ProjectDocuments({ groups }: { groups: Array<{ project: { name: string; slug: string }; documents: ProjectDocument[] }> }) {
  return (
    <div className={styles.documentGroups}>
      {groups.map((group) => (
        <div key={group.project.slug}>
          <h3 className={styles.documentProject}>
            <Link href={projectPath(group.project.slug)} prefetch={false}>
              {group.project.name}
            </Link>
          </h3>
          <DocumentList documents={group.documents} />
        </div>
      ))}
    </div>
  )
}
