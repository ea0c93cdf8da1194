import { Link } from '@/i18n/server-link'
import { getTranslations } from 'next-intl/server'

import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs'
import button from '@/components/ui/button.module.css'
import { PAGES } from '@/domain/site-pages'
import type { Locale } from '@/i18n/locales'
import styles from './alerts.module.css'

/** One subscription as the alerts page lists it (`label` null: its unit is no longer on the site). */
export type AlertItem = { id: number; kind: 'unit' | 'search'; confirmed: boolean; label: string | null; href: string | null }

type State = { sent: boolean; error: boolean; back: string | null; done: 'confirmed' | 'deleted' | null; stop: boolean }

type Props = {
  locale: Locale
  state: State
  token: string | null
  /** The token's own subscription and its address; null for no token or an unknown one. */
  subscription: { email: string; item: AlertItem | null } | null
  items: AlertItem[]
}

/** A form to one of the alerts' endpoints, answered with this page again (src/leads/alerts-http.ts). */
function ActionForm({
  action,
  locale,
  token,
  which,
  label,
  children,
  variant = 'primary',
}: {
  action: string
  locale: Locale
  token: string
  which?: string
  label?: string
  children: string
  variant?: 'primary' | 'outline'
}) {
  return (
    <form className={styles.inline} method="post" action={action}>
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {which && <input type="hidden" name="which" value={which} />}
      <button className={`${button.button} ${button[variant]} ${button.small}`} type="submit" aria-label={label}>
        {children}
      </button>
    </form>
  )
}

/** The alerts page (app/(site)/[locale]/alerts): the answer to a form, a confirmation, a stop, or an address's list. */
export async function AlertsView({ locale, state, token, subscription, items }: Props) {
  const t = await getTranslations()
  const current = subscription?.item ?? null
  const name = (item: AlertItem) => item.label ?? t('alerts-gone')
  return (
    <main id="main" className={`container ${styles.page}`} data-testid="alerts-page">
      <PageBreadcrumbs locale={locale} crumbs={[{ href: PAGES.alerts, label: t('alerts-title') }]} />
      <h1>{state.sent ? t('alerts-sent-title') : state.error ? t('alerts-error-title') : t('alerts-title')}</h1>
      {state.sent && (
        <p className={styles.notice} role="status">
          {t('alerts-sent-text')}
        </p>
      )}
      {state.error && (
        <>
          <p className={`${styles.notice} ${styles.problem}`} role="alert">
            {t('alerts-error-text')}
          </p>
          {state.back && (
            <p>
              <a href={state.back}>{t('alerts-back')}</a>
            </p>
          )}
        </>
      )}
      {state.done && (
        <p className={styles.notice} role="status" data-testid="alerts-done">
          {t(state.done === 'confirmed' ? 'alerts-confirmed' : 'alerts-deleted')}
        </p>
      )}
      {!state.sent && !state.error && !token && <p>{t('alerts-intro')}</p>}
      {token && !subscription && !state.done && <p className={`${styles.notice} ${styles.problem}`}>{t('alerts-unknown')}</p>}

      {token && current && !current.confirmed && (
        <section className={styles.panel} aria-labelledby="alerts-confirm" data-testid="alerts-confirm">
          <h2 id="alerts-confirm">{t('alerts-confirm-title')}</h2>
          <p>
            {t(current.kind === 'unit' ? 'alerts-kind-unit' : 'alerts-kind-search')}: <strong>{name(current)}</strong>
          </p>
          <p>{t('alerts-confirm-text', { email: subscription!.email })}</p>
          <div>
            <ActionForm action="/api/alerts/confirm" locale={locale} token={token}>
              {t('alerts-confirm-button')}
            </ActionForm>
          </div>
        </section>
      )}

      {token && current && current.confirmed && state.stop && (
        <section className={styles.panel} aria-labelledby="alerts-stop" data-testid="alerts-stop">
          <h2 id="alerts-stop">{t('alerts-stop-title')}</h2>
          <p>
            {t(current.kind === 'unit' ? 'alerts-kind-unit' : 'alerts-kind-search')}: <strong>{name(current)}</strong>
          </p>
          <div>
            <ActionForm action="/api/alerts/unsubscribe" locale={locale} token={token} which="this">
              {t('alerts-stop-button')}
            </ActionForm>
          </div>
        </section>
      )}

      {token && subscription && (
        <section aria-labelledby="alerts-list" className={styles.panel} data-testid="alerts-list">
          <h2 id="alerts-list">{t('alerts-list-title')}</h2>
          {items.length === 0 ? (
            <p>{t('alerts-empty')}</p>
          ) : (
            <>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.id} className={styles.item} data-testid="alerts-item">
                    <div className={styles.what}>
                      <span className={styles.meta}>
                        {t(item.kind === 'unit' ? 'alerts-kind-unit' : 'alerts-kind-search')} · {t(item.confirmed ? 'alerts-active' : 'alerts-waiting')}
                      </span>
                      {item.href ? <Link href={item.href}>{name(item)}</Link> : <span>{name(item)}</span>}
                    </div>
                    <ActionForm
                      action="/api/alerts/unsubscribe"
                      locale={locale}
                      token={token}
                      which={String(item.id)}
                      label={t('alerts-delete-label', { name: name(item) })}
                      variant="outline"
                    >
                      {t('alerts-delete')}
                    </ActionForm>
                  </li>
                ))}
              </ul>
              <div>
                <ActionForm action="/api/alerts/unsubscribe" locale={locale} token={token} which="all" variant="outline">
                  {t('alerts-delete-all')}
                </ActionForm>
              </div>
            </>
          )}
        </section>
      )}
    </main>
  )
}
