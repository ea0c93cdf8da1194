import { leadsConfig, smtpConfig } from '../lib/config'

/** Settings of the leads pipeline: read from the environment by src/lib/config.js (README: configuration table). */
export { leadsConfig }

export type Channel = 'email' | 'crm'
export const CHANNELS: Channel[] = ['email', 'crm']

/** A channel is configured when it has somewhere to send to. */
export function isChannelConfigured(channel: Channel): boolean {
  if (channel === 'email') return Boolean(smtpConfig.host() && leadsConfig.emailRecipients().length)
  return Boolean(leadsConfig.crmWebhookUrl())
}
