import { describe, expect, it } from 'vitest'

import { shortenText } from './text'

describe('shortenText', () => {
  it('keeps a short text, flattening whitespace', () => {
    expect(shortenText('  Новый\n квартал ', 160)).toBe('Новый квартал')
  })
  it('cuts a long text at a word and never exceeds the limit', () => {
    const text = 'Очередь два готова на восемьдесят три процента, ведутся фасадные работы'
    const short = shortenText(text, 40)
    expect(short).toBe('Очередь два готова на восемьдесят три…')
    expect(short.length).toBeLessThanOrEqual(40)
  })
  it('cuts inside a word when there is no space early enough', () => {
    expect(shortenText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`)
  })
})
