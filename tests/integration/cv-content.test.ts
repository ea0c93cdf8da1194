import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { compoundFile, cvObjects, docxParts, pdf, rtf, validDoc, validDocx, validPdf, zip } from '../support/cv-samples'
import { countLeads, freshPhone, multipart, query, send, sha256 } from './leads-helpers'
import { cms, createLocalized, uniqueSuffix } from './staff-session'

/**
 * A CV is read through, not judged by its first bytes (issue 30 item 7): the files an outside probe got
 * accepted — a PDF header followed by HTML, an RTF holding HTML, a DOCX with an extra evil.html part,
 * a 9-byte "PDF", a name with a right-to-left override — and their kin are refused by both application
 * endpoints with 422 and the reason's key, storing nothing; valid PDF and DOCX CVs are still stored.
 */

const APPLICATION = '/api/vacancies/application'
const STUDENT = '/api/vacancies/student-application'

const attacks: Array<{ what: string; name: string; type: string; data: () => Buffer; key: string }> = [
  {
    what: 'a PDF header followed by HTML',
    name: 'cv.pdf',
    type: 'application/pdf',
    data: () => Buffer.from(`%PDF-1.4\n<html><body><script>alert(document.cookie)</script>${'<p>опыт</p>'.repeat(120)}</body></html>`),
    key: 'validation_file_unsafe',
  },
  { what: 'an RTF holding HTML', name: 'cv.rtf', type: 'application/rtf', data: () => rtf('{\\*\\htmltag84 <script>alert(1)</script>}'), key: 'validation_file_unsafe' },
  {
    what: 'an RTF from HTML',
    name: 'cv.rtf',
    type: 'application/rtf',
    data: () => Buffer.from(rtf().toString('latin1').replace('\\ansi', '\\ansi\\fromhtml1'), 'latin1'),
    key: 'validation_file_unsafe',
  },
  {
    what: 'an RTF with an embedded object',
    name: 'cv.rtf',
    type: 'application/rtf',
    data: () => rtf('{\\object\\objemb{\\*\\objdata 0105000002000000}}'),
    key: 'validation_file_unsafe',
  },
  {
    what: 'a DOCX with an extra evil.html part',
    name: 'cv.docx',
    type: 'application/octet-stream',
    data: () => zip({ ...docxParts(), 'evil.html': '<html><script>alert(1)</script></html>' }),
    key: 'validation_file_unsafe',
  },
  {
    what: 'a DOCX with macros',
    name: 'cv.docx',
    type: 'application/octet-stream',
    data: () => zip({ ...docxParts(), 'word/vbaProject.bin': Buffer.alloc(2048, 1) }),
    key: 'validation_file_unsafe',
  },
  {
    what: 'a PDF with JavaScript',
    name: 'cv.pdf',
    type: 'application/pdf',
    data: () => pdf(cvObjects('/OpenAction 6 0 R', ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])),
    key: 'validation_file_unsafe',
  },
  {
    what: 'a DOC with macros',
    name: 'cv.doc',
    type: 'application/msword',
    data: () => validDoc([{ name: 'Macros', storage: [{ name: 'VBA', storage: [] }] }]),
    key: 'validation_file_unsafe',
  },
  {
    what: 'a PDF whose cross-reference does not hold together',
    name: 'cv.pdf',
    type: 'application/pdf',
    data: () =>
      Buffer.from(
        validPdf()
          .toString('latin1')
          .replace(/startxref\n\d+/, 'startxref\n77'),
        'latin1',
      ),
    key: 'validation_file_damaged',
  },
  {
    what: 'a password-protected PDF',
    name: 'cv.pdf',
    type: 'application/pdf',
    data: () => pdf(cvObjects(), { trailer: '/Encrypt << /Filter /Standard >> ' }),
    key: 'validation_file_protected',
  },
  {
    what: 'a password-protected DOCX',
    name: 'cv.docx',
    type: 'application/octet-stream',
    data: () =>
      compoundFile([
        { name: 'EncryptionInfo', data: Buffer.alloc(4096) },
        { name: 'EncryptedPackage', data: Buffer.alloc(4096) },
      ]),
    key: 'validation_file_protected',
  },
  { what: 'a 9-byte "PDF"', name: 'cv.pdf', type: 'application/pdf', data: () => Buffer.from('%PDF-1.4\n'), key: 'validation_file_small' },
  { what: 'a 500-byte valid-looking RTF', name: 'cv.rtf', type: 'application/rtf', data: () => Buffer.from(`{\\rtf1\\ansi ${'a'.repeat(486)}}`), key: 'validation_file_small' },
]

describe.each(inject('targets'))('CV content checks on $name', (target) => {
  const { baseUrl } = target
  const run = uniqueSuffix()
  const undo: Array<() => Promise<unknown>> = []
  let vacancyId = 0

  beforeAll(async () => {
    const category = await createLocalized(baseUrl, 'vacancy-categories', { title: `Резюме ${run}`, slug: `it-cv-${run}`, order: 510 })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancy-categories/${category.id}`))
    const vacancy = await createLocalized(baseUrl, 'vacancies', {
      title: `Инженер ПТО ${run}`,
      slug: `it-cv-engineer-${run}`,
      category: category.id,
      description: 'Проверка резюме',
      order: 510,
    })
    undo.push(() => cms(baseUrl, 'DELETE', `/vacancies/${vacancy.id}`))
    vacancyId = vacancy.id
  })
  afterAll(async () => {
    for (const step of undo.reverse()) await step().catch(() => undefined)
  })

  const apply = (endpoint: string, file: { name: string; type: string; data: Buffer }) =>
    send(
      baseUrl,
      endpoint,
      multipart(
        { name: 'Дана Серікқызы', phone: freshPhone(), email: 'dana@mail.kz', ...(endpoint === APPLICATION ? { vacancy_id: String(vacancyId) } : { education: 'КазГАСА' }) },
        file,
      ),
    )

  it('refuses each attack file on both endpoints with 422 and the reason, storing nothing', async () => {
    const before = await countLeads(target)
    for (const endpoint of [APPLICATION, STUDENT]) {
      for (const { what, name, type, data, key } of attacks) {
        const answer = await send(
          baseUrl,
          endpoint,
          multipart(
            { name: 'Дана', phone: freshPhone(), email: 'dana@mail.kz', ...(endpoint === APPLICATION ? { vacancy_id: String(vacancyId) } : {}) },
            { name, type, data: data() },
          ),
        )
        expect({ status: answer.status, body: answer.body }, `${endpoint}: ${what}`).toEqual({ status: 422, body: { message: 'validation_error', errors: { cv: [key] } } })
      }
    }
    expect(await countLeads(target)).toBe(before)
  })

  it('still stores valid PDF and DOCX CVs (201), the name without its right-to-left override', async () => {
    const pdfFile = validPdf()
    const stored = await apply(APPLICATION, { name: 'cv\u202efdp.exe', type: 'application/pdf', data: pdfFile })
    expect(stored.status, JSON.stringify(stored.body)).toBe(201)
    const [row] = await query<{ filename: string; original_name: string; sha256: string }>(
      target,
      'SELECT f.filename, f.original_name, f.sha256 FROM leads l JOIN lead_files f ON f.id = l.cv_id WHERE l.id = ?',
      [stored.body.data.id],
    )
    expect(row).toMatchObject({ original_name: 'cvfdp.exe', sha256: sha256(pdfFile) })
    expect(row.filename).toMatch(/\.pdf$/)

    const docx = await apply(STUDENT, { name: 'Резюме.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', data: validDocx() })
    expect(docx.status, JSON.stringify(docx.body)).toBe(201)
    expect((await apply(APPLICATION, { name: 'Резюме.docx', type: 'application/octet-stream', data: validDocx() })).status).toBe(201)
  })
})
