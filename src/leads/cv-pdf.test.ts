import zlib from 'node:zlib'

import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'

import { compressedPdf, cvObjects, pdf, validPdf } from '../../tests/support/cv-samples'
import { pdfProblem } from './cv-pdf'

/** A CV written by pdfkit, a real writer; `extra` adds to the document before it ends. */
function pdfkit(compress: boolean, extra?: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress })
    const chunks: Buffer[] = []
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.fontSize(20).text('Curriculum vitae: Test Applicant')
    doc.fontSize(12).text('Experience: 5 years as a site foreman. Skills: HTML/JS, <html> templates.')
    extra?.(doc)
    doc.end()
  })
}

const startxrefOf = (file: Buffer) => Number(/startxref\s+(\d+)/.exec(file.subarray(-64).toString('latin1'))?.[1])

describe('pdfProblem: a PDF that holds together and carries nothing active', () => {
  it('accepts real PDFs: pdfkit (compressed or not), a table file, an object-stream file', async () => {
    expect(pdfProblem(await pdfkit(true))).toBeNull()
    expect(pdfProblem(await pdfkit(false))).toBeNull()
    expect(pdfProblem(validPdf())).toBeNull()
    expect(pdfProblem(compressedPdf())).toBeNull()
    expect(pdfProblem(compressedPdf('', [], { hybrid: true }))).toBeNull()
    // HTML-like words inside an encoded (binary) stream are data, not a page.
    expect(pdfProblem(pdf(cvObjects('', [{ dict: '/Filter /FlateDecode', stream: zlib.deflateSync('<html><script>') }])))).toBeNull()
  })

  it('refuses a PDF header followed by a web page', () => {
    const polyglot = Buffer.from(`%PDF-1.4\n<html><body><script>alert(document.cookie)</script>${'<p>CV</p>'.repeat(150)}</body></html>`)
    expect(pdfProblem(polyglot)).toBe('validation_file_unsafe')
  })

  it('refuses HTML or script anywhere outside encoded streams, even in a well-formed PDF', () => {
    expect(pdfProblem(pdf(cvObjects(), { comment: '%<html><script>alert(1)</script>\n' }))).toBe('validation_file_unsafe')
    expect(pdfProblem(pdf(cvObjects('/PageLabels << /Nums [0 << /P (<svg onload=alert(1)>) >>] >>')))).toBe('validation_file_unsafe')
    expect(pdfProblem(pdf(cvObjects('', [{ dict: '', stream: '<!DOCTYPE html><iframe src="https://evil.example">' }])))).toBe('validation_file_unsafe')
    expect(pdfProblem(compressedPdf('', ['<< /Title (<script>alert(1)</script>) >>']))).toBe('validation_file_unsafe')
  })

  it('refuses JavaScript, launch actions and embedded files, however the names are spelled or hidden', async () => {
    expect(pdfProblem(pdf(cvObjects('/OpenAction 6 0 R', ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'])))).toBe('validation_file_unsafe')
    expect(pdfProblem(pdf(cvObjects('/OpenAction 6 0 R', ['<< /S /J#61vaScript /J#53 (app.alert\\(1\\)) >>'])))).toBe('validation_file_unsafe')
    expect(pdfProblem(pdf(cvObjects('/OpenAction << /S /Launch /F (cmd.exe) >>')))).toBe('validation_file_unsafe')
    const attachment = cvObjects('/Names << /EmbeddedFiles << /Names [(cv.exe) 6 0 R] >> >>', [
      '<< /Type /Filespec /F (cv.exe) /EF << /F 7 0 R >> >>',
      { dict: '/Type /EmbeddedFile', stream: 'MZ\x90\x00' },
    ])
    expect(pdfProblem(pdf(attachment))).toBe('validation_file_unsafe')
    // Inside an object stream, compressed: found all the same.
    expect(pdfProblem(compressedPdf('/OpenAction 7 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>']))).toBe('validation_file_unsafe')
    expect(pdfProblem(compressedPdf('/OpenAction 7 0 R', ['<< /S /JavaScript /JS (app.alert(1)) >>'], { hybrid: true }))).toBe('validation_file_unsafe')
    expect(pdfProblem(await pdfkit(true, (doc) => doc.addNamedJavaScript('hello', 'app.alert(1)')))).toBe('validation_file_unsafe')
    expect(pdfProblem(await pdfkit(true, (doc) => doc.file(Buffer.from('MZ payload'), { name: 'cv.exe' })))).toBe('validation_file_unsafe')
  })

  it('refuses a cross-reference that does not hold together', () => {
    const valid = validPdf()
    const shifted = Buffer.concat([valid.subarray(0, 200), Buffer.from('shifted '), valid.subarray(200)])
    expect(pdfProblem(shifted)).toBe('validation_file_damaged')
    expect(pdfProblem(valid.subarray(0, valid.lastIndexOf('startxref')))).toBe('validation_file_damaged')
    expect(pdfProblem(Buffer.from(valid.toString('latin1').replace(/startxref\n\d+/, 'startxref\n999999'), 'latin1'))).toBe('validation_file_damaged')
    // A stream whose /Length does not reach its endstream.
    expect(
      pdfProblem(
        Buffer.from(
          valid.toString('latin1').replace(/\/Length (\d+)/, (_, n) => `/Length ${Number(n) - 7}`),
          'latin1',
        ),
      ),
    ).toBe('validation_file_damaged')
    // The root names an object that is not there; a section that chains back to itself.
    expect(pdfProblem(Buffer.from(valid.toString('latin1').replace('/Root 1 0 R', '/Root 9 0 R'), 'latin1'))).toBe('validation_file_damaged')
    expect(pdfProblem(pdf(cvObjects(), { trailer: `/Prev ${startxrefOf(valid)} ` }))).toBe('validation_file_damaged')
  })

  it('refuses anything after %%EOF: a ZIP or a page appended to a valid PDF', () => {
    expect(pdfProblem(pdf(cvObjects(), { tail: 'PK\x03\x04 appended archive' }))).toBe('validation_file_damaged')
    expect(pdfProblem(pdf(cvObjects(), { tail: '<html><script>alert(1)</script></html>' }))).toBe('validation_file_unsafe')
  })

  it('refuses a password-protected PDF, whose content cannot be checked', () => {
    expect(pdfProblem(pdf(cvObjects(), { trailer: '/Encrypt << /Filter /Standard /V 2 /R 3 >> ' }))).toBe('validation_file_protected')
  })

  it('bounds the work of a hostile PDF: deep nesting, an inflation bomb, thousands of entries on one object', () => {
    const started = Date.now()
    expect(pdfProblem(pdf(cvObjects('', ['['.repeat(100_000)])))).toBe('validation_file_damaged')
    // A cross-reference stream that inflates to 64 MB from 64 KB.
    const bomb = zlib.deflateSync(Buffer.alloc(64 * 1024 * 1024))
    const head = Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /XRef /Size 2 /W [1 4 2] /Filter /FlateDecode /Length ${bomb.length} >>\nstream\n`)
    expect(pdfProblem(Buffer.concat([head, bomb, Buffer.from(`\nendstream\nendobj\nstartxref\n9\n%%EOF\n`)]))).toBe('validation_file_damaged')
    // 50 000 table entries all pointing at the same 1 MB object.
    const big = `1 0 obj\n<< /Type /Catalog /Pad (${'x'.repeat(1024 * 1024)}) >>\nendobj\n`
    const rows = '0000000009 00000 n \n'.repeat(50_000)
    const xref = 9 + big.length
    const many = Buffer.from(`%PDF-1.7\n${big}xref\n0 50001\n0000000000 65535 f \n${rows}trailer\n<< /Size 50001 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1')
    expect(pdfProblem(many)).toBe('validation_file_damaged')
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
