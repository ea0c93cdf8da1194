import type { ShellModel } from '@/components/shell/types'
import { countValues } from '@/domain/money'
import type { Translate } from '@/i18n/messages'

/**
 * Sample header data for the /test-ui page, independent of the store: the browser tests check the
 * menus against these values.
 */
export function sampleModel(base: ShellModel, t: Translate): ShellModel {
  const priced = (label: string, price: string, href: string) => ({ href, label, note: t('price-from', { price }) })
  return {
    ...base,
    projects: {
      ...base.projects,
      items: [priced('Alatau Residence', `18.5 ${t('short-million')} ₸`, '/test-ui#alatau'), priced('Esil Park', `24 ${t('short-million')} ₸`, '/test-ui#esil')],
    },
    properties: {
      ...base.properties,
      tabs: [
        {
          id: 'flat',
          title: 'Квартиры / Пәтерлер / Apartments',
          count: t('offers-count', countValues(1234)),
          all: { href: '/test-ui#flat', label: 'Apartments' },
          groups: [
            {
              title: t('nav-by-rooms'),
              items: [
                priced(t('rooms-count', { count: 1 }), `18.5 ${t('short-million')} ₸`, '/test-ui#rooms-1'),
                priced(t('rooms-count-plus', { count: 4 }), `61 ${t('short-million')} ₸`, '/test-ui#rooms-4'),
              ],
            },
            { title: t('nav-by-restoration'), items: [priced('White box', `20 ${t('short-million')} ₸`, '/test-ui#white-box')] },
          ],
        },
        { id: 'garage', title: 'Parking', count: t('offers-count', countValues(21)), all: { href: '/test-ui#garage', label: 'Parking' }, groups: [] },
      ],
    },
    contact: {
      phone: '+7 (727) 355-00-00',
      phoneHref: 'tel:+77273550000',
      whatsapp: '77013550000',
      salesEmail: 'sales@example.kz',
      socials: [
        { network: 'instagram', url: 'https://instagram.com/example', label: 'Instagram' },
        { network: 'facebook', url: 'https://facebook.com/example', label: 'Facebook' },
        { network: 'youtube', url: 'https://youtube.com/@example', label: 'YouTube' },
      ],
    },
  }
}
