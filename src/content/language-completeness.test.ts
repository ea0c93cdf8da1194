import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { missingTranslations, withEditedLocale } from './language-completeness'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { type: 'row', fields: [{ name: 'excerpt', type: 'textarea', localized: true }] },
  { name: 'features', type: 'array', fields: [{ name: 'title', type: 'text', localized: true }] },
  { name: 'seo', type: 'group', fields: [{ name: 'title', type: 'text', localized: true }] },
]

describe('missingTranslations', () => {
  it('lists, by language, the texts the default language has and the others lack', () => {
    const doc = {
      title: { ru: 'Новость', kk: 'Жаңалық', en: '' },
      slug: 'news',
      excerpt: { ru: 'Анонс', kk: null },
      features: [{ title: { ru: 'Парк', kk: 'Саябақ', en: 'Park' } }, { title: { ru: 'Школа', en: 'School' } }],
      seo: { title: { ru: '', kk: '', en: '' } },
    }
    expect(missingTranslations(fields, doc, ['ru', 'kk', 'en'], 'ru')).toEqual({ en: ['title', 'excerpt'], kk: ['excerpt', 'features 2 › title'] })
  })

  it('finds nothing missing in a complete document, and names fields as asked', () => {
    const doc = { title: { ru: 'А', kk: 'Ә', en: 'A' }, excerpt: { ru: ' ', kk: '', en: '' } }
    expect(missingTranslations(fields, doc, ['ru', 'kk', 'en'], 'ru')).toEqual({})
    expect(missingTranslations(fields, { title: { ru: 'А' } }, ['ru', 'kk'], 'ru', () => 'Заголовок')).toEqual({ kk: ['Заголовок'] })
  })

  it('looks into tabs and blocks, a named tab by its data, block rows numbered', () => {
    const nested: Field[] = [
      {
        type: 'tabs',
        tabs: [
          { label: 'Main', fields: [{ name: 'intro', type: 'textarea', localized: true }] },
          { name: 'about', label: 'About', fields: [{ name: 'history', type: 'text', localized: true }] },
        ],
      },
      {
        name: 'sections',
        type: 'blocks',
        blocks: [
          { slug: 'quote', fields: [{ name: 'text', type: 'text', localized: true }] },
          { slug: 'image', fields: [{ name: 'photo', type: 'upload', relationTo: 'media', localized: true }] },
        ],
      },
    ]
    const doc = {
      intro: { ru: 'Вступление' },
      about: { history: { ru: 'История', kk: 'Тарих' } },
      sections: [
        { blockType: 'quote', text: { ru: 'Цитата', en: 'Quote' } },
        { blockType: 'gone', text: { ru: 'Нет' } },
        { blockType: 'image', photo: { ru: 5, kk: 5, en: 5 } },
      ],
    }
    expect(missingTranslations(nested, doc, ['ru', 'kk', 'en'], 'ru')).toEqual({ kk: ['intro', 'sections 1 › text'], en: ['intro', 'history'] })
  })

  it('reads rich text by its text nodes', () => {
    const rich: Field[] = [{ name: 'content', type: 'richText', localized: true }]
    const text = (value: string) => ({ root: { children: [{ children: [{ type: 'text', text: value }] }] } })
    expect(missingTranslations(rich, { content: { ru: text('Текст'), kk: text(' '), en: text('Text') } }, ['ru', 'kk', 'en'], 'ru')).toEqual({ kk: ['content'] })
  })

  it('counts the texts typed in the form but not saved yet, in the language being edited', () => {
    const saved = { title: { ru: '', kk: 'Жаңалық' }, features: [{ title: { kk: 'Саябақ' } }] }
    const form = { title: 'Новость', slug: 'news', features: [{ title: 'Парк' }, { title: 'Школа' }] }
    const doc = withEditedLocale(fields, saved, form, 'ru')
    expect(doc).toMatchObject({ title: { ru: 'Новость', kk: 'Жаңалық' }, features: [{ title: { ru: 'Парк', kk: 'Саябақ' } }, { title: { ru: 'Школа' } }] })
    expect(missingTranslations(fields, doc, ['ru', 'kk', 'en'], 'ru')).toEqual({ en: ['title', 'features 1 › title', 'features 2 › title'], kk: ['features 2 › title'] })
  })
})
