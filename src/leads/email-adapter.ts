import { nodemailerAdapter } from '@payloadcms/email-nodemailer'

/**
 * Payload's e-mail through SMTP when SMTP_HOST is set (nodemailer adapter), else none: Payload then only
 * logs e-mails, and leads say "not sent: no channel configured". Timeouts keep a dead mail server from
 * holding a delivery job for long; the transport is not verified at start-up (no network wait).
 */
export function smtpEmailAdapter() {
  const host = process.env.SMTP_HOST
  if (!host) return undefined
  const port = Number(process.env.SMTP_PORT || 587)
  return nodemailerAdapter({
    defaultFromAddress: process.env.SMTP_FROM || `no-reply@${host}`,
    defaultFromName: process.env.SMTP_FROM_NAME || 'Qazaq Stroy',
    skipVerify: true,
    transportOptions: {
      host,
      port,
      secure: process.env.SMTP_SECURE ? process.env.SMTP_SECURE === 'true' : port === 465,
      auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    },
  })
}
