import { getTranslations } from 'next-intl/server'

import styles from '@/components/company/company.module.css'
import { MapLinks } from '@/components/map/LocationMap'
import { telHref } from '@/domain/phone'
import type { PublicContact } from '@/services/company'

/**
 * The offices: address with links to the map services, hours, phones, e-mail. Visitors read the address;
 * the coordinates only feed the links and the card's data attributes.
 */
export async function OfficeList({ offices }: { offices: PublicContact[] }) {
  const t = await getTranslations()
  return (
    <ul className={styles.offices}>
      {offices.map((office) => (
        <li
          key={office.id}
          id={`office-${office.id}`}
          className={`${styles.card} ${styles.office}`}
          data-testid="office"
          data-latitude={office.coordinates?.latitude}
          data-longitude={office.coordinates?.longitude}
        >
          <h3>{office.title}</h3>
          {office.is_sales_office && <span className={styles.badge}>{t('contacts-sales-office')}</span>}
          <dl>
            <div>
              <dt>{t('contacts-address')}</dt>
              <dd>{office.address}</dd>
              {office.coordinates && (
                <dd>
                  <MapLinks point={office.coordinates} />
                </dd>
              )}
            </div>
            {office.working_hours && (
              <div>
                <dt>{t('contacts-hours')}</dt>
                <dd>{office.working_hours}</dd>
              </div>
            )}
            {office.phones.length > 0 && (
              <div>
                <dt>{t('contacts-phones')}</dt>
                <dd>
                  <ul className={styles.inlineList}>
                    {office.phones.map((phone) => (
                      <li key={phone}>
                        <a href={telHref(phone)}>{phone}</a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </div>
            )}
            {office.email && (
              <div>
                <dt>{t('contacts-email')}</dt>
                <dd>
                  <a href={`mailto:${office.email}`}>{office.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  )
}
