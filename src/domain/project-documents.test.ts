import { describe, expect, it } from 'vitest'

import { documentsOfQueue, fileSizeLabel, sortDocuments } from './project-documents'

describe('project documents', () => {
  it('list the permit and the guarantee first, in the editor’s order within a kind', () => {
    const docs = [
      { id: 1, kind: 'declaration' as const },
      { id: 2, kind: 'permit' as const },
      { id: 3, kind: 'guarantee' as const },
      { id: 4, kind: 'permit' as const },
    ]
    expect(sortDocuments(docs).map((doc) => doc.id)).toEqual([2, 4, 3, 1])
  })

  it('give a queue the project’s own documents and its own, not another queue’s', () => {
    const docs = [
      { id: 1, house: null },
      { id: 2, house: { id: 10 } },
      { id: 3, house: { id: 11 } },
    ]
    expect(documentsOfQueue(docs, 10).map((doc) => doc.id)).toEqual([1, 2])
  })

  it('write sizes in KB below a megabyte and MB with one decimal above', () => {
    const units = { kb: 'КБ', mb: 'МБ' }
    expect(fileSizeLabel(300, units)).toBe('1\u00a0КБ')
    expect(fileSizeLabel(860_000, units)).toBe('840\u00a0КБ')
    expect(fileSizeLabel(1_300_000, units)).toBe('1.2\u00a0МБ')
  })
})
