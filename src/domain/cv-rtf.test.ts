import { describe, expect, it } from 'vitest'

import { rtf } from '../../tests/support/cv-samples'
import { rtfProblem } from './cv-rtf'

describe('rtfProblem: an RTF without HTML or embedded objects', () => {
  it('accepts a valid RTF CV (Unicode and code-page letters, an escaped backslash before "object")', () => {
    expect(rtfProblem(rtf())).toBeNull()
    expect(rtfProblem(rtf('{\\*\\datastore 0105000002000000}'))).toBeNull()
    expect(rtfProblem(rtf('{\\pict\\pngblip\\picw10\\pich10 89504e470d0a1a0a}'))).toBeNull()
    expect(rtfProblem(rtf('{\\bin4 \x00{\x7d\xff}'))).toBeNull()
  })

  it('refuses HTML carried in RTF: \\fromhtml, \\*\\htmltag groups, literal tags', () => {
    expect(rtfProblem(Buffer.from(rtf().toString('latin1').replace('\\ansi', '\\ansi\\fromhtml1'), 'latin1'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('{\\*\\htmltag84 <script>alert(1)</script>}'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('{\\*\\mhtmltag1 <b>}'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('\\par <script>alert(document.cookie)</script>'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('\\par <img src=x onerror=alert(1)>'))).toBe('validation_file_unsafe')
  })

  it('refuses embedded objects, the classic exploit route', () => {
    expect(rtfProblem(rtf('{\\object\\objemb{\\*\\objclass Equation.3}\\objw380\\objh260{\\*\\objdata 01050000020000000b000000}}'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('{\\*\\objdata 0105000002000000}'))).toBe('validation_file_unsafe')
    expect(rtfProblem(rtf('{\\objautlink\\rsltpict}'))).toBe('validation_file_unsafe')
    // A control word longer than RTF allows, which Word still reads by its first letters.
    expect(rtfProblem(rtf(`{\\objdata${'x'.repeat(300)} 0105}`))).toBe('validation_file_unsafe')
  })

  it('refuses an RTF that does not hold together: no {\\rtf1, unbalanced groups, something after the end', () => {
    expect(rtfProblem(Buffer.from(rtf().toString('latin1').replace('{\\rtf1', '{\\rtfx'), 'latin1'))).toBe('validation_file_damaged')
    expect(rtfProblem(rtf('{\\b unclosed'))).toBe('validation_file_damaged')
    expect(rtfProblem(Buffer.concat([rtf(), Buffer.from('{\\object}')]))).toBe('validation_file_damaged')
    expect(rtfProblem(Buffer.concat([rtf(), Buffer.from('MZ\x90\x00')]))).toBe('validation_file_damaged')
    expect(rtfProblem(Buffer.concat([rtf(), Buffer.from('\r\n\0\0')]))).toBeNull()
  })
})
