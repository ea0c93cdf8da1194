import { getLocale, getTranslations } from 'next-intl/server'

import { countLabels } from '@/i18n/count-labels'
import { Logo } from '../brand/Logo'
import { SocialLinks } from '../shell/SocialLinks'
import type { ShellModel } from '../shell/types'
import { Icon } from '../ui/Icon'
import { CallbackPanel } from './CallbackPanel'
import { FavoritesLink } from './FavoritesLink'
import { LanguageMenu } from './LanguageMenu'
import { MobileDrawer } from './MobileDrawer'
import { NavDropdown } from './NavDropdown'
import { PropertyTabs } from './PropertyTabs'
import styles from './header.module.css'

/**
 * The site header (spec §2). Desktop (960 px and wider), two rows: about, news-promo, 'write us' and the
 * language switcher on top; logo, projects, properties mega-menu, commercial premises and purchase
 * methods below, with socials, phone, favorites and contacts at the right. Mobile: logo, social icons,
 * favorites, contacts and the burger that opens the drawer. Project and queue pages give it the project style
 * (spec §2) by their `<main data-header="project">` (header.module.css): no script asks for the address.
 */
export async function Header({ model }: { model: ShellModel }) {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()])
  const { contact } = model
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={`container ${styles.topInner}`}>
          <ul className={styles.topLinks}>
            <li>
              <a className={styles.topLink} href={model.about.href}>
                {model.about.label}
              </a>
            </li>
            <li>
              <a className={styles.topLink} href={model.news.href}>
                {model.news.label}
              </a>
            </li>
            <li>
              <CallbackPanel
                label={t('nav-write-us')}
                text={t('write-us-text')}
                loadError={t('form-load-error')}
                policyHref={model.policyHref}
                classes={{ link: styles.topLink, loadError: styles.loadError }}
              />
            </li>
          </ul>
          <div className={styles.topEnd}>
            <SocialLinks links={contact.socials} label={t('social-links')} />
            <LanguageMenu />
          </div>
        </div>
      </div>
      <div className={styles.main}>
        <div className={`container ${styles.mainInner}`}>
          <a href={model.home} className={styles.logo} title={t('nav-home')}>
            <Logo />
          </a>
          <nav className={styles.nav} aria-label={t('nav-main')}>
            <ul className={styles.navList}>
              <li>
                <NavDropdown label={model.projects.label}>
                  <ul className={styles.projectList}>
                    {model.projects.items.map((item) => (
                      <li key={item.href}>
                        <a className={styles.itemLink} href={item.href}>
                          <span>{item.label}</span>
                          {item.note && (
                            <>
                              {' '}
                              <span className={styles.itemNote}>{item.note}</span>
                            </>
                          )}
                        </a>
                      </li>
                    ))}
                  </ul>
                  <a className={styles.panelAll} href={model.projects.all.href}>
                    <span>{model.projects.all.label}</span>
                    <Icon name="arrow-right" size={20} />
                  </a>
                </NavDropdown>
              </li>
              <li>
                <NavDropdown label={model.properties.label} wide>
                  <PropertyTabs tabs={model.properties.tabs} all={model.properties.all} label={t('nav-categories')} />
                </NavDropdown>
              </li>
              <li>
                <a className={styles.navLink} href={model.commercial.href}>
                  {model.commercial.label}
                </a>
              </li>
              <li>
                <a className={styles.navLink} href={model.purchase.all.href}>
                  {model.purchase.label}
                </a>
              </li>
            </ul>
          </nav>
          <div className={styles.actions}>
            <SocialLinks className={styles.mobileSocials} links={contact.socials} label={t('social-links')} />
            {contact.phone && (
              <a className={styles.phone} href={contact.phoneHref} aria-label={t('phone-call', { phone: contact.phone })}>
                <Icon name="phone" size={20} />
                <span>{contact.phone}</span>
              </a>
            )}
            <FavoritesLink
              href={model.favorites.href}
              label={model.favorites.label}
              countLabels={countLabels(locale, (count) => t('favorites-count', { count }))}
              classes={{ link: styles.iconLink, badge: styles.badge }}
            />
            <a className={styles.contactsLink} href={model.contacts.href} aria-label={model.contacts.label}>
              <Icon name="pin" size={22} className={styles.contactsIcon} />
              <span className={styles.contactsText}>{model.contacts.label}</span>
            </a>
            <MobileDrawer model={model} labels={{ open: t('menu-open'), loadError: t('menu-load-error') }} />
          </div>
        </div>
      </div>
    </header>
  )
}
