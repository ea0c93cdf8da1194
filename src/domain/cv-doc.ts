import type { CvProblem } from './cv-files'

/**
 * A Word 97–2003 CV (.doc) read through its directory (issue 30). A .doc is an OLE compound file: a
 * little file system of storages and streams. Its directory must be readable (the sector chains hold
 * together), hold a WordDocument stream, and carry no macros (a `Macros` storage, `_VBA_PROJECT`) nor
 * embedded OLE objects (an `ObjectPool` storage with something in it: the route of the Equation Editor
 * and other object exploits). A password-protected document cannot be checked, nor read by the staff.
 */

const SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const END_OF_CHAIN = 0xfffffffe
const FREE_SECTOR = 0xffffffff
const LAST_REGULAR_SECTOR = 0xfffffffa
const NO_ENTRY = 0xffffffff
const ENTRY_BYTES = 128
const STORAGE = 1
const STREAM = 2
const ROOT = 5

export type CompoundEntry = { name: string; type: number; start: number; size: number; children: CompoundEntry[] }

class Damaged extends Error {}

/**
 * The directory tree of a compound file under its root entry, or null when it does not hold together.
 * Every loop is bounded by the number of sectors or entries, so a hostile file costs at most a pass.
 */
export function readCompoundFile(bytes: Uint8Array): { root: CompoundEntry; sectorSize: number; miniStreamCutoff: number; sector: (n: number) => Uint8Array } | null {
  try {
    return readDirectory(bytes)
  } catch {
    // Damaged, or a read past the end (RangeError) of a file that lies about its sizes: refused alike.
    return null
  }
}

function readDirectory(bytes: Uint8Array) {
  if (bytes.length < 512 || SIGNATURE.some((b, i) => bytes[i] !== b)) throw new Damaged()
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const u16 = (offset: number) => view.getUint16(offset, true)
  const u32 = (offset: number) => view.getUint32(offset, true)
  if (u16(28) !== 0xfffe) throw new Damaged()
  const shift = u16(30)
  if (shift !== 9 && shift !== 12) throw new Damaged()
  const sectorSize = 1 << shift
  const sectorCount = Math.ceil((bytes.length - sectorSize) / sectorSize)
  if (sectorCount <= 0) throw new Damaged()
  const sector = (n: number): Uint8Array => {
    if (n >= sectorCount) throw new Damaged()
    const start = (n + 1) * sectorSize
    return bytes.subarray(start, Math.min(start + sectorSize, bytes.length))
  }
  const perSector = sectorSize / 4

  // The sectors of the allocation table: 109 named in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = u32(44)
  if (fatSectorCount > sectorCount) throw new Damaged()
  const fatSectors: number[] = []
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(u32(76 + i * 4))
  let difat = u32(68)
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (difat > LAST_REGULAR_SECTOR || hops > sectorCount) throw new Damaged()
    const data = sector(difat)
    const entries = new DataView(data.buffer, data.byteOffset, data.byteLength)
    for (let i = 0; i < perSector - 1 && fatSectors.length < fatSectorCount; i++) fatSectors.push(entries.getUint32(i * 4, true))
    difat = entries.getUint32((perSector - 1) * 4, true)
  }
  const fat = new Uint32Array(fatSectorCount * perSector).fill(FREE_SECTOR)
  fatSectors.forEach((n, i) => {
    const data = sector(n)
    const entries = new DataView(data.buffer, data.byteOffset, data.byteLength)
    for (let j = 0; j * 4 + 4 <= data.length; j++) fat[i * perSector + j] = entries.getUint32(j * 4, true)
  })

  // The directory: a chain of sectors of 128-byte entries.
  const chain: number[] = []
  const seen = new Set<number>()
  for (let n = u32(48); n !== END_OF_CHAIN; n = fat[n]) {
    if (n > LAST_REGULAR_SECTOR || n >= fat.length || seen.has(n)) throw new Damaged()
    seen.add(n)
    chain.push(n)
  }
  const raw = chain.flatMap((n) => {
    const data = sector(n)
    return Array.from({ length: Math.floor(data.length / ENTRY_BYTES) }, (_, i) => data.subarray(i * ENTRY_BYTES, (i + 1) * ENTRY_BYTES))
  })
  const entry = (id: number) => {
    const data = raw[id]
    if (!data) throw new Damaged()
    const fields = new DataView(data.buffer, data.byteOffset, data.byteLength)
    const nameBytes = Math.min(fields.getUint16(64, true), 64)
    const name = new TextDecoder('utf-16le').decode(data.subarray(0, Math.max(0, nameBytes - 2)))
    return {
      name,
      type: data[66],
      left: fields.getUint32(68, true),
      right: fields.getUint32(72, true),
      child: fields.getUint32(76, true),
      start: fields.getUint32(116, true),
      size: fields.getUint32(120, true),
    }
  }

  // The tree: each storage's children are a binary tree of siblings. Each entry is visited once, storages nest 32 deep at most.
  const visited = new Set<number>()
  const build = (id: number, depth: number): CompoundEntry => {
    if (visited.has(id) || depth > 32) throw new Damaged()
    visited.add(id)
    const { name, type, child, start, size } = entry(id)
    if (type !== STORAGE && type !== STREAM && type !== ROOT) throw new Damaged()
    const children: CompoundEntry[] = []
    const pending = child === NO_ENTRY ? [] : [child]
    while (pending.length) {
      const sibling = pending.pop() as number
      const { left, right } = entry(sibling)
      children.push(build(sibling, depth + 1))
      if (left !== NO_ENTRY) pending.push(left)
      if (right !== NO_ENTRY) pending.push(right)
    }
    return { name, type, start, size, children }
  }
  const root = build(0, 0)
  if (root.type !== ROOT) throw new Damaged()
  return { root, sectorSize, miniStreamCutoff: u32(56), sector }
}

const named = (entries: CompoundEntry[], name: string) => entries.find((e) => e.name.toUpperCase() === name.toUpperCase())

const hasMacros = (entry: CompoundEntry): boolean => /^(macros|_vba_project_cur|_vba_project|vba)$/i.test(entry.name) || entry.children.some(hasMacros)

/** What a compound file is: a Word document, an encrypted Office Open XML package, or something else. */
export function compoundFileKind(bytes: Uint8Array): 'doc' | 'encrypted-package' | 'other' | null {
  const file = readCompoundFile(bytes)
  if (!file) return null
  const { children } = file.root
  if (named(children, 'EncryptedPackage')) return 'encrypted-package'
  return named(children, 'WordDocument')?.type === STREAM ? 'doc' : 'other'
}

export function docProblem(bytes: Uint8Array): CvProblem | null {
  const file = readCompoundFile(bytes)
  if (!file) return 'validation_file_damaged'
  const { children } = file.root
  const word = named(children, 'WordDocument')
  if (!word || word.type !== STREAM) return 'validation_file_type'
  if (hasMacros(file.root)) return 'validation_file_unsafe'
  const objects = named(children, 'ObjectPool')
  if (objects && objects.children.length > 0) return 'validation_file_unsafe'
  // The File Information Block opens the WordDocument stream: its magic number, and fEncrypted (0x0100).
  if (word.size >= file.miniStreamCutoff) {
    let fib: Uint8Array
    try {
      fib = file.sector(word.start)
    } catch {
      return 'validation_file_damaged'
    }
    if (fib.length < 12 || fib[0] !== 0xec || fib[1] !== 0xa5) return 'validation_file_damaged'
    if (fib[11] & 0x01) return 'validation_file_protected'
  }
  return null
}
