import { getTranslations } from 'next-intl/server'

import { localizedPath } from '@/domain/routing-rules'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { Breadcrumbs, type Crumb } from './Breadcrumbs'

/**
 * A page's breadcrumb trail: the Home crumb, then `crumbs` (paths without the language prefix, the
 * last one the page itself), all linked in the page's language, with the BreadcrumbList structured data.
 */
export async function PageBreadcrumbs({ locale, crumbs }: { locale: Locale; crumbs: Crumb[] }) {
  const t = await getTranslations({ locale })
  const items = [{ href: PAGES.home, label: t('nav-home') }, ...crumbs].map((crumb) => ({ ...crumb, href: localizedPath(locale, crumb.href) }))
  return <Breadcrumbs label={t('breadcrumbs')} origin={siteOrigin()} items={items} />
}
