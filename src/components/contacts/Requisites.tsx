import { getTranslations } from 'next-intl/server'

import styles from '@/components/company/company.module.css'
import type { MessageKey } from '@/i18n/messages'
import type { Requisites as RequisitesData } from '@/services/site-settings'

const ROWS: Array<[keyof RequisitesData, MessageKey]> = [
  ['legal_name', 'requisites-legal-name'],
  ['bin', 'requisites-bin'],
  ['iban', 'requisites-iban'],
  ['bank', 'requisites-bank'],
  ['bik', 'requisites-bik'],
  ['kbe', 'requisites-kbe'],
  ['legal_address', 'requisites-legal-address'],
]

/** The company's legal details (Site settings > requisites), the rows an editor filled in. */
export async function Requisites({ requisites }: { requisites: RequisitesData }) {
  const t = await getTranslations()
  return (
    <dl className={styles.requisites} data-testid="requisites">
      {ROWS.filter(([field]) => requisites[field]).map(([field, label]) => (
        <div key={field} className={styles.requisitesRow}>
          <dt>{t(label)}</dt>
          <dd>{requisites[field]}</dd>
        </div>
      ))}
    </dl>
  )
}

export const hasRequisites = (requisites: RequisitesData): boolean => ROWS.some(([field]) => requisites[field])
