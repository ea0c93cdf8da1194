/** Settings of the leads pipeline, all from the environment (README: configuration table). */

const number = (name: string, fallback: number): number => {
  const value = Number(process.env[name])
  return process.env[name] && Number.isFinite(value) && value >= 0 ? value : fallback
}

const list = (name: string): string[] =>
  (process.env[name] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

export const leadsConfig = {
  /** Requests per IP and form within the window; 0 turns the limit off. */
  rateLimitMax: () => number('LEADS_RATE_LIMIT_MAX', 10),
  rateLimitWindowMs: () => number('LEADS_RATE_LIMIT_WINDOW_SECONDS', 600) * 1000,
  /** Reverse proxies in front of the site that append to X-Forwarded-For (the client is the entry before them). */
  trustedProxies: () => number('LEADS_TRUSTED_PROXIES', 1),
  /** The same request again within this window is merged with the first one. */
  duplicateWindowMs: () => number('LEADS_DUPLICATE_WINDOW_SECONDS', 600) * 1000,
  /** Upper bound of a JSON body. */
  maxJsonBytes: () => number('LEADS_MAX_JSON_BYTES', 16 * 1024),
  /** Longest wait for the database before answering 503. */
  storeTimeoutMs: () => number('LEADS_STORE_TIMEOUT_MS', 8000),

  /** Delivery attempts after the first one, and the base of the exponential backoff. */
  retryAttempts: () => number('LEADS_RETRY_ATTEMPTS', 12),
  retryDelayMs: () => number('LEADS_RETRY_DELAY_MS', 10_000),
  /** How often the delivery worker looks for due deliveries (6-field cron, seconds first). */
  deliveryCron: () => process.env.LEADS_DELIVERY_CRON || '*/2 * * * * *',
  deliveryBatch: () => number('LEADS_DELIVERY_BATCH', 20),
  /** A delivery still marked as running after this long belongs to a dead process: run it again. */
  staleJobMs: () => number('LEADS_STALE_JOB_SECONDS', 180) * 1000,
  webhookTimeoutMs: () => number('CRM_WEBHOOK_TIMEOUT_MS', 10_000),

  crmWebhookUrl: () => process.env.CRM_WEBHOOK_URL || '',
  crmWebhookSecret: () => process.env.CRM_WEBHOOK_SECRET || '',
  emailRecipients: () => list('LEADS_EMAIL_TO'),
  smtpHost: () => process.env.SMTP_HOST || '',
  redisUrl: () => process.env.REDIS_URL || '',
  redisPrefix: () => process.env.LEADS_REDIS_PREFIX || 'leads:',
}

export type Channel = 'email' | 'crm'
export const CHANNELS: Channel[] = ['email', 'crm']

/** A channel is configured when it has somewhere to send to. */
export function isChannelConfigured(channel: Channel): boolean {
  if (channel === 'email') return Boolean(leadsConfig.smtpHost() && leadsConfig.emailRecipients().length)
  return Boolean(leadsConfig.crmWebhookUrl())
}

export const configuredChannels = (): Channel[] => CHANNELS.filter(isChannelConfigured)
