import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { ru } from '@payloadcms/translations/languages/ru'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { ADMIN_TRANSLATIONS, globalWithAdminWords } from './content/admin-words'
import { collections } from './content/collections'
import { AboutPage } from './content/globals/AboutPage'
import { HomePage } from './content/globals/HomePage'
import { trustedOrigins } from './content/rest-gate'
import { globalForDesks } from './content/sales-desk'
import { withScheduledPublishing } from './content/scheduled-publish'
import { PurchaseGuide } from './content/globals/PurchaseGuide'
import { SiteSettings } from './content/globals/SiteSettings'
import { serverConfig, storeConfig } from './lib/config'
import { databaseKind, sqliteUrl } from './lib/database'
import { mediaStorage } from './lib/media-storage'
import { payloadSecret } from './lib/secret'
import { LOCALES, DEFAULT_LOCALE } from './i18n/locales'
import { smtpEmailAdapter } from './leads/email-adapter'
import { leadsJobsConfig } from './leads/jobs'
import { withInventorySync } from './services/inventory-sync-job'
import { withReservationHolds } from './services/reservation-holds'
import { withAlerts } from './services/alert-jobs'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * Schema changes always go through migrations (push: false), in development too, so a database file is
 * never touched by both mechanisms. Migrations run at start-up (src/instrumentation.ts).
 */
function database() {
  if (databaseKind() === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: storeConfig.databaseUrl(), max: storeConfig.databasePoolMax() },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      push: false,
    })
  }
  return sqliteAdapter({
    client: { url: sqliteUrl() },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    push: false,
    // WAL lets readers go on while a writer commits; busy_timeout waits for a lock instead of failing.
    wal: true,
    busyTimeout: 5000,
  })
}

export default buildConfig({
  secret: payloadSecret(),
  serverURL: serverConfig.serverUrl(),
  routes: { api: '/cms-api', admin: '/admin' },
  // A staff cookie counts only on requests from the site's own origin (SERVER_URL): another site's page
  // cannot act as a signed-in editor (src/content/rest-gate.ts refuses its writes outright).
  csrf: trustedOrigins(),
  admin: {
    user: 'users',
    // Payload's own avatar, not Gravatar's: no editor's e-mail hash goes to a third party, and the
    // admin's Content-Security-Policy allows images from its own origin only (src/lib/security-headers.js).
    avatar: 'default',
    meta: { titleSuffix: ' — админка' },
    // Dates as Kazakhstan writes them (31.12.2026 18:00), whatever the admin's language.
    dateFormat: 'dd.MM.yyyy HH:mm',
    // A scheduled publish is set in Kazakhstan's time (one zone, UTC+5, since March 2024) unless the
    // editor picks UTC: the browser's own zone may be anything.
    timezones: {
      supportedTimezones: [
        { label: 'Казахстан (UTC+5)', value: 'Asia/Almaty' },
        { label: 'UTC', value: 'UTC' },
      ],
      defaultTimezone: 'Asia/Almaty',
    },
    importMap: { baseDir: dirname },
    components: {
      beforeDashboard: ['/content/admin/CrmSyncWarning#CrmSyncWarning', '/leads/admin/NewLeadsToday#NewLeadsToday'],
      providers: ['/content/admin/AlmatyClock#AlmatyClock', '/content/admin/LivePreviewFrameTitle#LivePreviewFrameTitle'],
      // The site's logo on the login page and its mark in the top bar (Payload's own otherwise).
      graphics: { Logo: '/content/admin/AdminGraphics#AdminLogo', Icon: '/content/admin/AdminGraphics#AdminIcon' },
    },
  },
  collections,
  globals: [SiteSettings, PurchaseGuide, AboutPage, HomePage].map(globalWithAdminWords).map(globalForDesks),
  // The admin speaks Russian unless an editor's browser asks for English or the editor picks it in their
  // account (Payload keeps the choice). Payload ships no Kazakh admin; field labels are in admin-words.ts.
  i18n: { supportedLanguages: { ru, en }, fallbackLanguage: 'ru', translations: ADMIN_TRANSLATIONS },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  email: smtpEmailAdapter(),
  jobs: withScheduledPublishing(withAlerts(withReservationHolds(withInventorySync(leadsJobsConfig)))),
  plugins: [mediaStorage()],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: { ru: 'Русский', kk: 'Қазақша', en: 'English' }[code] })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
