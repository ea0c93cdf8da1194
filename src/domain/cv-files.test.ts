import { describe, expect, it } from 'vitest'

import { CV_MAX_BYTES, CV_MIN_BYTES, cvFileProblem } from './cv-files'

describe('CV check before upload', () => {
  it('accepts PDF, DOC, DOCX and RTF from 1 KB up to the size limit', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'резюме.docx', 'a.b.doc', 'cv.rtf']) expect(cvFileProblem({ name, size: 5000 }), name).toBeNull()
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES })).toBeNull()
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MIN_BYTES })).toBeNull()
  })

  it('refuses other types, empty files, files under 1 KB and files over the limit', () => {
    for (const name of ['cv.exe', 'cv.pdf.exe', 'cv', 'cv.txt', 'photo.jpg']) expect(cvFileProblem({ name, size: 5000 }), name).toBe('validation_file_type')
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MAX_BYTES + 1 })).toBe('validation_file_size')
    expect(cvFileProblem({ name: 'cv.pdf', size: 0 })).toBe('validation_required')
    expect(cvFileProblem({ name: 'cv.pdf', size: 9 })).toBe('validation_file_small')
    expect(cvFileProblem({ name: 'cv.pdf', size: CV_MIN_BYTES - 1 })).toBe('validation_file_small')
  })
})
