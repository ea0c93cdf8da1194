import { describe, expect, it, vi } from 'vitest'

// The store is down: every read of the localizations collection fails.
vi.mock('../../src/lib/payload', () => ({ getPayloadClient: async () => Promise.reject(new Error('store down')) }))
// Outside a Next server the data cache is not available: call through.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))

const { getMessages, getCompiledMessages, DEFAULT_MESSAGES } = await import('../../src/services/localizations')
const { compileMessages } = await import('../../src/i18n/compiled-messages')

describe('a failed localization load (spec §8)', () => {
  it('logs "Error fetching localization data" and renders with the shipped strings instead of failing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(getMessages('kk')).resolves.toEqual(DEFAULT_MESSAGES.kk)
    expect(logged).toHaveBeenCalledWith('Error fetching localization data', expect.any(Error))
    logged.mockRestore()
  })
  it('gives next-intl the shipped strings, compiled', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    await expect(getCompiledMessages('ru')).resolves.toEqual(compileMessages(DEFAULT_MESSAGES.ru))
    logged.mockRestore()
  })
})
