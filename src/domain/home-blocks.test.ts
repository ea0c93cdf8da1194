import { describe, expect, it } from 'vitest'

import { DEFAULT_HOME_BLOCKS, HOME_BLOCK_TYPES, homeBlocks } from './home-blocks'

describe('home page blocks', () => {
  it('keeps the editors order, headings and leads', () => {
    expect(
      homeBlocks([
        { blockType: 'news', title: ' Latest ', text: 'Lead' },
        { blockType: 'banners', title: null, text: null },
      ]),
    ).toEqual([
      { type: 'news', title: 'Latest', text: 'Lead' },
      { type: 'banners', title: '', text: '' },
    ])
  })

  it('falls back to every section in the default order when the global is empty', () => {
    expect(homeBlocks(undefined)).toEqual(DEFAULT_HOME_BLOCKS)
    expect(homeBlocks(null)).toEqual(DEFAULT_HOME_BLOCKS)
    expect(homeBlocks([])).toEqual(DEFAULT_HOME_BLOCKS)
    expect(homeBlocks([]).map((b) => b.type)).toEqual([...HOME_BLOCK_TYPES])
  })

  it('drops unknown block types and repeated sections (the first wins)', () => {
    expect(homeBlocks([{ blockType: 'old-block', title: 'x' }, { blockType: 'videos', title: 'First' }, { blockType: 'videos', title: 'Second' }, { blockType: 42 }])).toEqual([
      { type: 'videos', title: 'First', text: '' },
    ])
    // Only unknown rows: still never an empty page.
    expect(homeBlocks([{ blockType: 'gone' }])).toEqual(DEFAULT_HOME_BLOCKS)
  })

  it('does not let a caller change the defaults', () => {
    const blocks = homeBlocks([])
    blocks[0].title = 'changed'
    expect(DEFAULT_HOME_BLOCKS[0].title).toBe('')
  })
})
