import { getTranslations } from 'next-intl/server'

import { Logo } from '../brand/Logo'
import { SocialLinks } from '../shell/SocialLinks'
import type { NavItem, ShellModel } from '../shell/types'
import { FooterColumn } from './FooterColumn'
import styles from './footer.module.css'
import { hasAnalytics } from '@/domain/analytics'

/** The first year of the copyright line (spec §9). */
const COPYRIGHT_FROM = 2024

function LinkList({ items }: { items: NavItem[] }) {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.href}>
          <a href={item.href}>{item.label}</a>
        </li>
      ))}
    </ul>
  )
}

/**
 * The site footer (spec §2): contact block (phone, sales e-mail, socials), four navigation columns
 * (properties, apartments by rooms and finishing, purchase methods, company; an accordion on mobile),
 * the copyright line from 2024 to this year, the privacy policy and the made-by credit.
 */
export async function Footer({ model, year }: { model: ShellModel; year: number }) {
  const t = await getTranslations()
  const apartments = model.properties.tabs.find((tab) => tab.id === 'flat')
  const { contact } = model
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.inner}`}>
        <section className={styles.contact} aria-labelledby="footer-contact-title">
          <a href={model.home} className={styles.logo} title={t('nav-home')}>
            <Logo tone="light" />
          </a>
          <h2 id="footer-contact-title" className={styles.contactTitle}>
            {t('footer-contacts')}
          </h2>
          {contact.phone && (
            <a className={styles.phone} href={contact.phoneHref}>
              {contact.phone}
            </a>
          )}
          {contact.salesEmail && (
            <p className={styles.mail}>
              <span>{t('footer-sales')}: </span>
              <a href={`mailto:${contact.salesEmail}`}>{contact.salesEmail}</a>
            </p>
          )}
          <SocialLinks links={contact.socials} label={t('social-links')} className={styles.socials} />
        </section>
        <nav className={styles.columns} aria-label={t('footer-navigation')}>
          <FooterColumn title={t('footer-properties')}>
            <LinkList items={[...model.properties.tabs.map((tab) => tab.all), model.properties.all]} />
          </FooterColumn>
          <FooterColumn title={t('footer-apartments')}>
            <LinkList items={apartments ? apartments.groups.flatMap((group) => group.items) : []} />
          </FooterColumn>
          <FooterColumn title={t('footer-purchase')}>
            <LinkList items={[...model.purchase.items, model.purchase.all]} />
          </FooterColumn>
          <FooterColumn title={model.company.label}>
            <LinkList items={model.company.items} />
          </FooterColumn>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{t('footer-copyright', { from: COPYRIGHT_FROM, to: year })}</p>
        <a href={model.policyHref} target="_blank" rel="noopener">
          {t('footer-policy')}
        </a>
        {hasAnalytics(model.analytics) && (
          // The consent banner (components/consent) opens on it; only on a site with analytics.
          <button type="button" className={styles.consentButton} data-consent-open>
            {t('consent-settings')}
          </button>
        )}
        {model.madeBy && (
          <p className={styles.madeBy}>
            {t.rich('footer-made-by', {
              studio: model.madeBy.title,
              link: (chunks) => (
                <a href={model.madeBy!.url} target="_blank" rel="noopener">
                  {chunks}
                </a>
              ),
            })}
          </p>
        )}
      </div>
    </footer>
  )
}
