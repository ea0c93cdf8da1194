import { describe, expect, it } from 'vitest'

import { confirmationEmail, digestEmail, emailPrice, searchLabel, unitChangeEmail, unitTitle } from './alert-emails'

const links = { manage: 'https://site.kz/alerts?token=T', unsubscribe: 'https://site.kz/alerts?token=T&stop=1' }
const unit = { title: 'Квартира №12, ЖК Алатау', price: 45_600_000, url: 'https://site.kz/properties/apartments/flat-12' }

describe('the alerts’ e-mails', () => {
  it('confirm first, with the link and nothing else to do', () => {
    const email = confirmationEmail('ru', 'unit', unit.title, links.manage)
    expect(email.subject).toContain('Подтвердите подписку')
    expect(email.text).toContain(unit.title)
    expect(email.text).toContain(links.manage)
  })

  it('tell of a lower price with the price before and after, and end with the links to manage and stop', () => {
    const email = unitChangeEmail('ru', { reason: 'lowered', unit, previous_price: 48_000_000, similar: [] }, links)
    expect(email.subject).toBe('Цена снижена: Квартира №12, ЖК Алатау')
    expect(email.text).toContain('Было: 48,000,000 ₸. Стало: 45,600,000 ₸.')
    expect(email.text).toContain(unit.url)
    expect(email.text).toContain(links.manage)
    expect(email.text).toContain(links.unsubscribe)
  })

  it('tell of a sale with similar free units, in the subscriber’s language', () => {
    const other = { title: 'Flat No. 14, Alatau', price: 47_000_000, url: 'https://site.kz/en/properties/apartments/flat-14' }
    const email = unitChangeEmail('en', { reason: 'sold', unit: { ...unit, title: 'Flat No. 12' }, previous_price: unit.price, similar: [other] }, links)
    expect(email.subject).toBe('Sold: Flat No. 12')
    expect(email.text).toContain('Price: 45,600,000 ₸.')
    expect(email.text).toContain('Similar units on sale:')
    expect(email.text).toContain(other.url)
  })

  it('gather an address’s searches in one digest', () => {
    const email = digestEmail('kk', [
      { label: 'Пәтерлер, 2 бөлме', url: 'https://site.kz/kk/properties/apartments?rooms=2', added: [unit], cheaper: [{ ...unit, from: 50_000_000 }], links },
    ])
    expect(email.subject).toContain('Іздеулеріңіз бойынша жаңалықтар')
    expect(email.text).toContain('Жаңалары: 1')
    expect(email.text).toContain(`${emailPrice(50_000_000)} → ${emailPrice(unit.price)}`)
    expect(email.text).toContain(links.manage)
  })

  it('name units and searches in words', () => {
    expect(unitTitle('ru', 'garage', '7', 'ЖК Алатау')).toBe('Машино-место №7, ЖК Алатау')
    expect(searchLabel('ru', 'flat', 'rooms=2&rooms=4&price_to=40000000&complex_id=3')).toBe('Квартиры, 2, 4+ комн., до 40,000,000 ₸, ещё фильтров: 1')
    expect(searchLabel('en', 'storageroom', 'area_from=3')).toBe('Storerooms, 3–… m²')
  })
})
