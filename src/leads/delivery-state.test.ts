import { describe, expect, it } from 'vitest'

import { canResend, canRetry, overallDeliveryState } from './delivery-state'

describe('overallDeliveryState', () => {
  it('is pending while any channel still has to be sent', () => {
    expect(overallDeliveryState(['sent', 'pending'])).toBe('pending')
  })
  it('is failed when a channel gave up, even if another one got it', () => {
    expect(overallDeliveryState(['sent', 'failed'])).toBe('failed')
  })
  it('is sent when the configured channels got it', () => {
    expect(overallDeliveryState(['sent', 'not_configured'])).toBe('sent')
    expect(overallDeliveryState(['sent', 'sent'])).toBe('sent')
  })
  it('says when nothing is configured', () => {
    expect(overallDeliveryState(['not_configured', undefined])).toBe('not_configured')
  })
  it('marks honeypot submissions', () => {
    expect(overallDeliveryState(['skipped', 'skipped'], true)).toBe('spam')
  })
})

describe('canRetry', () => {
  it('allows a retry only when nothing is in flight', () => {
    expect(canRetry('failed')).toBe(true)
    expect(canRetry('not_configured')).toBe(true)
    expect(canRetry('pending')).toBe(false)
    expect(canRetry('sent')).toBe(false)
  })
})

describe('canResend', () => {
  it('allows re-sending one target that has not got the lead, when nothing is in flight', () => {
    expect(canResend('failed', 'failed')).toBe(true)
    expect(canResend('sent', 'not_configured')).toBe(true)
    expect(canResend('sent', null)).toBe(true)
    expect(canResend('failed', 'sent')).toBe(false)
    expect(canResend('pending', 'failed')).toBe(false)
    expect(canResend('spam', 'skipped')).toBe(false)
  })
  it('counts every target in the overall state', () => {
    expect(overallDeliveryState(['sent', 'sent', 'failed', 'not_configured', 'sent', 'sent'])).toBe('failed')
    expect(overallDeliveryState(['not_configured', 'sent', null, null, 'pending', 'not_configured'])).toBe('pending')
  })
})
