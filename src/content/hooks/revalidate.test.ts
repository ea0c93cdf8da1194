import { describe, expect, it } from 'vitest'

import { changesPublicState } from './revalidate'

describe('which saves expire the cached pages', () => {
  it('publishing, unpublishing and saving reference data do; saving a draft of a draft does not', () => {
    expect(changesPublicState({ _status: 'published' }, { _status: 'draft' })).toBe(true)
    expect(changesPublicState({ _status: 'draft' }, { _status: 'published' })).toBe(true)
    expect(changesPublicState({}, {})).toBe(true)
    expect(changesPublicState({ _status: 'draft' }, { _status: 'draft' })).toBe(false)
    expect(changesPublicState({ _status: 'draft' }, null)).toBe(false)
  })
})
