import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'

import { ClientBehaviours } from '@/client/ClientBehaviours'
import { Analytics } from '@/components/consent/Analytics'
import { fontClassNames } from '@/components/fonts/fonts'
import { Footer } from '@/components/footer/Footer'
import { Header } from '@/components/header/Header'
import { IconSprite } from '@/components/ui/IconSprite'
import { JsonLd } from '@/components/seo/JsonLd'
import { ClientStrings } from '@/i18n/client'
import { compiledOf } from '@/i18n/compiled-messages'
import { pickClientMessages } from '@/i18n/client-messages'
import type { Locale } from '@/i18n/locales'
import { siteOrigin } from '@/lib/site-origin'
import { buildInfo } from '@/services/build-info'
import { loadShellModel } from './shell-data'

/**
 * The document every site page lives in: fonts, skip link, header, footer, the page-wide client
 * behaviours and the Organization structured data. Used by the [locale] layout and the global 404 page.
 * `notice`: a bar above everything (an editor's preview).
 */
export async function SiteDocument({ locale, notice, children }: { locale: Locale; notice?: ReactNode; children: ReactNode }) {
  const [t, messages, model] = await Promise.all([getTranslations({ locale }), getMessages({ locale }), loadShellModel(locale)])
  const origin = siteOrigin()
  return (
    <html lang={locale} className={fontClassNames}>
      <body>
        <IconSprite />
        <ClientStrings locale={locale} messages={pickClientMessages(compiledOf(messages))}>
          <a className="skip-link" href="#content">
            {t('skip-to-content')}
          </a>
          {notice}
          <Header model={model} />
          <div id="content" className="site-content" tabIndex={-1}>
            {children}
          </div>
          <Footer model={model} year={new Date().getFullYear()} />
          <ClientBehaviours buildId={buildInfo().id} />
          <Analytics ids={model.analytics} policyHref={model.policyHref} />
        </ClientStrings>
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: model.companyName,
            url: `${origin}${model.home === '/' ? '' : model.home}`,
            ...(model.contact.phone ? { telephone: model.contact.phone } : {}),
            ...(model.contact.salesEmail ? { email: model.contact.salesEmail } : {}),
            ...(model.contact.socials.length ? { sameAs: model.contact.socials.map((s) => s.url) } : {}),
          }}
        />
      </body>
    </html>
  )
}
