import { getTranslations } from 'next-intl/server'

import { analyticsMetaContent, ANALYTICS_META, hasAnalytics, type AnalyticsIds } from '@/domain/analytics'
import { ConsentLoader } from './ConsentLoader'

/**
 * Analytics with consent in the site's document (issue 34, item 4): with an id in the site settings, the
 * page's `site-analytics` meta (the policy then allows those counters' hosts: src/lib/security-headers.js)
 * and the consent banner, whose code comes in a chunk of its own only then (ConsentLoader); without one, nothing.
 */
export async function Analytics({ ids, policyHref }: { ids: AnalyticsIds; policyHref: string }) {
  if (!hasAnalytics(ids)) return null
  const t = await getTranslations()
  return (
    <>
      <meta name={ANALYTICS_META} content={analyticsMetaContent(ids)} />
      <ConsentLoader
        ids={ids}
        policyHref={policyHref}
        words={{
          title: t('consent-title'),
          text: t('consent-text'),
          accept: t('consent-accept'),
          reject: t('consent-reject'),
          choose: t('consent-choose'),
          save: t('consent-save'),
          necessary: t('consent-necessary'),
          necessaryText: t('consent-necessary-text'),
          analytics: t('consent-analytics'),
          analyticsText: t('consent-analytics-text'),
          policy: t('footer-policy'),
        }}
      />
    </>
  )
}
