import type { Payload } from 'payload'

import en from '../i18n/messages/en.json'
import kk from '../i18n/messages/kk.json'
import ru from '../i18n/messages/ru.json'
import { COMPLEXES, CITIES } from './texts/catalogue'
import { POLICY, REDIRECTS, SITE } from './texts/site'
import type { FileSpec } from './images/library'
import type { Ids } from './catalogue'
import { Loc, SEED_OPTIONS, createLocalized, t, updateGlobalLocalized } from './localized'
import { simplePdf } from './pdf'

/** UI strings, redirects, the site-settings global and the documents (PDF) it links to. */

/** Privacy policy per language, and per project its declaration, its permit and each queue's guarantee, generated as small PDFs. */
export function documentFiles(): FileSpec[] {
  const policies: FileSpec[] = (['ru', 'kk', 'en'] as const).map((locale) => ({
    key: `policy-${locale}`,
    alt: t(`Политика конфиденциальности (${locale})`, `Құпиялылық саясаты (${locale})`, `Privacy policy (${locale})`),
    name: `policy-${locale}.pdf`,
    mimetype: 'application/pdf',
    data: () => {
      const policy = POLICY[locale]
      return simplePdf(policy.title, [
        { text: policy.title, size: 18, bold: true },
        { text: 'Qazaq Stroy', size: 11, gapBefore: 4 },
        ...policy.paragraphs.map((text) => ({ text, size: 10.5, gapBefore: 8 })),
      ])
    },
  }))
  const declarations: FileSpec[] = COMPLEXES.map((c) => {
    const city = CITIES.find((x) => x.slug === c.city)!
    return {
      key: `declaration-${c.slug}`,
      alt: t(`Проектная декларация ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің жобалық декларациясы`, `${c.name.en} project declaration`),
      name: `declaration-${c.slug}.pdf`,
      mimetype: 'application/pdf',
      data: () =>
        simplePdf(`Проектная декларация ЖК «${c.name.ru}»`, [
          { text: `Проектная декларация ЖК «${c.name.ru}»`, size: 16, bold: true },
          { text: `«${c.name.kk}» тұрғын үй кешенінің жобалық декларациясы`, size: 12, gapBefore: 2 },
          { text: `Застройщик / Құрылыс салушы: ТОО «Qazaq Stroy»`, size: 10.5, gapBefore: 14 },
          { text: `Адрес / Мекенжайы: ${city.name.ru}, ${c.address.ru}`, size: 10.5, gapBefore: 4 },
          { text: `Класс / Класы: ${c.class}`, size: 10.5, gapBefore: 4 },
          ...c.houses.map((h) => ({
            text: `Очередь ${h.number} / ${h.number}-кезек: ${h.floors} этажей, ${h.sections} подъезда, срок сдачи ${h.quarter} кв. ${h.year}`,
            size: 10.5,
            gapBefore: 4,
          })),
          { text: 'Демонстрационный документ. Демонстрациялық құжат.', size: 9, gapBefore: 20 },
        ]),
    }
  })
  const permits: FileSpec[] = COMPLEXES.map((c, index) => ({
    key: `permit-${c.slug}`,
    alt: t(`Разрешение на строительство ЖК «${c.name.ru}»`, `«${c.name.kk}» кешенінің құрылысына рұқсат`, `${c.name.en} construction permit`),
    name: `permit-${c.slug}.pdf`,
    mimetype: 'application/pdf',
    data: () =>
      simplePdf(`Разрешение на строительство ЖК «${c.name.ru}»`, [
        { text: 'Уведомление о начале производства строительно-монтажных работ', size: 15, bold: true },
        { text: 'Құрылыс-монтаж жұмыстарын жүргізудің басталғаны туралы хабарлама', size: 11, gapBefore: 2 },
        { text: `Объект / Нысан: ЖК «${c.name.ru}», ${c.address.ru}`, size: 10.5, gapBefore: 14 },
        { text: `№ ${permitNumber(index)} от ${permitDay(index)}`, size: 10.5, gapBefore: 4 },
        { text: `Выдано / Берген: ${PERMIT_ISSUER.ru}`, size: 10.5, gapBefore: 4 },
        { text: 'Демонстрационный документ. Демонстрациялық құжат.', size: 9, gapBefore: 20 },
      ]),
  }))
  const guarantees: FileSpec[] = COMPLEXES.flatMap((c) =>
    c.houses.map((h) => ({
      key: `guarantee-${c.slug}-${h.number}`,
      alt: t(`Гарантия ЕУК: ЖК «${c.name.ru}», очередь ${h.number}`, `ЕУК кепілдігі: «${c.name.kk}», ${h.number}-кезек`, `KHC guarantee: ${c.name.en}, phase ${h.number}`),
      name: `guarantee-${c.slug}-${h.number}.pdf`,
      mimetype: 'application/pdf',
      data: () =>
        simplePdf(`Гарантия ЕУК: ЖК «${c.name.ru}», очередь ${h.number}`, [
          { text: 'Договор о предоставлении гарантии', size: 15, bold: true },
          { text: 'Кепілдік беру туралы шарт', size: 11, gapBefore: 2 },
          { text: `Гарант / Кепілгер: ${GUARANTOR.ru}`, size: 10.5, gapBefore: 14 },
          { text: `Объект / Нысан: ЖК «${c.name.ru}», очередь ${h.number}, срок ввода ${h.quarter} кв. ${h.year}`, size: 10.5, gapBefore: 4 },
          { text: 'Демонстрационный документ. Демонстрациялық құжат.', size: 9, gapBefore: 20 },
        ]),
    })),
  )
  return [...policies, ...declarations, ...permits, ...guarantees]
}

/** Who issues the demo documents (the real bodies' names: a buyer recognises them). */
export const PERMIT_ISSUER = t(
  'ГУ «Управление государственного архитектурно-строительного контроля»',
  '«Мемлекеттік сәулет-құрылыс бақылауы басқармасы» ММ',
  'State Architectural and Construction Control Department',
)
export const GUARANTOR = t('АО «Казахстанская жилищная компания»', '«Қазақстандық тұрғын үй компаниясы» АҚ', 'Kazakhstan Housing Company JSC')
/** The demo permits' numbers and days, the same on every run. */
export const permitNumber = (index: number): string => `KZ${String(48_210_000 + index * 731).padStart(10, '0')}`
export const permitDay = (index: number): string => `${String(10 + index).padStart(2, '0')}.03.2024`

export async function seedLocalizations(payload: Payload): Promise<number> {
  const messages: Record<'ru' | 'kk' | 'en', Record<string, string>> = { ru, kk, en }
  const keys = [...new Set([...Object.keys(ru), ...Object.keys(kk), ...Object.keys(en)])].sort()
  for (const key of keys) {
    // A key missing in one language falls back to Russian, so every entry is complete.
    const content = new Loc(messages.ru[key] ?? messages.en[key], messages.kk[key] ?? messages.ru[key] ?? messages.en[key], messages.en[key] ?? messages.ru[key])
    await createLocalized(payload, 'localizations', { key, content })
  }
  return keys.length
}

export async function seedRedirects(payload: Payload): Promise<void> {
  for (const r of REDIRECTS) await payload.create({ collection: 'redirects', data: r, ...SEED_OPTIONS })
}

export async function seedSiteSettings(payload: Payload, images: Ids): Promise<void> {
  await updateGlobalLocalized(payload, 'site-settings', {
    company_name: SITE.company,
    phone: SITE.phone,
    whatsapp: SITE.whatsapp,
    telegram: SITE.telegram,
    sales_email: SITE.salesEmail,
    info_email: SITE.infoEmail,
    socials: SITE.socials,
    policy: new Loc(images['policy-ru'], images['policy-kk'], images['policy-en']),
    requisites: SITE.requisites,
    made_by: SITE.madeBy,
    analytics: { yandex_metrika_id: null, google_analytics_id: null },
    seo: SITE.seo,
  })
}
