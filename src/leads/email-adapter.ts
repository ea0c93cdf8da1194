import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

import { smtpConfig } from '../lib/config'

/**
 * Payload's e-mail through SMTP when SMTP_HOST is set (nodemailer adapter), else none: Payload then only
 * logs e-mails, and leads say "not sent: no channel configured". Timeouts keep a dead mail server from
 * holding a delivery job for long; the transport is not verified at start-up (no network wait).
 */
export function smtpEmailAdapter() {
  const host = smtpConfig.host()
  if (!host) return undefined
  const user = smtpConfig.user()
  return nodemailerAdapter({
    defaultFromAddress: smtpConfig.from(),
    defaultFromName: smtpConfig.fromName(),
    skipVerify: true,
    transportOptions: {
      host,
      port: smtpConfig.port(),
      secure: smtpConfig.secure(),
      auth: user ? { user, pass: smtpConfig.password() } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      // A few reused connections instead of one per message: a burst of leads does not open hundreds.
      ...({ pool: true, maxConnections: 3 } as object),
    },
  })
}
