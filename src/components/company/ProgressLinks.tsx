import { getTranslations } from 'next-intl/server'

import detail from '@/components/projects/detail/detail.module.css'
import { monthLabel } from '@/components/projects/detail/labels'
import frame from '@/components/ui/page.module.css'
import { progressPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { ProgressSummary } from '@/services/construction-progress'
import styles from './company.module.css'
import { cardRows } from '@/components/ui/card-rows'

/**
 * The projects under construction, each with its queues' latest readiness (the project page's progress
 * bar) and links to the construction progress of the project and of each queue.
 */
export async function ProgressLinks({ projects, locale }: { projects: ProgressSummary[]; locale: string }) {
  const t = await getTranslations()
  return (
    <ul className={frame.cards} {...cardRows(projects.length, { wide: true })}>
      {projects.map((project) => (
        <li key={project.complex.id} className={styles.card} data-testid="progress-project">
          <h3>
            <Link href={progressPath(project.complex.slug)}>{project.complex.name}</Link>
          </h3>
          <p className={styles.muted}>{t('about-progress-updated', { month: monthLabel(locale, project.month) })}</p>
          <ul className={styles.progressQueues}>
            {project.queues.map((queue) => {
              const label = queue.name ?? project.complex.name
              const id = `progress-queue-${project.complex.id}-${queue.slug ?? 'project'}`
              return (
                <li key={queue.slug ?? 'project'} className={styles.progressQueue}>
                  {queue.slug ? (
                    <Link href={progressPath(queue.slug)} id={id}>
                      {label}
                    </Link>
                  ) : (
                    <span id={id}>{label}</span>
                  )}
                  <div className={detail.progressBar}>
                    <progress max={100} value={queue.percent} aria-labelledby={id}>
                      {queue.percent}%
                    </progress>
                    <span>{queue.percent}%</span>
                  </div>
                </li>
              )
            })}
          </ul>
        </li>
      ))}
    </ul>
  )
}
