/**
 * The site's settings from the environment: every variable of the configuration table (docs/operations.md) is read
 * here and nowhere else (`npm run lint` forbids `process.env` outside this file; only Next's own
 * NODE_ENV, NEXT_RUNTIME and NEXT_PHASE are read where Next needs them literally).
 *
 * - Each reader reads the variable when it is called, so a test can stub a variable for one test.
 * - Unset or blank means the default. A value that cannot be used (DATABASE_POOL_MAX=abc, SMTP_PORT=x,
 *   AUDIT_PLACEHOLDER=yes) throws a ConfigError naming the variable, never falls back to the default, and
 *   `configProblems()` lets the start-up (scripts/server.mjs, src/instrumentation.ts) refuse to start.
 *
 * Plain JavaScript with type checks: scripts/server.mjs and Next's cache handler load it outside the bundles.
 */
import path from 'node:path'

import { passwordProblem } from '../domain/staff-passwords.js'
import { parseTrustedProxies } from './client-address.js'

export class ConfigError extends Error {
  /**
   * @param {string} variable
   * @param {string} value
   * @param {string} expected
   */
  constructor(variable, value, expected) {
    super(`${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`)
    this.name = 'ConfigError'
    this.variable = variable
  }
}

/** @param {string} name @returns {string | undefined} the value, trimmed; undefined when unset or blank */
function text(name) {
  const value = process.env[name]?.trim()
  return value ? value : undefined
}

/**
 * A whole number within bounds.
 * @param {string} name @param {number} fallback @param {{ min?: number, max?: number }} [bounds]
 */
function integer(name, fallback, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}) {
  const value = text(name)
  if (value === undefined) return fallback
  const number = /^\d+$/.test(value) ? Number(value) : NaN
  if (!(number >= min && number <= max)) throw new ConfigError(name, value, `a whole number from ${min} to ${max}`)
  return number
}

/** @param {string} name @param {boolean} fallback */
function flag(name, fallback) {
  const value = text(name)?.toLowerCase()
  if (value === undefined) return fallback
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  throw new ConfigError(name, value, 'true or false')
}

/** @param {string} name @param {string[]} protocols e.g. ['http:', 'https:'] */
function url(name, protocols) {
  const value = text(name)
  if (value === undefined) return undefined
  let parsed = null
  try {
    parsed = new URL(value)
  } catch {
    // reported below
  }
  if (!parsed || !protocols.includes(parsed.protocol)) throw new ConfigError(name, value, `a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`)
  return value
}

/** @param {string} name comma-separated values */
const list = (name) =>
  (text(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const MB = 1024 * 1024

/** The production server (scripts/server.mjs) and what it keeps in memory. */
export const serverConfig = {
  port: () => integer('PORT', 3000, { min: 1, max: 65_535 }),
  /** Never the literal 127.0.0.1: Next's proxy rewrite answers / with a redirect loop there (DESIGN.md §2). */
  host: () => text('HOST') ?? '0.0.0.0',
  responseCacheBytes: () => integer('RESPONSE_CACHE_MB', 64, { min: 1 }) * MB,
  /**
   * How long a connection has to send a request's headers (scripts/server.mjs: Node's headersTimeout),
   * counted from its opening: an idle connection that sends nothing is closed after it with 408.
   */
  headersTimeoutMs: () => integer('REQUEST_HEADERS_TIMEOUT_SECONDS', 10, { min: 1, max: 300 }) * 1000,
  /** A `[render]` line per page render (the tests and bench:pages count renders). */
  pageRenderLog: () => flag('PAGE_RENDER_LOG', false),
  /** Spec §2's empty page for page-speed audit tools; off by default (docs/performance.md). */
  auditPlaceholder: () => flag('AUDIT_PLACEHOLDER', false),
  /** The public origin for absolute links; `http://localhost:PORT` when unset. */
  serverUrl: () => url('SERVER_URL', ['http:', 'https:']),
  /**
   * The proxies whose X-Forwarded-For is believed (src/lib/client-address.js): none by default (the
   * socket's address is the client's); a count of hops or a list of addresses/CIDR blocks. The old name
   * LEADS_TRUSTED_PROXIES is still read when TRUSTED_PROXIES is unset (deprecated).
   */
  trustedProxies: () => {
    const name = text('TRUSTED_PROXIES') === undefined && text('LEADS_TRUSTED_PROXIES') !== undefined ? 'LEADS_TRUSTED_PROXIES' : 'TRUSTED_PROXIES'
    const value = text(name) ?? ''
    try {
      return parseTrustedProxies(value)
    } catch {
      throw new ConfigError(name, value, 'a number of proxies from 0 to 100, or a comma-separated list of addresses, CIDR blocks and `loopback`')
    }
  },
}

/** The content store: database, data folder, secret, demo content. */
export const storeConfig = {
  dataDir: () => path.resolve(text('DATA_DIR') ?? 'data'),
  /** PostgreSQL URL, or `file:` for another SQLite file; undefined: SQLite in the data folder. */
  databaseUrl: () => url('DATABASE_URL', ['postgres:', 'postgresql:', 'file:']),
  databasePoolMax: () => integer('DATABASE_POOL_MAX', 10, { min: 1, max: 1000 }),
  payloadSecret: () => text('PAYLOAD_SECRET'),
  seedOnEmpty: () => flag('SEED_ON_EMPTY', true),
  seedScale: () => integer('SEED_SCALE', 1, { min: 1, max: 1000 }),
  /** The demo seed answers before its pictures' AVIF/WebP widths are encoded, and encodes them afterwards (`npm start`). */
  seedImageVariantsLater: () => flag('SEED_IMAGE_VARIANTS_LATER', false),
  /** Saves do not expire the Next cache (scripts that write the store outside a server: benchmarks). */
  skipRevalidate: () => flag('PAYLOAD_SKIP_REVALIDATE', false),
}

/** What `npm start` (scripts/start.mjs) gives its first build and its server. */
export const startDefaults = {
  /** A build no other follows writes no Turbopack build cache (next.config.ts reads ONE_OFF_BUILD). */
  oneOffBuildEnv: () => ({ ...process.env, ONE_OFF_BUILD: 'true' }),
  /**
   * A fresh store's demo seed answers first and encodes its pictures' widths afterwards (a minute less before
   * a fresh checkout answers), unless the operator set it; the tests start scripts/server.mjs on complete stores.
   */
  applySeedDefaults() {
    process.env.SEED_IMAGE_VARIANTS_LATER ??= 'true'
  },
}

/** Next's server cache shared in Redis (src/lib/next-cache-handler.mjs) and the keys in it. */
export const cacheConfig = {
  redisUrl: () => url('REDIS_URL', ['redis:', 'rediss:']),
  nextCachePrefix: () => text('NEXT_CACHE_PREFIX'),
  redisTimeoutMs: () => integer('NEXT_CACHE_REDIS_TIMEOUT_MS', 300, { min: 20, max: 60_000 }),
  /** Read by @trieb.work/nextjs-turbo-redis-cache itself; see applyRedisCacheDefaults. */
  skipKeyspaceConfigCheck: () => flag('SKIP_KEYSPACE_CONFIG_CHECK', true),
}

/**
 * The Redis cache package reads SKIP_KEYSPACE_CONFIG_CHECK from the environment itself: give it this
 * site's default (skip the check; managed Redis often refuses CONFIG GET) unless the operator set it.
 */
export function applyRedisCacheDefaults() {
  process.env.SKIP_KEYSPACE_CONFIG_CHECK = String(cacheConfig.skipKeyspaceConfigCheck())
}

/** Uploads in an S3-compatible bucket instead of the data folder (src/lib/media-storage.ts). */
export const s3Config = {
  bucket: () => text('S3_BUCKET'),
  endpoint: () => url('S3_ENDPOINT', ['http:', 'https:']),
  region: () => text('S3_REGION') ?? 'us-east-1',
  accessKeyId: () => text('S3_ACCESS_KEY_ID'),
  secretAccessKey: () => text('S3_SECRET_ACCESS_KEY'),
  forcePathStyle: () => flag('S3_FORCE_PATH_STYLE', false),
}

/** The leads e-mail through SMTP (src/leads/email-adapter.ts); no host, no e-mail. */
export const smtpConfig = {
  host: () => text('SMTP_HOST'),
  port: () => integer('SMTP_PORT', 587, { min: 1, max: 65_535 }),
  /** TLS from the first byte; by default on port 465 only (STARTTLS elsewhere). */
  secure: () => flag('SMTP_SECURE', smtpConfig.port() === 465),
  user: () => text('SMTP_USER'),
  password: () => text('SMTP_PASSWORD') ?? '',
  from: () => text('SMTP_FROM') ?? `no-reply@${smtpConfig.host() ?? 'localhost'}`,
  fromName: () => text('SMTP_FROM_NAME') ?? 'Qazaq Stroy',
}

const CRON = /^\S+(\s+\S+){4,5}$/

/** The leads pipeline (src/leads): limits, delivery and its channels. */
export const leadsConfig = {
  /** Requests per client address and form within the window; 0 turns the limit off. */
  rateLimitMax: () => integer('LEADS_RATE_LIMIT_MAX', 10),
  rateLimitWindowMs: () => integer('LEADS_RATE_LIMIT_WINDOW_SECONDS', 600, { min: 1 }) * 1000,
  /** The same request again within this window is merged with the first one. */
  duplicateWindowMs: () => integer('LEADS_DUPLICATE_WINDOW_SECONDS', 600) * 1000,
  /** Upper bound of a JSON body. */
  maxJsonBytes: () => integer('LEADS_MAX_JSON_BYTES', 16 * 1024, { min: 1 }),
  /** Longest wait for the database before answering 503. */
  storeTimeoutMs: () => integer('LEADS_STORE_TIMEOUT_MS', 8000, { min: 1 }),
  /** Delivery attempts after the first one, and the base of the exponential backoff. */
  retryAttempts: () => integer('LEADS_RETRY_ATTEMPTS', 12, { max: 100 }),
  retryDelayMs: () => integer('LEADS_RETRY_DELAY_MS', 10_000),
  /** How often the delivery worker looks for due deliveries (cron, 6 fields: seconds first). */
  deliveryCron: () => {
    const value = text('LEADS_DELIVERY_CRON')
    if (value !== undefined && !CRON.test(value)) throw new ConfigError('LEADS_DELIVERY_CRON', value, 'a cron expression of 5 or 6 fields')
    return value ?? '*/2 * * * * *'
  },
  deliveryBatch: () => integer('LEADS_DELIVERY_BATCH', 20, { min: 1 }),
  /** A delivery still marked as running after this long belongs to a dead process: run it again. */
  staleJobMs: () => integer('LEADS_STALE_JOB_SECONDS', 180, { min: 1 }) * 1000,
  webhookTimeoutMs: () => integer('CRM_WEBHOOK_TIMEOUT_MS', 10_000, { min: 1 }),
  crmWebhookUrl: () => url('CRM_WEBHOOK_URL', ['http:', 'https:']) ?? '',
  crmWebhookSecret: () => text('CRM_WEBHOOK_SECRET') ?? '',
  emailRecipients: () => list('LEADS_EMAIL_TO'),
  redisUrl: () => cacheConfig.redisUrl() ?? '',
  redisPrefix: () => text('LEADS_REDIS_PREFIX') ?? 'leads:',
}

/** The admin's doors (src/content/collections/Users.ts). */
export const adminConfig = {
  /** Login attempts per client address within ADMIN_LOGIN_WINDOW_MS, whatever the account (0: no limit). */
  loginRateLimitMax: () => integer('ADMIN_LOGIN_RATE_LIMIT_MAX', 20, { min: 0 }),
  /** The first administrator, created at start when no staff account exists (src/content/first-administrator.ts). */
  email: () => {
    const value = text('ADMIN_EMAIL')
    if (value !== undefined && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) throw new ConfigError('ADMIN_EMAIL', value, 'an e-mail address')
    if (value === undefined && text('ADMIN_PASSWORD') !== undefined) throw new ConfigError('ADMIN_EMAIL', '', 'an e-mail address when ADMIN_PASSWORD is set')
    return value
  },
  /** Never printed: a problem with it names the variable and the policy's reason only. */
  password: () => {
    const value = text('ADMIN_PASSWORD')
    if (value === undefined && text('ADMIN_EMAIL') !== undefined) throw new ConfigError('ADMIN_PASSWORD', '', 'a password when ADMIN_EMAIL is set')
    const problem = value === undefined ? null : passwordProblem(value, text('ADMIN_EMAIL'))
    if (problem) throw new ConfigError('ADMIN_PASSWORD', '(not shown)', `a password of the staff policy: ${problem}`)
    return value
  },
}

/**
 * The developer's CRMs (DESIGN.md §9): units in from Profitbase or MacroCRM, leads out to amoCRM, Bitrix24,
 * MacroCRM and Telegram. Each one is off while its variables are unset. Secrets are read here only, never
 * stored, shown or logged.
 */
export const crmConfig = {
  profitbaseUrl: () => url('PROFITBASE_URL', ['http:', 'https:']),
  profitbaseApiKey: () => text('PROFITBASE_API_KEY'),
  macrocrmUrl: () => url('MACROCRM_URL', ['http:', 'https:']),
  macrocrmDomain: () => text('MACROCRM_DOMAIN'),
  macrocrmAppSecret: () => text('MACROCRM_APP_SECRET'),
  amocrmUrl: () => url('AMOCRM_URL', ['http:', 'https:']),
  amocrmToken: () => text('AMOCRM_TOKEN'),
  /** The incoming webhook's URL, ending in `/`: it carries the user and the key (`https://x.bitrix24.kz/rest/1/key/`). */
  bitrix24WebhookUrl: () => url('BITRIX24_WEBHOOK_URL', ['http:', 'https:']),
  telegramBotToken: () => text('TELEGRAM_BOT_TOKEN'),
  telegramChatId: () => text('TELEGRAM_CHAT_ID'),
  /** Telegram's Bot API; a stand-in's address in tests. */
  telegramApiUrl: () => url('TELEGRAM_API_URL', ['http:', 'https:']) ?? 'https://api.telegram.org',
  /** Seconds between inventory syncs. */
  syncIntervalSeconds: () => integer('CRM_SYNC_INTERVAL_S', 600, { min: 10, max: 86_400 }),
  /**
   * The least time between two Profitbase requests: its setup guide allows one a second from an address
   * (more is taken for an attack); an account with a higher limit, or a stand-in (the benchmark), lowers it.
   */
  profitbaseRequestIntervalMs: () => integer('PROFITBASE_REQUEST_INTERVAL_MS', 1000, { min: 0, max: 60_000 }),
  /**
   * The one inventory source: `profitbase` or `macrocrm` when both are configured; with one configured,
   * that one; undefined when none is (the price-list import stays the only way in).
   * @returns {'profitbase' | 'macrocrm' | undefined}
   */
  inventorySource: () => {
    const value = text('CRM_INVENTORY_SOURCE')?.toLowerCase()
    if (value !== undefined && value !== 'profitbase' && value !== 'macrocrm') throw new ConfigError('CRM_INVENTORY_SOURCE', value, 'profitbase or macrocrm')
    const profitbase = Boolean(crmConfig.profitbaseUrl() && crmConfig.profitbaseApiKey())
    const macrocrm = Boolean(crmConfig.macrocrmUrl() && crmConfig.macrocrmDomain() && crmConfig.macrocrmAppSecret())
    if (value === 'profitbase' && !profitbase) throw new ConfigError('CRM_INVENTORY_SOURCE', value, 'a source whose variables are set (PROFITBASE_URL, PROFITBASE_API_KEY)')
    if (value === 'macrocrm' && !macrocrm)
      throw new ConfigError('CRM_INVENTORY_SOURCE', value, 'a source whose variables are set (MACROCRM_URL, MACROCRM_DOMAIN, MACROCRM_APP_SECRET)')
    if (value) return value
    // MacroCRM's variables alone may serve lead delivery only when Profitbase is also configured.
    if (profitbase) return 'profitbase'
    return macrocrm ? 'macrocrm' : undefined
  },
}

/** The calculators' PDF (src/app/api/calculators/export/route.ts). */
export const calculatorsConfig = {
  /** Calculation PDFs per client address within a minute (0: no limit); then 429. */
  exportRateLimitMax: () => integer('CALCULATOR_EXPORT_RATE_LIMIT_MAX', 10, { min: 0 }),
}

/** Online reservation holds (issue 33, src/services/reservation-holds.ts). */
export const reservationConfig = {
  /** How long a hold keeps a unit reserved; fractions allowed (0.5: half an hour). */
  holdHours: () => {
    const value = text('RESERVATION_HOLD_HOURS')
    if (value === undefined) return 24
    const hours = /^\d+(\.\d+)?$/.test(value) ? Number(value) : NaN
    if (!(hours > 0 && hours <= 720)) throw new ConfigError('RESERVATION_HOLD_HOURS', value, 'a number of hours above 0, at most 720')
    return hours
  },
  /**
   * The prepayment page: a URL template with `{estate_id}`, `{amount}` and `{hold_id}` (e.g. a Kaspi
   * payment link page); unset, the confirmation shows no pay button.
   */
  paymentUrl: () => url('RESERVATION_PAYMENT_URL', ['http:', 'https:']),
}

/** Price and status alerts and saved searches (src/services/alert-jobs.ts). */
export const alertsConfig = {
  /** A saved search's digest goes at most once per this many seconds per address (a day). */
  digestIntervalSeconds: () => integer('ALERT_DIGEST_INTERVAL_S', 86_400, { min: 1, max: 30 * 86_400 }),
}

/** The maps of the project pages (src/components/map/config.ts); read when a page renders. */
export const mapsConfig = {
  /** A browser key: it is meant to reach the page. */
  yandexApiKey: () => text('YANDEX_MAPS_API_KEY') ?? '',
  /** undefined: the loader's default (src/client/yandex-maps/options.ts). */
  yandexScriptUrl: () => url('YANDEX_MAPS_SCRIPT_URL', ['http:', 'https:']),
}

const GROUPS = { serverConfig, storeConfig, cacheConfig, s3Config, smtpConfig, leadsConfig, adminConfig, crmConfig, calculatorsConfig, reservationConfig, alertsConfig, mapsConfig }

/**
 * Every setting read once: the messages of the values that cannot be used (empty: all good). The
 * start-up refuses to start with any, naming each variable.
 * @returns {string[]}
 */
export function configProblems() {
  const problems = new Set()
  for (const group of Object.values(GROUPS))
    for (const read of Object.values(group)) {
      try {
        read()
      } catch (error) {
        if (!(error instanceof ConfigError)) throw error
        problems.add(error.message)
      }
    }
  return [...problems]
}

const report = (/** @type {string[]} */ problems) => `Configuration (environment variables, docs/operations.md "Configuration"):\n  ${problems.join('\n  ')}`

/** Throws one error listing every value that cannot be used. */
export function assertConfig() {
  const problems = configProblems()
  if (problems.length) throw new Error(report(problems))
}

/** For the start scripts: prints every value that cannot be used, then exits with status 1. */
export function exitOnConfigProblems() {
  const problems = configProblems()
  if (!problems.length) return
  console.error(report(problems))
  process.exit(1)
}
