import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { Logo } from '@/components/brand/Logo'
import { ErrorView } from '@/components/error/ErrorView'
import { FooterColumn } from '@/components/footer/FooterColumn'
import { CallbackForm, CallbackFormView } from '@/components/forms/CallbackForm'
import { LanguageMenu } from '@/components/header/LanguageMenu'
import { LanguageLinks } from '@/components/header/LanguageSwitcher'
import { MobileDrawer } from '@/components/header/MobileDrawer'
import { NavDropdown } from '@/components/header/NavDropdown'
import { PropertyTabs } from '@/components/header/PropertyTabs'
import { Breadcrumbs } from '@/components/seo/Breadcrumbs'
import { SocialLinks } from '@/components/shell/SocialLinks'
import { Button, ButtonLink } from '@/components/ui/Button'
import { IconButton } from '@/components/ui/IconButton'
import { Icon, type IconName } from '@/components/ui/Icon'
import { Spinner } from '@/components/ui/Spinner'
import { TextField } from '@/components/ui/TextField'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { errorShortcuts } from '@/app/(site)/error-shortcuts'
import { pageMetadata, siteIdentity } from '@/app/(site)/seo'
import { loadShellModel } from '@/app/(site)/shell-data'
import { DesignSystem } from './DesignSystem'
import { sampleModel } from './fixtures'
import { PhoneFieldDemo } from './PhoneFieldDemo'
import styles from './test-ui.module.css'

type Props = { params: Promise<{ locale: Locale }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  const metadata = pageMetadata({ locale, path: '/test-ui', title: 'UI' })
  return { ...metadata, openGraph: { ...metadata.openGraph, siteName: (await siteIdentity(locale)).company }, robots: { index: false, follow: false } }
}

const ICONS: IconName[] = [
  'phone',
  'heart',
  'pin',
  'mail',
  'burger',
  'close',
  'chevron-down',
  'chevron-right',
  'arrow-left',
  'arrow-right',
  'globe',
  'instagram',
  'facebook',
  'youtube',
  'telegram',
  'whatsapp',
  'tiktok',
  'vk',
]

/**
 * /test-ui (spec §2): the design system (tokens, card rows, control states, a form's layout), then every
 * shared UI component in every state, for people and for the browser tests.
 */
export default async function TestUiPage({ params }: Props) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations()
  const model = sampleModel(await loadShellModel(locale), t)
  const policyHref = model.policyHref

  return (
    <main id="main" className={`container ${styles.page}`}>
      <h1>UI components</h1>

      <DesignSystem t={t} projects={model.projects.items.map((item) => ({ value: item.href, label: item.label }))} />

      <section className={styles.section} aria-labelledby="ui-buttons" data-testid="buttons">
        <h2 id="ui-buttons">Buttons</h2>
        <div className={styles.row}>
          <Button>Primary</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="ghost">Ghost</Button>
          <Button size="small">Small</Button>
          <Button size="large">Large</Button>
          <Button disabled>Disabled</Button>
          <Button loading>{t('form-sending')}</Button>
          <ButtonLink href="#ui-buttons" variant="outline">
            Link
          </ButtonLink>
          <IconButton label={t('menu-open')}>
            <Icon name="burger" />
          </IconButton>
          <Spinner />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ui-fields" data-testid="fields">
        <h2 id="ui-fields">Inputs</h2>
        <div className={styles.grid}>
          <TextField id="ui-name" label={t('form-name')} defaultValue="" />
          <TextField id="ui-name-filled" label={`${t('form-name')} (filled)`} defaultValue="Айгерім Әбенова" />
          <TextField id="ui-name-error" label={`${t('form-name')} (errors)`} defaultValue="" errors={[t('validation_required'), t('validation_max')]} />
          <PhoneFieldDemo id="ui-phone" label={t('form-phone')} />
          <TextField id="ui-disabled" label="Disabled" defaultValue="—" disabled />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ui-menus" data-testid="menus">
        <h2 id="ui-menus">Menus</h2>
        <div className={styles.menuBar}>
          <NavDropdown label={model.projects.label}>
            <ul className={styles.plainList}>
              {model.projects.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>
                    {item.label} — {item.note}
                  </a>
                </li>
              ))}
            </ul>
          </NavDropdown>
          <NavDropdown label={model.properties.label} wide>
            <PropertyTabs tabs={model.properties.tabs} all={model.properties.all} label={t('nav-categories')} />
          </NavDropdown>
          <LanguageMenu id="language-menu-demo" />
          <MobileDrawer model={model} labels={{ open: t('menu-open'), loadError: t('menu-load-error') }} />
        </div>
        <LanguageLinks />
        <SocialLinks links={model.contact.socials} label={t('social-links')} />
        <Breadcrumbs
          label={t('breadcrumbs')}
          origin={siteOrigin()}
          items={[
            { href: model.home, label: t('nav-home') },
            { href: model.projects.all.href, label: t('nav-projects') },
            { href: '/test-ui', label: 'UI' },
          ]}
        />
        <div className={styles.footerDemo}>
          <FooterColumn title={t('footer-purchase')}>
            <ul className={styles.plainList}>
              {model.purchase.items.map((item) => (
                <li key={item.href}>
                  <a href={item.href}>{item.label}</a>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ui-form" data-testid="forms">
        <h2 id="ui-form">Callback form</h2>
        <div className={styles.grid}>
          <div className={styles.card} data-testid="form-live">
            <CallbackForm policyHref={policyHref} />
          </div>
          <div className={styles.card} data-testid="form-submitting">
            <CallbackFormView
              state="submitting"
              title={`${t('callback-title')}: submitting`}
              values={{ name: 'Айгерім', phone: '+7 (701) 123-45-67', website: '' }}
              policyHref={policyHref}
            />
          </div>
          <div className={styles.card} data-testid="form-field-errors">
            <CallbackFormView
              state="idle"
              title={`${t('callback-title')}: field errors`}
              values={{ name: '', phone: '+7 (701', website: '' }}
              errors={{ fields: { name: ['validation_required'], phone: ['validation_phone', 'validation_max'] }, general: null }}
              policyHref={policyHref}
            />
          </div>
          <div className={styles.card} data-testid="form-general-error">
            <CallbackFormView
              state="idle"
              title={`${t('callback-title')}: general error`}
              values={{ name: 'Айгерім', phone: '+7 (701) 123-45-67', website: '' }}
              errors={{ fields: {}, general: 'too_many_requests' }}
              policyHref={policyHref}
            />
          </div>
          <div className={styles.card} data-testid="form-success">
            <CallbackFormView state="success" values={{ name: '', phone: '', website: '' }} policyHref={policyHref} />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ui-brand" data-testid="brand">
        <h2 id="ui-brand">Brand and icons</h2>
        <div className={styles.row}>
          <Logo />
          <span className={styles.dark}>
            <Logo tone="light" />
          </span>
          {ICONS.map((name) => (
            <span key={name} title={name}>
              <Icon name={name} />
            </span>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ui-error" data-testid="error">
        <h2 id="ui-error">Error page</h2>
        <div className={styles.card}>
          <ErrorView title={t('page-not-found')} text={t('error-not-found-text')} shortcutsLabel={t('error-shortcuts')} shortcuts={errorShortcuts(locale, t)} as="section" />
        </div>
      </section>
    </main>
  )
}
