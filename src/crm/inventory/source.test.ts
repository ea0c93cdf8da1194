import { afterEach, describe, expect, it, vi } from 'vitest'

import { configuredInventorySource, inventorySourceFromConfig } from './source'

const CRM_VARIABLES = ['PROFITBASE_URL', 'PROFITBASE_API_KEY', 'MACROCRM_URL', 'MACROCRM_DOMAIN', 'MACROCRM_APP_SECRET', 'CRM_INVENTORY_SOURCE']

describe('inventorySourceFromConfig', () => {
  afterEach(() => vi.unstubAllEnvs())
  const stub = (values: Record<string, string>) => CRM_VARIABLES.forEach((name) => vi.stubEnv(name, values[name] ?? ''))

  it('is undefined while no CRM is configured', () => {
    stub({})
    expect(inventorySourceFromConfig()).toBeUndefined()
  })

  it('chooses the configured source', () => {
    stub({ PROFITBASE_URL: 'https://pb1.profitbase.ru', PROFITBASE_API_KEY: 'k', MACROCRM_URL: 'https://api.macroserver.ru', MACROCRM_DOMAIN: 'site.kz', MACROCRM_APP_SECRET: 's' })
    expect(inventorySourceFromConfig()?.name).toBe('profitbase')
    vi.stubEnv('CRM_INVENTORY_SOURCE', 'macrocrm')
    expect(inventorySourceFromConfig()?.name).toBe('macrocrm')
  })
})

describe('configuredInventorySource', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('keeps one source (and its Profitbase token) while the variables stay, and makes a new one when they change', () => {
    vi.stubEnv('PROFITBASE_URL', 'https://pb1.profitbase.ru')
    vi.stubEnv('PROFITBASE_API_KEY', 'k1')
    const first = configuredInventorySource()
    expect(first?.name).toBe('profitbase')
    expect(configuredInventorySource()).toBe(first)
    vi.stubEnv('PROFITBASE_API_KEY', 'k2')
    expect(configuredInventorySource()).not.toBe(first)
    vi.stubEnv('PROFITBASE_URL', '')
    expect(configuredInventorySource()).toBeUndefined()
  })
})
