import type { Payload } from 'payload'

import { TARGETS, type Target } from '../config'
import { amoCrmTarget } from './amocrm'
import { bitrix24Target } from './bitrix24'
import { emailTarget } from './email'
import { macroCrmTarget } from './macrocrm'
import type { LeadTarget } from './target'
import { telegramTarget } from './telegram'
import { webhookTarget } from './webhook'

/** Every target, in the delivery order of TARGETS (src/leads/config.ts). */
export function leadTargets(payload: Payload): LeadTarget[] {
  const byName: Record<Target, LeadTarget> = {
    crm: webhookTarget,
    amocrm: amoCrmTarget,
    bitrix24: bitrix24Target,
    macrocrm: macroCrmTarget,
    telegram: telegramTarget,
    email: emailTarget(payload),
  }
  return TARGETS.map((name) => byName[name])
}
