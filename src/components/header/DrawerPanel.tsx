'use client'

import { useTranslations } from '@/i18n/translate'
import { useEffect, useState } from 'react'

import { Logo } from '../brand/Logo'
import { useCallbackFormOnDemand } from '../forms/useCallbackFormOnDemand'
import { SocialLinks } from '../shell/SocialLinks'
import type { NavItem, NavLink, ShellModel } from '../shell/types'
import { Button, ButtonLink } from '../ui/Button'
import { IconButton } from '../ui/IconButton'
import { Dialog } from '../ui/Dialog'
import { Icon } from '../ui/Icon'
import { LanguageLinks } from './LanguageSwitcher'
import styles from './drawer.module.css'

type Submenu = { title: string; items: NavItem[]; all?: NavLink }
type View = { kind: 'menu' } | { kind: 'submenu'; key: 'projects' | 'properties' | 'purchase' } | { kind: 'callback' }
const MENU: View = { kind: 'menu' }

/**
 * The mobile menu's drawer (spec §2, §4), opened by the burger (MobileDrawer.tsx), which downloads this
 * module when it is about to be used. A full-width top drawer: open at the menu, at a sub-menu (back arrow, optional
 * 'all ...' outlined button), or at the callback form ('order call'; closing the form returns to the
 * menu). The burger mounts a new one at every opening: it starts at the menu with a fresh form.
 */
export default function DrawerPanel({ model, open, onClose }: { model: ShellModel; open: boolean; onClose: () => void }) {
  const t = useTranslations()
  const [view, setView] = useState<View>(MENU)
  // Where focus goes back to when returning to the menu: the block that opened the sub-menu or form.
  const [returnTo, setReturnTo] = useState<string | null>(null)
  const callbackForm = useCallbackFormOnDemand()
  const { whenReady } = callbackForm
  // The form's code is downloaded as the drawer opens, before the visitor reaches 'order call'.
  useEffect(() => {
    whenReady(() => {})
  }, [whenReady])
  const go = (next: View) => {
    if (next.kind !== 'menu') setReturnTo(next.kind === 'submenu' ? next.key : 'callback')
    setView(next)
  }

  const submenus: Record<'projects' | 'properties' | 'purchase', Submenu> = {
    projects: { title: model.projects.label, items: model.projects.items, all: model.projects.all },
    properties: {
      title: model.properties.label,
      items: model.properties.tabs.map((tab) => ({ href: tab.all.href, label: tab.title, note: tab.count })),
      all: model.properties.all,
    },
    purchase: { title: model.purchase.label, items: model.purchase.items, all: model.purchase.all },
  }
  const submenu = view.kind === 'submenu' ? submenus[view.key] : null

  return (
    <Dialog open={open} onClose={onClose} label={t('menu-title')} className={styles.drawer}>
      <div className={styles.top}>
        <a href={model.home} className={styles.logo} title={t('nav-home')}>
          <Logo />
        </a>
        <IconButton label={t('menu-close')} onClick={onClose}>
          <Icon name="close" />
        </IconButton>
      </div>

      <div className={styles.body} data-view="callback" hidden={view.kind !== 'callback'}>
        {view.kind === 'callback' && (
          <button type="button" className={styles.back} onClick={() => go(MENU)} autoFocus>
            <Icon name="arrow-left" size={20} />
            {t('form-back-to-menu')}
          </button>
        )}
        {/* Mounted while the drawer is open (it keeps its input across views), new on every opening (spec §4). */}
        {callbackForm.Form ? (
          <callbackForm.Form policyHref={model.policyHref} onClose={() => go(MENU)} />
        ) : (
          <p role={callbackForm.failed ? 'alert' : 'status'}>{t(callbackForm.failed ? 'form-load-error' : 'form-loading')}</p>
        )}
      </div>

      {submenu && (
        <nav className={styles.body} aria-label={submenu.title} data-view="submenu">
          <button type="button" className={styles.back} onClick={() => go(MENU)} autoFocus>
            <Icon name="arrow-left" size={20} />
            {t('nav-back')}
          </button>
          <p className={styles.subTitle}>{submenu.title}</p>
          <ul className={styles.subList}>
            {submenu.items.map((item) => (
              <li key={item.href}>
                <a className={styles.subLink} href={item.href}>
                  <span>{item.label}</span>
                  {item.note && (
                    <>
                      {' '}
                      <span className={styles.note}>{item.note}</span>
                    </>
                  )}
                </a>
              </li>
            ))}
          </ul>
          {submenu.all && (
            <ButtonLink variant="outline" block href={submenu.all.href}>
              {submenu.all.label}
            </ButtonLink>
          )}
        </nav>
      )}

      {view.kind === 'menu' && (
        <div className={styles.body} data-view="menu">
          <ul className={styles.quick}>
            <li>
              <a href={model.about.href}>{model.about.label}</a>
            </li>
            <li>
              <a href={model.news.href}>{model.news.label}</a>
            </li>
          </ul>
          <LanguageLinks />
          <nav aria-label={t('nav-main')}>
            <ul className={styles.blocks}>
              {(['projects', 'properties'] as const).map((key) => (
                <li key={key}>
                  <button type="button" className={styles.block} onClick={() => go({ kind: 'submenu', key })} autoFocus={returnTo === key}>
                    {submenus[key].title}
                    <Icon name="chevron-right" size={20} />
                  </button>
                </li>
              ))}
              <li>
                <a className={styles.block} href={model.commercial.href}>
                  {model.commercial.label}
                </a>
              </li>
              <li>
                <button type="button" className={styles.block} onClick={() => go({ kind: 'submenu', key: 'purchase' })} autoFocus={returnTo === 'purchase'}>
                  {submenus.purchase.title}
                  <Icon name="chevron-right" size={20} />
                </button>
              </li>
              <li>
                <a className={styles.block} href={model.contacts.href}>
                  {model.contacts.label}
                </a>
              </li>
            </ul>
          </nav>
          <div className={styles.contact}>
            <SocialLinks links={model.contact.socials} label={t('social-links')} />
            {model.contact.phone && (
              <a className={styles.contactLink} href={model.contact.phoneHref}>
                <Icon name="phone" size={20} />
                {model.contact.phone}
              </a>
            )}
            {model.contact.salesEmail && (
              <a className={styles.contactLink} href={`mailto:${model.contact.salesEmail}`}>
                <Icon name="mail" size={20} />
                {model.contact.salesEmail}
              </a>
            )}
          </div>
          <Button block onClick={() => go({ kind: 'callback' })} autoFocus={returnTo === 'callback'}>
            {t('order-call')}
          </Button>
        </div>
      )}
    </Dialog>
  )
}
