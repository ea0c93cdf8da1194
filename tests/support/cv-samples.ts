import zlib from 'node:zlib'

/**
 * Small real CV files of each accepted type, built byte by byte, and the attacks on them (issue 30):
 * the unit tests of src/leads/cv*.ts and src/domain/cv-*.ts and the integration tests share them.
 */

// ---------------------------------------------------------------------------------------------- PDF

export type PdfObject = string | { dict: string; stream: Buffer | string }

/**
 * A PDF of `objects` (numbered from 1; a string is an object's body, or a stream with its dictionary
 * without /Length) with a cross-reference table and a trailer naming object 1 as the root.
 * `comment` goes right after the header, `tail` after `%%EOF`.
 */
export function pdf(objects: PdfObject[], options: { comment?: string; tail?: string; trailer?: string; version?: string } = {}): Buffer {
  const parts: Buffer[] = [Buffer.from(`%PDF-${options.version ?? '1.7'}\n%\xe2\xe3\xcf\xd3\n${options.comment ?? ''}`, 'latin1')]
  const offsets: number[] = []
  let length = parts[0].length
  const push = (part: Buffer) => {
    parts.push(part)
    length += part.length
  }
  objects.forEach((object, i) => {
    offsets.push(length)
    push(Buffer.from(`${i + 1} 0 obj\n`, 'latin1'))
    if (typeof object === 'string') push(Buffer.from(`${object}\nendobj\n`, 'latin1'))
    else {
      const data = Buffer.isBuffer(object.stream) ? object.stream : Buffer.from(object.stream, 'latin1')
      push(Buffer.from(`<< ${object.dict} /Length ${data.length} >>\nstream\n`, 'latin1'))
      push(data)
      push(Buffer.from('\nendstream\nendobj\n', 'latin1'))
    }
  })
  const xref = length
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${xref}\n%%EOF\n${options.tail ?? ''}`,
      'latin1',
    ),
  )
  return Buffer.concat(parts)
}

/** The text of a page: enough words that the file is a real CV's size (over 1 KB). */
const PAGE_TEXT = [
  'Curriculum vitae',
  'Aigul Serikovna, site engineer',
  'Experience: 6 years of residential construction in Astana and Almaty.',
  'Education: KazGASA, civil engineering, 2016.',
  'Languages: Kazakh, Russian, English.',
]
const contentStream = () => `BT /F1 14 Tf 72 760 Td 18 TL ${PAGE_TEXT.map((line) => `(${line}) '`).join(' ')} ET\n`.repeat(4)

/** The objects of a one-page CV: catalog, pages, page, font, content (5, not encoded), and `extra` after them (6…). */
export function cvObjects(catalogExtra = '', extra: PdfObject[] = []): PdfObject[] {
  return [
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    { dict: '', stream: contentStream() },
    ...extra,
  ]
}

/** A valid one-page CV with a cross-reference table. */
export const validPdf = (): Buffer => pdf(cvObjects())

/**
 * A valid CV the way newer writers save it: objects 2–4 inside an object stream, listed by a
 * cross-reference stream (FlateDecode with the PNG "up" predictor). `catalogExtra` and `objStmExtra`
 * (objects 7…, also in the object stream) let a test hide things there.
 */
export function compressedPdf(catalogExtra = '', objStmExtra: string[] = [], options: { hybrid?: boolean } = {}): Buffer {
  const inStream = [
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...objStmExtra,
  ]
  const numbers = [2, 3, 4, ...objStmExtra.map((_, i) => 7 + i)]
  let body = ''
  const pairs: string[] = []
  inStream.forEach((object, i) => {
    pairs.push(`${numbers[i]} ${body.length}`)
    body += `${object}\n`
  })
  const header = `${pairs.join(' ')}\n`
  const objStm = zlib.deflateSync(Buffer.from(header + body, 'latin1'))

  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets = new Map<number, number>()
  let length = parts[0].length
  const push = (num: number, text: string | Buffer[]) => {
    offsets.set(num, length)
    const buffers = typeof text === 'string' ? [Buffer.from(text, 'latin1')] : text
    for (const b of buffers) {
      parts.push(b)
      length += b.length
    }
  }
  push(1, `1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalogExtra}>>\nendobj\n`)
  const content = Buffer.from(contentStream(), 'latin1')
  push(5, [Buffer.from(`5 0 obj\n<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream\nendobj\n')])
  push(6, [
    Buffer.from(`6 0 obj\n<< /Type /ObjStm /N ${inStream.length} /First ${header.length} /Filter /FlateDecode /Length ${objStm.length} >>\nstream\n`, 'latin1'),
    objStm,
    Buffer.from('\nendstream\nendobj\n'),
  ])
  const size = 8 + objStmExtra.length
  const xrefNum = size - 1
  const xrefOffset = length
  offsets.set(xrefNum, xrefOffset)
  // Rows of [type, 4-byte offset or stream number, 2-byte generation or index], each after a PNG "up" tag.
  const rows: number[][] = []
  for (let num = 0; num < size; num++) {
    const inside = numbers.indexOf(num)
    if (num === 0) rows.push([0, 0, 0, 0, 0, 0xff, 0xff])
    else if (inside >= 0 && num !== 1 && num !== 5) rows.push([2, 0, 0, 0, 6, 0, inside])
    else {
      const at = offsets.get(num) ?? 0
      rows.push([1, (at >>> 24) & 0xff, (at >>> 16) & 0xff, (at >>> 8) & 0xff, at & 0xff, 0, 0])
    }
  }
  const predicted: number[] = []
  rows.forEach((row, r) => {
    predicted.push(2)
    row.forEach((byte, i) => predicted.push((byte - (r > 0 ? rows[r - 1][i] : 0)) & 0xff))
  })
  const xrefData = zlib.deflateSync(Buffer.from(predicted))
  push(xrefNum, [
    Buffer.from(
      `${xrefNum} 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 1 0 R /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 7 >> /Length ${xrefData.length} >>\nstream\n`,
      'latin1',
    ),
    xrefData,
    Buffer.from('\nendstream\nendobj\n'),
  ])
  if (!options.hybrid) {
    parts.push(Buffer.from(`startxref\n${xrefOffset}\n%%EOF\n`))
    return Buffer.concat(parts)
  }
  // A hybrid file (Word's way): a table for older readers, the compressed objects in it marked free,
  // and the cross-reference stream named by /XRefStm.
  const table = length
  const rowsText = Array.from({ length: size }, (_, num) =>
    num === 0 || (numbers.includes(num) && num !== 1 && num !== 5) ? '0000000000 65535 f \n' : `${String(offsets.get(num)).padStart(10, '0')} 00000 n \n`,
  ).join('')
  parts.push(Buffer.from(`xref\n0 ${size}\n${rowsText}trailer\n<< /Size ${size} /Root 1 0 R /XRefStm ${xrefOffset} >>\nstartxref\n${table}\n%%EOF\n`))
  return Buffer.concat(parts)
}

// --------------------------------------------------------------------------------------------- DOCX

/** A ZIP of `entries`, deflated; `gap` bytes are put between the first two entries. */
export function zip(entries: Record<string, string | Buffer>, options: { gap?: Buffer; lieAboutSize?: string } = {}): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  Object.entries(entries).forEach(([name, content], index) => {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content)
    const packed = zlib.deflateRawSync(data)
    const nameBytes = Buffer.from(name)
    const crc = zlib.crc32(data)
    const size = options.lieAboutSize === name ? 10 : data.length
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(0x0800, 6)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(crc, 14)
    local.writeUInt32LE(packed.length, 18)
    local.writeUInt32LE(size, 22)
    local.writeUInt16LE(nameBytes.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(0x0800, 8)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(crc, 16)
    central.writeUInt32LE(packed.length, 20)
    central.writeUInt32LE(size, 24)
    central.writeUInt16LE(nameBytes.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, nameBytes, packed)
    offset += 30 + nameBytes.length + packed.length
    if (index === 0 && options.gap) {
      locals.push(options.gap)
      offset += options.gap.length
    }
    centrals.push(central, nameBytes)
  })
  const centralSize = centrals.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(centrals.length / 2, 8)
  end.writeUInt16LE(centrals.length / 2, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, ...centrals, end])
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships'

/** The parts of a valid DOCX, as Word writes them (fewer of them). */
export function docxParts(): Record<string, string | Buffer> {
  const paragraphs = PAGE_TEXT.map((line) => `<w:p><w:r><w:t xml:space="preserve">${line} &lt;skills&gt;</w:t></w:r></w:p>`).join('')
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${R}/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${paragraphs}<w:p><w:hyperlink r:id="rId9"><w:r><w:t>linkedin.com/in/aigul</w:t></w:r></w:hyperlink></w:p><w:sectPr/></w:body></w:document>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${R}/styles" Target="styles.xml"/><Relationship Id="rId2" Type="${R}/settings" Target="settings.xml"/><Relationship Id="rId3" Type="${R}/image" Target="media/image1.png"/><Relationship Id="rId9" Type="${R}/hyperlink" Target="https://www.linkedin.com/in/aigul" TargetMode="External"/></Relationships>`,
    'word/styles.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:styles xmlns:w="${W}"><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/></w:style></w:styles>`,
    'word/settings.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:settings xmlns:w="${W}" xmlns:r="${R}"><w:attachedTemplate r:id="rId1"/></w:settings>`,
    'word/_rels/settings.xml.rels': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="${PACKAGE_RELS}"><Relationship Id="rId1" Type="${R}/attachedTemplate" Target="file:///C:\\Users\\aigul\\AppData\\Roaming\\Microsoft\\Templates\\Normal.dotm" TargetMode="External"/></Relationships>`,
    'word/media/image1.png': Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
    'docProps/core.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>CV</dc:title><dc:creator>Aigul</dc:creator></cp:coreProperties>',
  }
}

export const validDocx = (): Buffer => zip(docxParts())

// ---------------------------------------------------------------------------------------------- RTF

const RTF_BODY = PAGE_TEXT.map((line) => `\\pard\\sa200\\sl276\\slmult1\\f0\\fs24 ${line}\\par\n`).join('')

/** A valid RTF CV over 1 KB, with `extra` inside its outer group. */
export const rtf = (extra = ''): Buffer =>
  Buffer.from(
    `{\\rtf1\\ansi\\ansicpg1251\\deff0\\nouicompat{\\fonttbl{\\f0\\fnil\\fcharset204 Calibri;}}\n{\\colortbl ;\\red0\\green0\\blue255;}\n{\\*\\generator Riched20 10.0.19041}\\viewkind4\\uc1\n${RTF_BODY}{\\pard \\u1056?\\u1077?\\u1079?\\u1102?\\u1084?\\u1077? \\'d0\\'e5\\'e7\\'fe\\'ec\\'e5 \\\\object is plain text here\\par}\n${RTF_BODY}${extra}}\r\n`,
    'latin1',
  )

// ---------------------------------------------------------------------------------------------- DOC

export type CfbNode = { name: string; storage?: CfbNode[]; data?: Buffer }

/**
 * An OLE compound file (version 3, 512-byte sectors) holding `nodes` under its root: the FAT in sector
 * 0, the directory after it, then each stream's data (streams of 4096 bytes or more, so no mini stream).
 */
export function compoundFile(nodes: CfbNode[], options: { loopDirectory?: boolean } = {}): Buffer {
  type Flat = { name: string; type: number; child: number; right: number; start: number; size: number; data?: Buffer }
  const flat: Flat[] = [{ name: 'Root Entry', type: 5, child: -1, right: -1, start: 0xfffffffe, size: 0 }]
  const add = (list: CfbNode[]): number => {
    const ids = list.map((node) => {
      flat.push({ name: node.name, type: node.storage ? 1 : 2, child: -1, right: -1, start: 0xfffffffe, size: node.data?.length ?? 0, data: node.data })
      return flat.length - 1
    })
    list.forEach((node, i) => {
      if (node.storage) flat[ids[i]].child = add(node.storage)
      flat[ids[i]].right = i + 1 < ids.length ? ids[i + 1] : -1
    })
    return ids.length ? ids[0] : -1
  }
  flat[0].child = add(nodes)
  const directorySectors = Math.ceil(flat.length / 4)
  let next = 1 + directorySectors
  const fat: number[] = [0xfffffffd]
  for (let i = 0; i < directorySectors; i++) fat.push(i + 1 < directorySectors ? 2 + i : 0xfffffffe)
  if (options.loopDirectory) fat[1] = 1
  const dataSectors: Buffer[] = []
  for (const entry of flat) {
    if (!entry.data || entry.data.length === 0) continue
    const count = Math.ceil(entry.data.length / 512)
    entry.start = next
    for (let i = 0; i < count; i++) fat.push(i + 1 < count ? next + i + 1 : 0xfffffffe)
    next += count
    const padded = Buffer.alloc(count * 512)
    entry.data.copy(padded)
    dataSectors.push(padded)
  }
  const header = Buffer.alloc(512)
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header)
  header.writeUInt16LE(0x003e, 24)
  header.writeUInt16LE(0x0003, 26)
  header.writeUInt16LE(0xfffe, 28)
  header.writeUInt16LE(9, 30)
  header.writeUInt16LE(6, 32)
  header.writeUInt32LE(1, 44)
  header.writeUInt32LE(1, 48)
  header.writeUInt32LE(4096, 56)
  header.writeUInt32LE(0xfffffffe, 60)
  header.writeUInt32LE(0xfffffffe, 68)
  for (let i = 0; i < 109; i++) header.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 76 + i * 4)
  const fatSector = Buffer.alloc(512, 0xff)
  fat.forEach((value, i) => fatSector.writeUInt32LE(value, i * 4))
  const directory = Buffer.alloc(directorySectors * 512)
  flat.forEach((entry, i) => {
    const at = i * 128
    const name = Buffer.from(`${entry.name}\0`, 'utf16le')
    name.copy(directory, at)
    directory.writeUInt16LE(name.length, at + 64)
    directory[at + 66] = entry.type
    directory[at + 67] = 1
    directory.writeUInt32LE(0xffffffff, at + 68)
    directory.writeUInt32LE(entry.right === -1 ? 0xffffffff : entry.right, at + 72)
    directory.writeUInt32LE(entry.child === -1 ? 0xffffffff : entry.child, at + 76)
    directory.writeUInt32LE(entry.start, at + 116)
    directory.writeUInt32LE(entry.size, at + 120)
  })
  return Buffer.concat([header, fatSector, directory, ...dataSectors])
}

/** A WordDocument stream: the File Information Block's magic number, and the fEncrypted flag if asked. */
export function wordStream(encrypted = false): Buffer {
  const data = Buffer.alloc(4096)
  data.writeUInt16LE(0xa5ec, 0)
  data.writeUInt16LE(0x00c1, 2)
  if (encrypted) data[11] = 0x01
  Buffer.from('Curriculum vitae', 'latin1').copy(data, 1024)
  return data
}

export const validDoc = (nodes: CfbNode[] = []): Buffer => compoundFile([{ name: 'WordDocument', data: wordStream() }, { name: '1Table', data: Buffer.alloc(4096, 1) }, ...nodes])
