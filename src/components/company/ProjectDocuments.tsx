import { getTranslations } from 'next-intl/server'
import { Fragment } from 'react'

import { numberAndDay } from '@/components/projects/detail/DocumentList'
import { projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { ProjectDocument } from '@/services/complexes'
import styles from './company.module.css'

/**
 * /about's «Документы проектов» (issue 34, item 2): a line per project, its construction permit and how many
 * documents it has, linking to the project page's library. Compact on purpose: every project's cards here
 * took /about's DOM over the Lighthouse ceiling (1,109 nodes against 900).
 */
export async function ProjectDocuments({ groups }: { groups: Array<{ project: { name: string; slug: string }; documents: ProjectDocument[] }> }) {
  const t = await getTranslations()
  // One paragraph with a link per project: /about is near the DOM ceiling (a list here cost 8 nodes more).
  return (
    <p className={styles.documentLine}>
      {groups.map((group, index) => {
        const permit = group.documents.find((doc) => doc.kind === 'permit')
        const permitLine = permit ? [t('doc-kind-permit'), numberAndDay(t, permit)].filter(Boolean).join(' ') : ''
        return (
          <Fragment key={group.project.slug}>
            <Link href={`${projectPath(group.project.slug)}#project-documents`}>{group.project.name}</Link>
            {` — ${[permitLine, t('doc-count', { count: group.documents.length })].filter(Boolean).join(' · ')}${index < groups.length - 1 ? '; ' : '.'}`}
          </Fragment>
        )
      })}
    </p>
  )
}
