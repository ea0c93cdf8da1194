import { describe, expect, it } from 'vitest'

import { compoundFile, validDoc, wordStream } from '../../tests/support/cv-samples'
import { compoundFileKind, docProblem } from './cv-doc'

describe('docProblem: a Word 97–2003 document without macros or embedded objects', () => {
  it('accepts a valid .doc, also with an empty ObjectPool storage (Word often writes one)', () => {
    expect(docProblem(validDoc())).toBeNull()
    expect(docProblem(validDoc([{ name: 'ObjectPool', storage: [] }]))).toBeNull()
    expect(compoundFileKind(validDoc())).toBe('doc')
  })

  it('refuses macros: a Macros storage with its VBA project, whatever the letter case', () => {
    expect(docProblem(validDoc([{ name: 'Macros', storage: [{ name: 'VBA', storage: [{ name: '_VBA_PROJECT', data: Buffer.alloc(4096, 7) }] }] }]))).toBe('validation_file_unsafe')
    expect(docProblem(validDoc([{ name: 'MACROS', storage: [] }]))).toBe('validation_file_unsafe')
    expect(docProblem(validDoc([{ name: '_VBA_PROJECT_CUR', storage: [] }]))).toBe('validation_file_unsafe')
  })

  it('refuses embedded OLE objects (an ObjectPool with something in it)', () => {
    expect(docProblem(validDoc([{ name: 'ObjectPool', storage: [{ name: '_1234567890', storage: [{ name: '\u0001Ole10Native', data: Buffer.alloc(4096, 9) }] }] }]))).toBe(
      'validation_file_unsafe',
    )
  })

  it('refuses a password-protected .doc, a directory that loops, and a compound file that is no Word document', () => {
    expect(
      docProblem(
        compoundFile([
          { name: 'WordDocument', data: wordStream(true) },
          { name: '1Table', data: Buffer.alloc(4096) },
        ]),
      ),
    ).toBe('validation_file_protected')
    expect(docProblem(compoundFile([{ name: 'WordDocument', data: wordStream() }], { loopDirectory: true }))).toBe('validation_file_damaged')
    expect(docProblem(compoundFile([{ name: 'Workbook', data: Buffer.alloc(4096) }]))).toBe('validation_file_type')
    expect(docProblem(compoundFile([{ name: 'WordDocument', data: Buffer.alloc(4096) }]))).toBe('validation_file_damaged')
    expect(
      compoundFileKind(
        compoundFile([
          { name: 'EncryptionInfo', data: Buffer.alloc(4096) },
          { name: 'EncryptedPackage', data: Buffer.alloc(4096) },
        ]),
      ),
    ).toBe('encrypted-package')
    expect(compoundFileKind(Buffer.alloc(2048))).toBeNull()
  })
})
