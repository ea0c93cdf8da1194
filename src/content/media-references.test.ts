import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { holdsUpload, uploadPaths } from './media-references'

const fields: Field[] = [
  { name: 'cover', type: 'upload', relationTo: 'media' },
  { name: 'policy', type: 'upload', relationTo: 'lead-files' },
  { name: 'logo', type: 'upload', relationTo: 'media', localized: true },
  { type: 'row', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] },
  { type: 'collapsible', label: 'More', fields: [{ name: 'gallery', type: 'relationship', relationTo: 'media', hasMany: true }] },
  { name: 'seo', type: 'group', localized: true, fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  {
    type: 'tabs',
    tabs: [
      { label: 'Plain', fields: [{ name: 'preview', type: 'upload', relationTo: 'media' }] },
      { name: 'about', label: 'About', fields: [{ name: 'photo', type: 'upload', relationTo: 'media' }] },
    ],
  },
  { name: 'features', type: 'array', fields: [{ name: 'icon', type: 'upload', relationTo: 'media' }] },
  {
    name: 'blocks',
    type: 'blocks',
    blocks: [
      { slug: 'banner', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
      { slug: 'quote', fields: [{ name: 'text', type: 'text' }] },
    ],
  },
  { name: 'owner', type: 'relationship', relationTo: ['media', 'users'] },
]

describe('media references', () => {
  it('finds the query path of every upload field to a collection, through groups, rows, collapsibles, tabs, arrays and blocks', () => {
    expect(uploadPaths(fields, 'media')).toEqual([
      { path: 'cover', localized: false },
      { path: 'logo', localized: true },
      { path: 'photo', localized: false },
      { path: 'gallery', localized: false },
      { path: 'seo.image', localized: true },
      { path: 'preview', localized: false },
      { path: 'about.photo', localized: false },
      { path: 'features.icon', localized: false },
      { path: 'blocks.image', localized: false },
    ])
    expect(uploadPaths(fields, 'lead-files')).toEqual([{ path: 'policy', localized: false }])
    expect(uploadPaths(fields, 'users')).toEqual([])
  })

  it('tells whether data read with every locale holds a file, wherever the fields put it', () => {
    const holds = (data: unknown, id: number | string = 7) => holdsUpload(fields, data, 'media', id)
    expect(holds({ cover: 7 })).toBe(true)
    expect(holds({ cover: { id: 7 } }, '7')).toBe(true)
    expect(holds({ cover: 8, policy: 7 })).toBe(false)
    expect(holds({ logo: { ru: 3, kk: 7 } })).toBe(true)
    expect(holds({ photo: 7 })).toBe(true)
    expect(holds({ gallery: [1, { id: 7 }] })).toBe(true)
    expect(holds({ seo: { ru: { image: 1 }, en: { image: 7 } } })).toBe(true)
    expect(holds({ seo: { image: 7 } })).toBe(false)
    expect(holds({ preview: 7 })).toBe(true)
    expect(holds({ about: { photo: 7 } })).toBe(true)
    expect(holds({ about: 7 })).toBe(false)
    expect(holds({ features: [{ icon: 1 }, { icon: 7 }] })).toBe(true)
    expect(
      holds({
        blocks: [
          { blockType: 'quote', text: '7' },
          { blockType: 'banner', image: 7 },
        ],
      }),
    ).toBe(true)
    expect(holds({ blocks: [{ blockType: 'gone', image: 7 }] })).toBe(false)
    expect(holds({ owner: 7 })).toBe(false)
    expect([holds(null), holds(7), holds({})]).toEqual([false, false, false])
  })
})
