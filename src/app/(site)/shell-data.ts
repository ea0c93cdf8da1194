import { getTranslations } from 'next-intl/server'

import type { NavItem, PropertyTab, ShellModel } from '@/components/shell/types'
import { isEstateCategoryCode } from '@/domain/estate-categories'
import { countValues, CURRENCY_SYMBOL, formatShortNumber, withUnit } from '@/domain/money'
import { telHref, whatsappNumber } from '@/domain/phone'
import { localizedPath } from '@/domain/routing-rules'
import { PAGES, projectPath, propertiesPath } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { complexNavigation, type ComplexNavItem } from '@/services/complexes'
import { categoryTabs, type CategoryTab } from '@/services/estate-categories'
import { EMPTY_REQUISITES, getSiteSettings, type SiteSettingsView } from '@/services/site-settings'

const SOCIAL_NAMES: Record<string, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  youtube: 'YouTube',
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  tiktok: 'TikTok',
  vk: 'VK',
}

/** A failing store read leaves its part of the menu empty instead of failing every page. */
async function orEmpty<T>(what: string, read: Promise<T>, empty: T): Promise<T> {
  try {
    return await read
  } catch (error) {
    console.error(`[shell] cannot read ${what}`, error)
    return empty
  }
}

const EMPTY_SETTINGS: SiteSettingsView = {
  company_name: '',
  phone: '',
  whatsapp: '',
  telegram: '',
  analytics: { yandex: null, ga4: null },
  sales_email: '',
  info_email: '',
  socials: [],
  policy: null,
  made_by: null,
  requisites: EMPTY_REQUISITES,
  seo: { title: '', description: '' },
}

/** The header, drawer and footer content of a language. */
export async function loadShellModel(locale: Locale): Promise<ShellModel> {
  const [t, tabs, projects, settings] = await Promise.all([
    getTranslations({ locale }),
    orEmpty<CategoryTab[]>('estate categories', categoryTabs(locale), []),
    orEmpty<ComplexNavItem[]>('projects navigation', complexNavigation(locale), []),
    orEmpty('site settings', getSiteSettings(locale), EMPTY_SETTINGS),
  ])
  const path = (p: string) => localizedPath(locale, p)
  const priceFrom = (value: number | null): string =>
    value === null
      ? t('price-on-request')
      : t('price-from', { price: withUnit(formatShortNumber(value, { million: t('short-million'), thousand: t('short-thousand') }), CURRENCY_SYMBOL) })

  const propertyTabs: PropertyTab[] = tabs
    .filter((tab) => isEstateCategoryCode(tab.code))
    .map((tab) => {
      const rooms: NavItem[] = tab.rooms_data.map((room) => ({
        href: path(propertiesPath(tab.code, { rooms: room.rooms })),
        label: room.rooms === 0 ? t('rooms-studio') : room.plus ? t('rooms-count-plus', { count: room.rooms }) : t('rooms-count', { count: room.rooms }),
        note: priceFrom(room.price_from),
      }))
      const restorations: NavItem[] = tab.restorations_data.map((r) => ({
        href: path(propertiesPath(tab.code, { restoration: r.title })),
        label: r.title,
        note: priceFrom(r.price_from),
      }))
      return {
        id: tab.code,
        title: tab.title,
        count: t('offers-count', countValues(tab.estates_count)),
        all: { href: path(propertiesPath(tab.code)), label: tab.title },
        groups: [...(rooms.length ? [{ title: t('nav-by-rooms'), items: rooms }] : []), ...(restorations.length ? [{ title: t('nav-by-restoration'), items: restorations }] : [])],
      }
    })

  return {
    companyName: settings.company_name || 'Qazaq Stroy',
    home: path(PAGES.home),
    about: { href: path(PAGES.about), label: t('nav-about') },
    news: { href: path(PAGES.contents), label: t('nav-news-promo') },
    contacts: { href: path(PAGES.contacts), label: t('nav-contacts') },
    favorites: { href: path(PAGES.favorites), label: t('nav-favorites') },
    commercial: { href: path(propertiesPath('comm')), label: t('nav-commercial') },
    projects: {
      label: t('nav-projects'),
      all: { href: path(PAGES.projects), label: t('nav-all-projects') },
      items: projects.map((p) => ({ href: path(projectPath(p.slug)), label: p.name, note: priceFrom(p.price_from) })),
    },
    properties: { label: t('nav-properties'), all: { href: path(PAGES.properties), label: t('nav-all-properties') }, tabs: propertyTabs },
    purchase: {
      label: t('nav-purchase-methods'),
      all: { href: path(PAGES.purchaseMethods), label: t('nav-all-purchase-methods') },
      items: [
        { href: path(PAGES.mortgage), label: t('nav-mortgage') },
        { href: path(PAGES.installment), label: t('nav-installment') },
        { href: path(PAGES.payment100), label: t('nav-payment-100') },
      ],
    },
    company: {
      label: t('footer-company'),
      items: [
        { href: path(PAGES.about), label: t('nav-about') },
        { href: path(PAGES.projects), label: t('nav-projects') },
        { href: path(PAGES.contents), label: t('nav-news-promo') },
        { href: path(PAGES.career), label: t('nav-career') },
        { href: path(PAGES.contacts), label: t('nav-contacts') },
      ],
    },
    contact: {
      phone: settings.phone,
      phoneHref: settings.phone ? telHref(settings.phone) : '',
      whatsapp: whatsappNumber(settings.whatsapp),
      salesEmail: settings.sales_email,
      socials: settings.socials.map((s) => ({ ...s, label: SOCIAL_NAMES[s.network] ?? s.network })),
    },
    policyHref: locale === 'ru' ? '/policy.pdf' : `/${locale}/policy.pdf`,
    madeBy: settings.made_by,
    analytics: settings.analytics,
  }
}
