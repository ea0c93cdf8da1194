import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { macroCrmSignature } from './macrocrm-signature'

describe('MacroCRM signature', () => {
  it('signs with md5(domain + time + secret), time in Unix seconds', () => {
    const signed = macroCrmSignature('dev.macrocrm.ru', 's3cret', new Date('2026-11-25T10:00:00.900Z'))
    expect(signed.time).toBe('1795600800')
    expect(signed.token).toBe(createHash('md5').update('dev.macrocrm.ru1795600800s3cret').digest('hex'))
    expect(JSON.stringify(signed)).not.toContain('s3cret')
  })
})
