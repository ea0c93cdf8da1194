/**
 * Type tests of the UI strings' keys (src/i18n/app-config.ts), checked by `npm run typecheck`: each
 * `@ts-expect-error` below must meet an error, or tsc fails with "Unused '@ts-expect-error' directive",
 * so the typing cannot silently stop (e.g. if AppConfig stopped being picked up, every key would pass).
 */
import type { useTranslations } from '../../src/i18n/translate'
import type { getTranslations } from 'next-intl/server'
import { describe, expectTypeOf, it } from 'vitest'

import type { ApiMessageCode, ValidationCode } from '../../src/domain/api-messages'
import type { BuildStatus } from '../../src/domain/complex-filters'
import type { EstateSort } from '../../src/domain/estate-filters'
import type { MessageKey, Messages, Translate } from '../../src/i18n/messages'

declare const serverT: Awaited<ReturnType<typeof getTranslations>>
declare const clientT: ReturnType<typeof useTranslations>
declare const translate: Translate
declare const status: BuildStatus
declare const anyText: string

describe('UI string keys', () => {
  it('accept the keys of the shell and of every registered part', () => {
    serverT('nav-home')
    serverT('short-million')
    clientT('calc-monthly')
    clientT('prop-sort-price-per-m2-desc')
    translate('favorites-count', { count: 2 })
    serverT(`status-${status}`)
  })

  it('refuse a key that is not a UI string, on the server, in the browser and in the shared helpers', () => {
    // @ts-expect-error misspelt key
    serverT('nav-hom')
    // @ts-expect-error misspelt key
    clientT('order-cal')
    // @ts-expect-error misspelt key
    translate('no-such-key')
    // @ts-expect-error the old snake_case name of a renamed key
    serverT('short_million')
    // @ts-expect-error the old snake_case name of a renamed key
    clientT('prop-sort-price_per_m2')
    // @ts-expect-error any text: a key from outside must be checked first (e.g. isApiMessageCode)
    clientT(anyText)
    // @ts-expect-error a dynamic key with a part that no key has
    serverT(`status-${anyText}`)
  })

  it('type the key unions the site builds keys from', () => {
    expectTypeOf<ApiMessageCode>().toExtend<MessageKey>()
    expectTypeOf<ValidationCode>().toExtend<MessageKey>()
    expectTypeOf<`status-${BuildStatus}`>().toExtend<MessageKey>()
    expectTypeOf<`prop-sort-${EstateSort}`>().not.toExtend<MessageKey>()
    expectTypeOf<keyof Messages>().toEqualTypeOf<MessageKey>()
  })

  it('give next-intl the same messages type (AppConfig)', () => {
    expectTypeOf<Parameters<typeof serverT>[0]>().toEqualTypeOf<MessageKey>()
  })
})
