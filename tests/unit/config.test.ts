import { readFileSync } from 'node:fs'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  adminConfig,
  assertConfig,
  calculatorsConfig,
  ConfigError,
  configProblems,
  crmConfig,
  leadsConfig,
  s3Config,
  serverConfig,
  smtpConfig,
  storeConfig,
} from '../../src/lib/config.js'

const root = path.resolve(__dirname, '../..')

/** The variables every reader of src/lib/config.js reads, found by watching process.env while they run. */
function variablesRead(): string[] {
  const read = new Set<string>()
  const env = process.env
  process.env = new Proxy(env, {
    get(target, name) {
      if (typeof name === 'string') read.add(name)
      return Reflect.get(target, name)
    },
  })
  try {
    configProblems()
  } finally {
    process.env = env
  }
  return [...read].sort()
}

/** The variables of the configuration table (docs/operations.md), without the rows for the tests only. */
function variablesDocumented(): string[] {
  const doc = readFileSync(path.join(root, 'docs/operations.md'), 'utf8')
  const section = doc.slice(doc.indexOf('## Configuration'), doc.indexOf('\n## ', doc.indexOf('## Configuration') + 1))
  const rows = section.split('\n').filter((line) => /^\| `/.test(line))
  return rows
    .filter((row) => !/\|\s*tests only/.test(row))
    .flatMap((row) => [...row.split('|')[1].matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name))
    .sort()
}

describe('configuration', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('reads exactly the variables docs/operations.md documents', () => {
    const documented = variablesDocumented()
    expect(documented.length).toBeGreaterThan(40)
    expect(variablesRead()).toEqual(documented)
  })

  it('keeps the documented defaults when nothing is set', () => {
    for (const name of variablesDocumented()) vi.stubEnv(name, '')
    expect(configProblems()).toEqual([])
    expect(serverConfig.port()).toBe(3000)
    expect(serverConfig.host()).toBe('0.0.0.0')
    expect(serverConfig.responseCacheBytes()).toBe(64 * 1024 * 1024)
    expect(serverConfig.headersTimeoutMs()).toBe(10_000)
    expect(serverConfig.auditPlaceholder()).toBe(false)
    expect(storeConfig.dataDir()).toBe(path.resolve('data'))
    expect(storeConfig.databaseUrl()).toBeUndefined()
    expect(storeConfig.databasePoolMax()).toBe(10)
    expect(storeConfig.seedOnEmpty()).toBe(true)
    expect(smtpConfig.port()).toBe(587)
    expect(smtpConfig.secure()).toBe(false)
    expect(s3Config.region()).toBe('us-east-1')
    expect(leadsConfig.rateLimitMax()).toBe(10)
    expect(calculatorsConfig.exportRateLimitMax()).toBe(10)
    expect(serverConfig.trustedProxies()).toMatchObject({ hops: 0, list: null })
    expect(leadsConfig.maxJsonBytes()).toBe(16_384)
    expect(leadsConfig.deliveryCron()).toBe('*/2 * * * * *')
    expect(leadsConfig.redisPrefix()).toBe('leads:')
  })

  it('reads a variable when asked, so a test may set it for itself', () => {
    vi.stubEnv('SMTP_PORT', '465')
    expect(smtpConfig.port()).toBe(465)
    expect(smtpConfig.secure()).toBe(true)
    vi.stubEnv('SMTP_SECURE', 'false')
    expect(smtpConfig.secure()).toBe(false)
    vi.stubEnv('LEADS_RATE_LIMIT_MAX', '0')
    expect(leadsConfig.rateLimitMax()).toBe(0)
    vi.stubEnv('CALCULATOR_EXPORT_RATE_LIMIT_MAX', '0')
    expect(calculatorsConfig.exportRateLimitMax()).toBe(0)
    vi.stubEnv('LEADS_EMAIL_TO', ' sales@example.kz, ,boss@example.kz ')
    expect(leadsConfig.emailRecipients()).toEqual(['sales@example.kz', 'boss@example.kz'])
  })

  it('refuses a value it cannot use, naming the variable, instead of taking the default', () => {
    vi.stubEnv('DATABASE_POOL_MAX', 'abc')
    vi.stubEnv('SMTP_PORT', 'x')
    vi.stubEnv('AUDIT_PLACEHOLDER', 'yes')
    vi.stubEnv('DATABASE_URL', 'mysql://db/site')
    vi.stubEnv('LEADS_RATE_LIMIT_WINDOW_SECONDS', '1.5')
    vi.stubEnv('CRM_WEBHOOK_URL', 'crm.example.kz/hook')
    expect(() => storeConfig.databasePoolMax()).toThrow(ConfigError)
    expect(() => smtpConfig.port()).toThrow(/^SMTP_PORT="x" is not valid: expected a whole number from 1 to 65535$/)
    expect(() => serverConfig.auditPlaceholder()).toThrow(/^AUDIT_PLACEHOLDER="yes" is not valid: expected true or false$/)
    const problems = configProblems()
    for (const name of ['DATABASE_POOL_MAX', 'SMTP_PORT', 'AUDIT_PLACEHOLDER', 'DATABASE_URL', 'LEADS_RATE_LIMIT_WINDOW_SECONDS', 'CRM_WEBHOOK_URL'])
      expect(
        problems.filter((problem) => problem.startsWith(`${name}=`)),
        name,
      ).toHaveLength(1)
    expect(problems).toHaveLength(6)
    expect(() => assertConfig()).toThrow(/DATABASE_POOL_MAX="abc"[\s\S]*SMTP_PORT="x"/)
  })

  it('takes the first administrator as a pair, and refuses a password the staff policy refuses without printing it', () => {
    vi.stubEnv('ADMIN_EMAIL', 'owner@example.kz')
    expect(configProblems()).toEqual([expect.stringMatching(/^ADMIN_PASSWORD="" is not valid: expected a password when ADMIN_EMAIL is set$/)])
    vi.stubEnv('ADMIN_PASSWORD', 'owner-2026-password')
    expect(configProblems()).toEqual([expect.stringMatching(/^ADMIN_PASSWORD="\(not shown\)" is not valid: .*e-mail/)])
    expect(configProblems().join()).not.toContain('owner-2026-password')
    vi.stubEnv('ADMIN_PASSWORD', 'a long pass phrase 2026')
    expect(configProblems()).toEqual([])
    expect([adminConfig.email(), adminConfig.password()]).toEqual(['owner@example.kz', 'a long pass phrase 2026'])
    vi.stubEnv('ADMIN_EMAIL', 'not-an-address')
    expect(configProblems()).toEqual([expect.stringMatching(/^ADMIN_EMAIL="not-an-address" is not valid/)])
    vi.stubEnv('ADMIN_EMAIL', '')
    expect(configProblems()).toEqual([expect.stringMatching(/^ADMIN_EMAIL="" is not valid: expected an e-mail address when ADMIN_PASSWORD is set$/)])
  })

  it('reads TRUSTED_PROXIES as a count or a list, and the deprecated LEADS_TRUSTED_PROXIES when it is unset', () => {
    vi.stubEnv('TRUSTED_PROXIES', '2')
    expect(serverConfig.trustedProxies()).toMatchObject({ hops: 2, list: null })
    vi.stubEnv('TRUSTED_PROXIES', '10.0.0.0/8, loopback, 2001:db8::1')
    const { list } = serverConfig.trustedProxies()
    expect([list?.check('10.1.2.3'), list?.check('127.0.0.1'), list?.check('2001:db8::1', 'ipv6'), list?.check('11.0.0.1')]).toEqual([true, true, true, false])
    vi.stubEnv('LEADS_TRUSTED_PROXIES', '3')
    expect(serverConfig.trustedProxies().list).not.toBeNull()
    vi.stubEnv('TRUSTED_PROXIES', '')
    expect(serverConfig.trustedProxies()).toMatchObject({ hops: 3 })
    for (const value of ['10.0.0.0/33', 'proxy.local', '101', '1.2.3.4/8/1']) {
      vi.stubEnv('TRUSTED_PROXIES', value)
      expect(configProblems(), value).toEqual([expect.stringMatching(/^TRUSTED_PROXIES=/)])
    }
  })

  it('refuses numbers out of their range and cron expressions of the wrong shape', () => {
    for (const [name, value] of [
      ['PORT', '70000'],
      ['PORT', '0'],
      ['REQUEST_HEADERS_TIMEOUT_SECONDS', '0'],
      ['REQUEST_HEADERS_TIMEOUT_SECONDS', '301'],
      ['DATABASE_POOL_MAX', '-1'],
      ['NEXT_CACHE_REDIS_TIMEOUT_MS', '5'],
      ['LEADS_DELIVERY_CRON', 'every minute'],
      ['CALCULATOR_EXPORT_RATE_LIMIT_MAX', '-1'],
      ['CALCULATOR_EXPORT_RATE_LIMIT_MAX', 'ten'],
      ['REDIS_URL', 'http://cache:6379'],
    ]) {
      vi.stubEnv(name, value)
      expect(configProblems(), `${name}=${value}`).toEqual([expect.stringMatching(new RegExp(`^${name}=`))])
      vi.unstubAllEnvs()
    }
  })

  it('picks the one inventory source: the one configured, Profitbase when both are, or the one named', () => {
    expect(crmConfig.inventorySource()).toBeUndefined()
    vi.stubEnv('MACROCRM_URL', 'https://macro.example')
    vi.stubEnv('MACROCRM_DOMAIN', 'dev.example')
    vi.stubEnv('MACROCRM_APP_SECRET', 'secret')
    expect(crmConfig.inventorySource()).toBe('macrocrm')
    vi.stubEnv('PROFITBASE_URL', 'https://pb.example')
    vi.stubEnv('PROFITBASE_API_KEY', 'key')
    expect(crmConfig.inventorySource()).toBe('profitbase')
    vi.stubEnv('CRM_INVENTORY_SOURCE', 'macrocrm')
    expect(crmConfig.inventorySource()).toBe('macrocrm')
    vi.stubEnv('PROFITBASE_API_KEY', '')
    vi.stubEnv('CRM_INVENTORY_SOURCE', 'profitbase')
    expect(configProblems()).toEqual([expect.stringMatching(/^CRM_INVENTORY_SOURCE="profitbase" is not valid: expected a source whose variables are set/)])
    vi.stubEnv('CRM_INVENTORY_SOURCE', 'bitrix')
    expect(configProblems()).toEqual([expect.stringMatching(/^CRM_INVENTORY_SOURCE="bitrix"/)])
  })
})
