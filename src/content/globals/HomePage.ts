import type { Block, GlobalConfig } from 'payload'

import { HOME_BLOCK_TYPES, type HomeBlockType } from '../../domain/home-blocks'
import { contentGlobal } from '../fields'
import { w, type Words } from '../admin-words'
import { PAGES } from '../../domain/site-pages'

/** What each section is called and shows; its data comes from the collections (banners, promotions, projects…). */
const LABELS: Record<HomeBlockType, { singular: Words; plural: Words; description: Words }> = {
  banners: {
    singular: w('Карусель баннеров', 'Banner carousel'),
    plural: w('Карусели баннеров', 'Banner carousels'),
    description: w('Баннеры (Медиа → Баннеры) в их порядке.', 'The banners (Media > Banners), in their order.'),
  },
  promotions: {
    singular: w('Текущие акции', 'Current promotions'),
    plural: w('Текущие акции', 'Current promotions'),
    description: w('Действующие акции.', 'The running promotions.'),
  },
  projects: {
    singular: w('Проекты', 'Projects'),
    plural: w('Проекты', 'Projects'),
    description: w('Проекты с ценой «от» и ссылкой на все.', 'The projects with their prices from, and a link to all.'),
  },
  categories: {
    singular: w('Категории недвижимости', 'Property categories'),
    plural: w('Категории недвижимости', 'Property categories'),
    description: w('Четыре категории с числом предложений.', 'The four categories with their offer counts.'),
  },
  mortgage: {
    singular: w('Блок ипотеки', 'Mortgage teaser'),
    plural: w('Блоки ипотеки', 'Mortgage teasers'),
    description: w('Наименьшая ставка ипотечных программ и ссылка на калькулятор.', "The mortgage programs' lowest rate and a link to the calculator."),
  },
  news: { singular: w('Последние новости', 'Latest news'), plural: w('Последние новости', 'Latest news'), description: w('Три последние новости.', 'The three latest news.') },
  reviews: { singular: w('Отзывы', 'Reviews'), plural: w('Отзывы', 'Reviews'), description: w('Последние отзывы покупателей.', "Customers' latest reviews.") },
  videos: {
    singular: w('Видео', 'Videos'),
    plural: w('Видео', 'Videos'),
    description: w('Видео (Медиа → Видео); плеер загружается по нажатию.', 'The videos (Media > Videos); the player loads on click.'),
  },
  consultation: {
    singular: w('Форма консультации', 'Consultation form'),
    plural: w('Формы консультации', 'Consultation forms'),
    description: w('Форма заявки на звонок.', 'A callback request form.'),
  },
}

const block = (type: HomeBlockType): Block => ({
  slug: type,
  labels: { singular: LABELS[type].singular, plural: LABELS[type].plural },
  admin: { disableBlockName: true },
  fields: [
    {
      name: 'title',
      type: 'text',
      localized: true,
      maxLength: 120,
      admin: { description: w(`${LABELS[type].description.ru} Пусто — заголовок по умолчанию.`, `${LABELS[type].description.en} Empty: the default heading.`) },
    },
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      maxLength: 600,
      admin: { description: w('Подзаголовок под заголовком (необязательно).', 'A lead under the heading (optional).') },
    },
  ],
})

/**
 * The home page's sections: which, in what order, with what heading and lead. Removing a block hides its
 * section; with no block at all the page shows every section in the default order (domain/home-blocks).
 */
export const HomePage: GlobalConfig = contentGlobal({
  slug: 'home-page',
  sitePage: PAGES.home,
  admin: { group: 'Company' },
  fields: [
    {
      name: 'blocks',
      type: 'blocks',
      maxRows: HOME_BLOCK_TYPES.length,
      admin: {
        description: {
          ru: 'Разделы главной страницы сверху вниз; перетащите, чтобы изменить порядок, удалите, чтобы скрыть.',
          en: 'The sections of the home page, top to bottom; drag to reorder, remove to hide one.',
        },
      },
      blocks: HOME_BLOCK_TYPES.map(block),
    },
  ],
})
