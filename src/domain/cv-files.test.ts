import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES, cvFileProblem } from './cv-files'

describe('CV check before upload', () => {
  it('accepts PDF, DOC, DOCX and RTF up to the size limit', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'резюме.docx', 'a.b.doc', 'cv.rtf']) expect(cvFileProblem({ name, size: 1000 }), name).toBeNull()
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeNull()
  })

  it('refuses other types, empty files and files over the limit', () => {
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt', 'photo.jpg']) expect(cvFileProblem({ name, size: 1000 }), name).toBe('validation_file_type')
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('validation_file_size')
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe('validation_required')
  })
})
