import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { docxParts, validDocx, zip } from '../../tests/support/cv-samples'
import { docxProblem } from './cv-docx'

const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const withParts = (parts: Record<string, string | Buffer>) => zip({ ...docxParts(), ...parts })
const relationship = (type: string, target: string, external = true) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${type}" Target="${target}"${external ? ' TargetMode="External"' : ''}/></Relationships>`

describe('docxProblem: an Office Open XML package with only the parts Word writes', () => {
  it('accepts a valid DOCX (an image, a web link, the local template Word records)', async () => {
    expect(await docxProblem(validDocx())).toBeNull()
    expect(
      await docxProblem(
        withParts({ 'word/media/image2.svg': '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', 'word/fonts/font1.odttf': Buffer.alloc(64) }),
      ),
    ).toBeNull()
  })

  it('refuses a web page, a script or a program among the parts', async () => {
    expect(await docxProblem(withParts({ 'evil.html': '<html><script>alert(1)</script></html>' }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/media/run.js': 'alert(1)' }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/cv.exe': 'MZ' }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/afchunk.mht': 'MIME-Version: 1.0' }))).toBe('validation_file_unsafe')
  })

  it('refuses macros, ActiveX controls and embedded objects', async () => {
    expect(await docxProblem(withParts({ 'word/vbaProject.bin': Buffer.alloc(512) }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/vbaData.xml': '<wne:vbaSuppData/>' }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/activeX/activeX1.xml': '<ax:ocx/>' }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/embeddings/oleObject1.bin': Buffer.alloc(512) }))).toBe('validation_file_unsafe')
    const macroType = docxParts()
      ['[Content_Types].xml'].toString()
      .replace('wordprocessingml.document.main+xml', 'wordprocessingml.document.main+xml"/><Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject')
    expect(await docxProblem(withParts({ '[Content_Types].xml': macroType }))).toBe('validation_file_unsafe')
  })

  it('refuses relationships to a remote template, an HTML chunk or an object, and script in its XML', async () => {
    expect(await docxProblem(withParts({ 'word/_rels/settings.xml.rels': relationship(`${R}/attachedTemplate`, 'https://evil.example/cv.dotm') }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/_rels/settings.xml.rels': relationship(`${R}/attachedTemplate`, 'file://server/share/cv.dotm') }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/_rels/document.xml.rels': relationship(`${R}/aFChunk`, 'afchunk.htm', false) }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/_rels/document.xml.rels': relationship(`${R}/image`, 'https://tracker.example/pixel.png') }))).toBe('validation_file_unsafe')
    expect(await docxProblem(withParts({ 'word/media/image2.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>' }))).toBe('validation_file_unsafe')
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<svg><script>alert(1)</script></svg>', 'utf16le')])
    expect(await docxProblem(withParts({ 'word/media/image3.svg': utf16 }))).toBe('validation_file_unsafe')
  })

  it('refuses a package that is not a Word document or does not hold together', async () => {
    const { '_rels/.rels': _, ...noRels } = docxParts()
    expect(await docxProblem(zip(noRels))).toBe('validation_file_damaged')
    const { 'word/document.xml': __, ...noDocument } = docxParts()
    expect(await docxProblem(zip(noDocument))).toBe('validation_file_damaged')
    // Bytes hidden between two parts; an archive cut short.
    expect(await docxProblem(zip(docxParts(), { gap: Buffer.from('<html><script>alert(1)</script></html>') }))).toBe('validation_file_damaged')
    const valid = validDocx()
    expect(await docxProblem(valid.subarray(0, valid.length - 10))).toBe('validation_file_damaged')
  })

  it('refuses zip bombs by their numbers, and parts larger than they say', async () => {
    // 200 MB of zeros said to be 200 MB: refused before anything is inflated.
    const zeros = Buffer.alloc(200 * 1024 * 1024)
    const bomb = withParts({ 'word/media/image9.png': zeros })
    // 20 MB said to be 10 bytes: yauzl stops inflating soon after the 10th byte.
    const liar = zip({ ...docxParts(), 'word/media/image9.png': zeros.subarray(0, 20 * 1024 * 1024) }, { lieAboutSize: 'word/media/image9.png' })
    const started = Date.now()
    expect(await docxProblem(bomb)).toBe('validation_file_damaged')
    expect(await docxProblem(liar)).toBe('validation_file_damaged')
    expect(Date.now() - started).toBeLessThan(2000)
    const manyParts = Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`word/media/image${i}.png`, zlib.deflateRawSync('x')]))
    expect(await docxProblem(withParts(manyParts))).toBe('validation_file_damaged')
  })
})
