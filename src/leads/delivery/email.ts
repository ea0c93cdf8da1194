import type { Payload } from 'payload'

import { leadsConfig } from '../config'
import { emailMessage } from './message'
import type { LeadTarget } from './target'

/** The e-mail to the sales team (SMTP_*, LEADS_EMAIL_TO); any failure is tried again. */
export const emailTarget = (payload: Payload): LeadTarget => ({
  name: 'email',
  label: 'E-mail',
  async send(lead, context) {
    const { subject, text } = emailMessage(lead, context.cvUrl)
    await payload.sendEmail({
      to: leadsConfig.emailRecipients().join(', '),
      subject,
      text,
      // The same Message-ID on a repeated send lets mail clients fold the copies into one.
      messageId: `<lead-${lead.uid}@leads.qazaq-stroy>`,
    })
  },
})
