import { getTranslations } from 'next-intl/server'

import styles from '@/components/company/company.module.css'
import { telHref } from '@/domain/phone'
import { projectPath } from '@/domain/site-pages'
import { Link } from '@/i18n/server-link'
import type { PublicContact } from '@/services/company'

export type ProjectOffice = { project: { id: number; name: string; slug: string; city: string | null }; office: PublicContact }

/** Where each project is sold: its sales office (domain/sales-offices), address and phone. */
export async function SalesOffices({ rows }: { rows: ProjectOffice[] }) {
  const t = await getTranslations()
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">{t('contacts-by-project')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('contacts-project')}</th>
            <th scope="col">{t('contacts-office')}</th>
            <th scope="col">{t('contacts-phones')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ project, office }) => (
            <tr key={project.id} data-testid="project-office">
              <th scope="row">
                <Link href={projectPath(project.slug)}>{project.name}</Link>
                {project.city && <div className={styles.muted}>{project.city}</div>}
              </th>
              <td>
                <a href={`#office-${office.id}`}>{office.title}</a>
                <div className={styles.muted}>{office.address}</div>
              </td>
              <td>{office.phones[0] ? <a href={telHref(office.phones[0])}>{office.phones[0]}</a> : null}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
