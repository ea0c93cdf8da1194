import { describe, expect, it } from 'vitest'

import { MAX_SLUG_LENGTH, numberedSlug, slugFromName } from './slugs'

describe('a slug from a name', () => {
  it('transliterates Russian and Kazakh into lowercase Latin words joined by hyphens', () => {
    expect(slugFromName('ЖК Нұрлы Жол — 2 очередь')).toBe('zhk-nurly-zhol-2-ochered')
    expect(slugFromName('Қазақстан әуе жолдары ғимараты')).toBe('qazaqstan-aue-zholdary-gimaraty')
    expect(slugFromName('Сдача дома №3 в эксплуатацию')).toBe('sdacha-doma-3-v-ekspluatatsiyu')
    expect(slugFromName('Shop & Office')).toBe('shop-and-office')
  })

  it('keeps to the slug rule and its length, also when a number is added', () => {
    const long = slugFromName('Очень длинное название '.repeat(10))
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(long).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    const numbered = numberedSlug(long, 12)
    expect(numbered.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH)
    expect(numbered).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*-12$/)
  })
})
