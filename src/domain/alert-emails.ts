/**
 * The alerts' e-mails (issue 34, item 1), plain text in the language the visitor used: the confirmation,
 * a followed unit's change, and a saved search's digest. Every one but the confirmation ends with the
 * links that list what the address follows and stop it. Pure (alert-emails.test.ts).
 */

import type { UnitAlertReason } from './alerts'
import type { EstateCategoryCode } from './estate-categories'
import { parseListingQuery } from './estates-query'
import type { Locale } from './locales'
import { CURRENCY_SYMBOL, formatMoney, formatNumber } from './money'

export type Email = { subject: string; text: string }

/** A unit as an e-mail names it: «Квартира №12, ЖК Esentai» and its page. */
export type UnitLine = { title: string; price: number; url: string }

/** The links under every alert: the list of what the address follows, and one click that stops this alert. */
export type AlertLinks = { manage: string; unsubscribe: string }

const WORDS = {
  ru: {
    site: 'Qazaq Stroy',
    confirmSubject: 'Подтвердите подписку',
    confirmUnit: 'Вы попросили сообщать об изменениях цены и статуса: {what}.',
    confirmSearch: 'Вы сохранили поиск: {what}. Раз в день мы будем присылать новые подходящие помещения и снижения цен.',
    confirmAction: 'Чтобы подписка заработала, подтвердите её по ссылке:',
    confirmIgnore: 'Если это были не вы, просто не отвечайте: без подтверждения мы ничего не пришлём, а адрес удалим через 7 дней.',
    lowered: 'Цена снижена: {what}',
    sold: 'Продано: {what}',
    reserved: 'Забронировано: {what}',
    free: 'Снова в продаже: {what}',
    priceWas: 'Было: {from}. Стало: {to}.',
    price: 'Цена: {price}.',
    similar: 'Похожие свободные помещения:',
    digestSubject: 'Новое по вашим поискам',
    added: 'Новые: {count}',
    cheaper: 'Подешевели: {count}',
    more: 'Все подходящие: {url}',
    manage: 'Ваши подписки: {url}',
    unsubscribe: 'Отписаться от этого: {url}',
  },
  kk: {
    site: 'Qazaq Stroy',
    confirmSubject: 'Жазылымды растаңыз',
    confirmUnit: 'Сіз баға мен мәртебенің өзгерісі туралы хабарлауды сұрадыңыз: {what}.',
    confirmSearch: 'Сіз іздеуді сақтадыңыз: {what}. Күніне бір рет жаңа сәйкес үй-жайлар мен баға төмендеуін жібереміз.',
    confirmAction: 'Жазылым жұмыс істеуі үшін оны сілтеме арқылы растаңыз:',
    confirmIgnore: 'Егер бұл сіз болмасаңыз, жауап бермеңіз: растаусыз ештеңе жібермейміз, ал мекенжайды 7 күннен кейін өшіреміз.',
    lowered: 'Баға төмендеді: {what}',
    sold: 'Сатылды: {what}',
    reserved: 'Брондалды: {what}',
    free: 'Қайта сатылымда: {what}',
    priceWas: 'Бұрын: {from}. Қазір: {to}.',
    price: 'Бағасы: {price}.',
    similar: 'Ұқсас бос үй-жайлар:',
    digestSubject: 'Іздеулеріңіз бойынша жаңалықтар',
    added: 'Жаңалары: {count}',
    cheaper: 'Арзандағандары: {count}',
    more: 'Барлық сәйкестері: {url}',
    manage: 'Жазылымдарыңыз: {url}',
    unsubscribe: 'Бұдан бас тарту: {url}',
  },
  en: {
    site: 'Qazaq Stroy',
    confirmSubject: 'Please confirm your subscription',
    confirmUnit: 'You asked to hear of price and status changes of {what}.',
    confirmSearch: 'You saved a search: {what}. Once a day we will send new matching units and price drops.',
    confirmAction: 'To start it, confirm it here:',
    confirmIgnore: 'If this was not you, do nothing: without confirmation we send nothing, and the address is deleted in 7 days.',
    lowered: 'Price lowered: {what}',
    sold: 'Sold: {what}',
    reserved: 'Reserved: {what}',
    free: 'Back on sale: {what}',
    priceWas: 'Was: {from}. Now: {to}.',
    price: 'Price: {price}.',
    similar: 'Similar units on sale:',
    digestSubject: 'News for your saved searches',
    added: 'New: {count}',
    cheaper: 'Cheaper: {count}',
    more: 'Everything that matches: {url}',
    manage: 'Your subscriptions: {url}',
    unsubscribe: 'Stop this one: {url}',
  },
} as const satisfies Record<Locale, Record<string, string>>

const UNIT_WORDS: Record<Locale, Record<EstateCategoryCode, [one: string, many: string]>> = {
  ru: {
    flat: ['Квартира', 'Квартиры'],
    comm: ['Коммерческое помещение', 'Коммерческие помещения'],
    garage: ['Машино-место', 'Машино-места'],
    storageroom: ['Кладовая', 'Кладовые'],
  },
  kk: { flat: ['Пәтер', 'Пәтерлер'], comm: ['Коммерциялық үй-жай', 'Коммерциялық үй-жайлар'], garage: ['Көлік орны', 'Көлік орындары'], storageroom: ['Қойма', 'Қоймалар'] },
  en: { flat: ['Flat', 'Flats'], comm: ['Commercial premises', 'Commercial premises'], garage: ['Parking space', 'Parking spaces'], storageroom: ['Storeroom', 'Storerooms'] },
}

const FILTER_WORDS: Record<Locale, { rooms: string; from: string; to: string; area: string; more: string }> = {
  ru: { rooms: 'комн.', from: 'от', to: 'до', area: 'м²', more: 'ещё фильтров: {count}' },
  kk: { rooms: 'бөлме', from: 'бастап', to: 'дейін', area: 'м²', more: 'тағы сүзгі: {count}' },
  en: { rooms: 'rooms', from: 'from', to: 'up to', area: 'm²', more: 'more filters: {count}' },
}

/** A unit in words: «Квартира №12, ЖК Esentai». */
export const unitTitle = (locale: Locale, category: EstateCategoryCode, number: string, project: string): string =>
  `${UNIT_WORDS[locale][category][0]} ${locale === 'en' ? 'No ' : '№'}${number}${project ? `, ${project}` : ''}`

/** A saved search in words: «Квартиры, 2, 3 комн., до 40,000,000 ₸» (rooms and price; the other filters counted). */
export function searchLabel(locale: Locale, category: EstateCategoryCode, search: string): string {
  const { query } = parseListingQuery(search)
  const words = FILTER_WORDS[locale]
  const parts = [UNIT_WORDS[locale][category][1]]
  if (query.rooms.length) parts.push(`${query.rooms.map((rooms) => (rooms >= 4 ? '4+' : String(rooms))).join(', ')} ${words.rooms}`)
  const price = [
    query.price_from !== undefined ? `${words.from} ${emailPrice(query.price_from)}` : '',
    query.price_to !== undefined ? `${words.to} ${emailPrice(query.price_to)}` : '',
  ]
  if (price.some(Boolean)) parts.push(price.filter(Boolean).join(' '))
  const area = [query.area_from, query.area_to]
  if (area.some((value) => value !== undefined)) parts.push(`${area.map((value) => (value === undefined ? '…' : formatNumber(value))).join('–')} ${words.area}`)
  const others =
    query.restorations.length +
    query.complex_id.length +
    query.house_id.length +
    query.completion.length +
    Number(query.floor_from !== undefined) +
    Number(query.floor_to !== undefined)
  if (others) parts.push(words.more.replace('{count}', String(others)))
  return parts.join(', ')
}

type Key = keyof (typeof WORDS)['ru']

const say = (locale: Locale, key: Key, values: Record<string, string | number> = {}): string =>
  WORDS[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))

/** A price as the e-mails write it: 45,600,000 ₸ (the site's grouping, whole tenge). */
export const emailPrice = (price: number): string => `${formatMoney(price, 0)} ${CURRENCY_SYMBOL}`

const unitLine = (unit: UnitLine): string => `${unit.title}, ${emailPrice(unit.price)}\n${unit.url}`

const footer = (locale: Locale, links: AlertLinks): string =>
  ['--', say(locale, 'manage', { url: links.manage }), say(locale, 'unsubscribe', { url: links.unsubscribe })].join('\n')

/** The first e-mail: nothing else is sent before its link is followed. `what`: the unit or the search in words. */
export function confirmationEmail(locale: Locale, kind: 'unit' | 'search', what: string, confirmUrl: string): Email {
  return {
    subject: `${say(locale, 'confirmSubject')} · ${say(locale, 'site')}`,
    text: [say(locale, kind === 'unit' ? 'confirmUnit' : 'confirmSearch', { what }), '', say(locale, 'confirmAction'), confirmUrl, '', say(locale, 'confirmIgnore')].join('\n'),
  }
}

/** A followed unit's change: its price before and after, or its new status (a sold one with similar free units). */
export function unitChangeEmail(locale: Locale, change: { reason: UnitAlertReason; unit: UnitLine; previous_price: number; similar: UnitLine[] }, links: AlertLinks): Email {
  const { reason, unit } = change
  const lines = [unit.title, unit.url, '']
  lines.push(
    change.previous_price !== unit.price
      ? say(locale, 'priceWas', { from: emailPrice(change.previous_price), to: emailPrice(unit.price) })
      : say(locale, 'price', { price: emailPrice(unit.price) }),
  )
  if (change.similar.length) lines.push('', say(locale, 'similar'), ...change.similar.map(unitLine))
  return { subject: say(locale, reason, { what: unit.title }), text: [...lines, '', footer(locale, links)].join('\n') }
}

/** One saved search in a digest: its words, its listing, and its news. */
export type SearchDigest = { label: string; url: string; added: UnitLine[]; cheaper: Array<UnitLine & { from: number }>; links: AlertLinks }

/** The day's digest of an address's saved searches: one e-mail, each search with its new and cheaper units. */
export function digestEmail(locale: Locale, searches: SearchDigest[]): Email {
  const blocks = searches.map((search) => {
    const lines = [search.label]
    if (search.added.length) lines.push('', say(locale, 'added', { count: search.added.length }), ...search.added.map(unitLine))
    if (search.cheaper.length) {
      lines.push('', say(locale, 'cheaper', { count: search.cheaper.length }))
      for (const unit of search.cheaper) lines.push(`${unit.title}: ${emailPrice(unit.from)} → ${emailPrice(unit.price)}\n${unit.url}`)
    }
    lines.push('', say(locale, 'more', { url: search.url }), say(locale, 'unsubscribe', { url: search.links.unsubscribe }))
    return lines.join('\n')
  })
  const manage = searches[0] ? say(locale, 'manage', { url: searches[0].links.manage }) : ''
  return { subject: `${say(locale, 'digestSubject')} · ${say(locale, 'site')}`, text: [...blocks, '--', manage].join('\n\n') }
}
