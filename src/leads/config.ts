import { crmConfig, leadsConfig, smtpConfig } from '../lib/config'
import { TARGETS, type Target } from './delivery-state'

/** Settings of the leads pipeline: read from the environment by src/lib/config.js (docs/operations.md: configuration table). */
export { crmConfig, leadsConfig }

export { TARGETS, type Target }

/** The former name of a target (the e-mail and the CRM webhook were the two "channels"). */
export type Channel = Target

export const isTarget = (value: unknown): value is Target => typeof value === 'string' && (TARGETS as readonly string[]).includes(value)

/** A target is configured when it has somewhere to send to (every variable it needs is set). */
export function isChannelConfigured(target: Target): boolean {
  switch (target) {
    case 'email':
      return Boolean(smtpConfig.host() && leadsConfig.emailRecipients().length)
    case 'crm':
      return Boolean(leadsConfig.crmWebhookUrl())
    case 'amocrm':
      return Boolean(crmConfig.amocrmUrl() && crmConfig.amocrmToken())
    case 'bitrix24':
      return Boolean(crmConfig.bitrix24WebhookUrl())
    case 'macrocrm':
      return Boolean(crmConfig.macrocrmUrl() && crmConfig.macrocrmDomain() && crmConfig.macrocrmAppSecret())
    case 'telegram':
      return Boolean(crmConfig.telegramBotToken() && crmConfig.telegramChatId())
  }
}

/**
 * The values that must never reach the database, a page, an API answer, a stored error or a log line:
 * tokens, keys and the URLs that carry them (the Bitrix24 webhook's URL holds its key, a Telegram
 * request's URL the bot's token).
 */
export function deliverySecrets(): string[] {
  const secrets = [crmConfig.amocrmToken(), crmConfig.macrocrmAppSecret(), crmConfig.telegramBotToken(), leadsConfig.crmWebhookSecret(), crmConfig.profitbaseApiKey()]
  const bitrix = crmConfig.bitrix24WebhookUrl()
  if (bitrix) {
    secrets.push(bitrix)
    try {
      // The user id and the key: the path's segments after /rest/.
      for (const part of new URL(bitrix).pathname.split('/')) if (part.length >= 6 && part !== 'rest') secrets.push(part)
    } catch {
      // config.js checked it
    }
  }
  return [...new Set(secrets.filter((s): s is string => typeof s === 'string' && s.length >= 4))].sort((a, b) => b.length - a.length)
}

/** The text with every secret of deliverySecrets() replaced by «***» (whole URLs first, then their parts). */
export function scrubSecrets(text: string, secrets: string[] = deliverySecrets()): string {
  let out = text
  for (const secret of secrets) out = out.split(secret).join('***')
  // A bot token's shape anywhere (123456:ABC…), and any /bot<token>/ path, even of a token not configured here.
  return out.replace(/\bbot\d{5,}:[\w-]{20,}/g, 'bot***').replace(/\b\d{5,}:[\w-]{30,}\b/g, '***')
}
