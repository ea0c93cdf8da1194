import 'server-only'

import yauzl, { type Entry, type ZipFile } from 'yauzl'

import type { CvProblem } from '../domain/cv-files'
import { hasActiveMarkup } from '../domain/cv-markup'

/**
 * A DOCX CV read through (issue 30): a ZIP is a DOCX to `file-type` as soon as it holds `word/` and a
 * content-types part, so a web page or a macro could travel inside one.
 *
 * The package must hold together (yauzl reads the central directory and checks every part's size as it
 * inflates; the parts follow one another from the first byte to the directory, so nothing hides between
 * them) and be an Office Open XML document (`[Content_Types].xml`, `_rels/.rels`, `word/document.xml`).
 * Its parts are only those Word writes, by an allow-list of paths: no web page, script or program part,
 * no macros (vbaProject, macro-enabled content types), no ActiveX, no embedded objects or add-ins. Its
 * relationships point outside only to web links (and to the local template Word names); its XML and
 * SVG carry no HTML or script. A zip bomb is refused by the numbers before anything is inflated.
 */

const MAX_ENTRIES = 1000
/** All parts inflated at most this much (a CV of 10 MB is mostly images, which do not inflate). */
const MAX_UNPACKED_BYTES = 64 * 1024 * 1024

/** The parts Word (and the editors that write DOCX) put in a document. */
const ALLOWED_PARTS = [
  /^\[Content_Types\]\.xml$/,
  /^_rels\/\.rels$/,
  /^docProps\/(?:core|app|custom)\.xml$/,
  /^docProps\/thumbnail\.(?:jpe?g|png|emf|wmf)$/,
  /^word\/[\w.-]+\.xml$/,
  /^word\/_rels\/[\w.-]+\.xml\.rels$/,
  /^word\/(?:theme|glossary|diagrams|charts)\/[\w.-]+\.xml$/,
  /^word\/(?:theme|glossary|diagrams|charts)\/_rels\/[\w.-]+\.xml\.rels$/,
  /^word\/media\/[\w.-]+\.(?:png|jpe?g|jfif|gif|bmp|tiff?|emf|wmf|svg|wdp)$/,
  /^word\/fonts\/[\w.-]+\.odttf$/,
  /^word\/printerSettings\/printerSettings\d+\.bin$/,
  /^customXml\/item(?:Props)?\d+\.xml$/,
  /^customXml\/_rels\/item\d+\.xml\.rels$/,
].map((pattern) => new RegExp(pattern.source, 'i'))
/** Macro parts that the allow-list's word/*.xml would let through. */
const MACRO_PART = /vba/i
/** The parts read as text (XML, relationships, SVG images): they are searched for markup. */
const TEXT_PART = /\.(?:xml|rels|svg)$/i

/** Content types of macros, ActiveX controls and embedded objects, and macro-enabled documents. */
const FORBIDDEN_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX|oleObject/i
const DOCUMENT_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'

/** Relationship types a CV has no use for: macros, OLE objects and packages, ActiveX, HTML chunks, add-ins… */
const FORBIDDEN_RELATIONSHIP =
  /\/(?:vbaProject|vbaProjectSignature|wordVbaData|oleObject|package|control|activeXControlBinary|aFChunk|subDocument|frame|webextension|webextensiontaskpanes|attachedToolbars|keyMapCustomizations)$/i

class Refused extends Error {
  constructor(readonly problem: CvProblem) {
    super(problem)
  }
}

type Part = { entry: Entry; dataStart: number; text?: string }

const open = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, decodeStrings: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  )

function readEntries(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = []
    zip.on('entry', (entry: Entry) => {
      entries.push(entry)
      zip.readEntry()
    })
    zip.on('end', () => resolve(entries))
    zip.on('error', reject)
    zip.readEntry()
  })
}

/** A part inflated (its size checked by yauzl on the way): its text if it is one, else only read through. */
async function readPart(zip: ZipFile, entry: Entry): Promise<Part> {
  const header = await new Promise<{ fileDataStart: number }>((resolve, reject) =>
    (zip as unknown as { readLocalFileHeader(e: Entry, o: object, cb: (error: Error | null, h: { fileDataStart: number }) => void): void }).readLocalFileHeader(
      entry,
      { minimal: true },
      (error, h) => (error ? reject(error) : resolve(h)),
    ),
  )
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))))
  const keep = TEXT_PART.test(entry.fileName)
  const chunks: Buffer[] = []
  for await (const chunk of stream) if (keep) chunks.push(chunk as Buffer)
  return { entry, dataStart: header.fileDataStart, text: keep ? decodeText(Buffer.concat(chunks)) : undefined }
}

/** XML is UTF-8, or UTF-16 with its byte-order mark (which could otherwise hide markup from the search). */
function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes)
  return bytes.toString('utf8')
}

/** The parts lie end to end from byte 0 to the central directory (a data descriptor may follow a part). */
function checkContiguous(buffer: Buffer, zip: ZipFile, parts: Part[]) {
  const endOfDirectory = buffer.length - 22 - Buffer.byteLength(zip.comment, 'latin1')
  const directoryOffset = buffer.readUInt32LE(endOfDirectory + 16)
  const sorted = [...parts].sort((a, b) => a.entry.relativeOffsetOfLocalHeader - b.entry.relativeOffsetOfLocalHeader)
  let expected = 0
  for (const [i, { entry, dataStart }] of sorted.entries()) {
    if (
      entry.relativeOffsetOfLocalHeader !== expected &&
      !(i > 0 && sorted[i - 1].entry.generalPurposeBitFlag & 0x08 && [12, 16, 20, 24].includes(entry.relativeOffsetOfLocalHeader - expected))
    ) {
      throw new Refused('validation_file_damaged')
    }
    expected = dataStart + entry.compressedSize
  }
  const last = sorted.at(-1)
  const gap = directoryOffset - expected
  if (gap !== 0 && !(last && last.entry.generalPurposeBitFlag & 0x08 && [12, 16, 20, 24].includes(gap))) throw new Refused('validation_file_damaged')
}

/** Attributes of each `<Relationship …/>` of a relationships part. */
function relationships(xml: string): Array<Record<string, string>> {
  return [...xml.matchAll(/<(?:\w+:)?Relationship\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(([, name, a, b]) => [name, a ?? b])),
  )
}

/** An outside target a CV may have: a web link, or the local template Word records (file:///C:/…). */
function allowedExternal(type: string, target: string): boolean {
  if (/\/hyperlink$/i.test(type)) return true
  return /\/attachedTemplate$/i.test(type) && /^file:\/\/\/[a-z]:[\\/]/i.test(target)
}

async function read(buffer: Buffer): Promise<CvProblem | null> {
  let zip: ZipFile
  let entries: Entry[]
  try {
    zip = await open(buffer)
    if (zip.entryCount > MAX_ENTRIES) return 'validation_file_damaged'
    entries = await readEntries(zip)
  } catch {
    return 'validation_file_damaged'
  }
  if (hasActiveMarkup(zip.comment)) return 'validation_file_unsafe'
  const files = entries.filter((e) => !(e.fileName.endsWith('/') && e.uncompressedSize === 0))
  const names = new Set(files.map((e) => e.fileName.toLowerCase()))
  if (names.size !== files.length) return 'validation_file_damaged'
  if (files.reduce((sum, e) => sum + e.uncompressedSize, 0) > MAX_UNPACKED_BYTES) return 'validation_file_damaged'
  for (const { fileName } of files) if (MACRO_PART.test(fileName) || !ALLOWED_PARTS.some((pattern) => pattern.test(fileName))) return 'validation_file_unsafe'
  if (files.some((e) => e.isEncrypted())) return 'validation_file_protected'
  for (const required of ['[content_types].xml', '_rels/.rels', 'word/document.xml']) if (!names.has(required)) return 'validation_file_damaged'

  let parts: Part[]
  try {
    parts = []
    for (const entry of files) parts.push(await readPart(zip, entry))
    checkContiguous(buffer, zip, parts)
  } catch (error) {
    return error instanceof Refused ? error.problem : 'validation_file_damaged'
  }
  const text = (name: string) => parts.find((p) => p.entry.fileName.toLowerCase() === name)?.text ?? ''

  const contentTypes = text('[content_types].xml')
  if (FORBIDDEN_CONTENT_TYPE.test(contentTypes)) return 'validation_file_unsafe'
  const documentType = /<Override\b[^>]*\bPartName\s*=\s*["']\/word\/document\.xml["'][^>]*>/i.exec(contentTypes)?.[0]
  if (!documentType?.includes(DOCUMENT_CONTENT_TYPE)) return 'validation_file_damaged'
  if (!/<(?:\w+:)?document\b[^>]*wordprocessingml/.test(text('word/document.xml'))) return 'validation_file_damaged'

  for (const part of parts) {
    if (part.text === undefined) continue
    if (part.entry.fileName.toLowerCase().endsWith('.rels')) {
      for (const { Type = '', Target = '', TargetMode = '' } of relationships(part.text)) {
        if (FORBIDDEN_RELATIONSHIP.test(Type)) return 'validation_file_unsafe'
        if (TargetMode.toLowerCase() === 'external' && !allowedExternal(Type, Target)) return 'validation_file_unsafe'
      }
    }
    if (hasActiveMarkup(part.text)) return 'validation_file_unsafe'
  }
  return null
}

export const docxProblem = (buffer: Buffer): Promise<CvProblem | null> => read(buffer)
