import { describe, expect, inject, it } from 'vitest'

import { getJson } from './api-client'

describe.each(inject('targets'))('health on $name', ({ baseUrl }) => {
  it('answers ok once the store is migrated', async () => {
    const { status, body, headers } = await getJson(baseUrl, '/api/health')
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok' })
    expect(headers.get('cache-control')).toBe('no-store')
  })
})
