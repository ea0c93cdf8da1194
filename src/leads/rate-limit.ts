import 'server-only'

import { hitLimit, type RateDecision } from '../lib/rate-limit'
import { leadsConfig } from './config'

/** The lead forms' limit: LEADS_RATE_LIMIT_MAX requests per client address and form within the window. */
export function hitRateLimit(form: string, ip: string): Promise<RateDecision> {
  return hitLimit(`${leadsConfig.redisPrefix()}rl:${form}:${ip}`, leadsConfig.rateLimitMax(), leadsConfig.rateLimitWindowMs())
}
