/**
 * CSV that Excel opens correctly: a UTF-8 byte order mark (Cyrillic and Kazakh letters intact),
 * semicolons by default (the list separator of Russian-locale Excel), CRLF line ends, quotes where
 * needed, and cells that Excel would run as a formula (=, +, -, @ first) defused with an apostrophe (a
 * phone in E.164, +77012345678, is not one).
 */

export const CSV_BOM = '\uFEFF'

export type CsvDelimiter = ';' | ','

export function csvCell(value: unknown, delimiter: CsvDelimiter = ';'): string {
  if (value === null || value === undefined) return ''
  let text = value instanceof Date ? value.toISOString() : String(value)
  // A phone in E.164 (+ and digits only) runs no formula and is written as it is.
  if (/^[=+\-@\t\r]/.test(text) && !/^\+\d{7,15}$/.test(text)) text = `'${text}`
  return text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: unknown[][], delimiter: CsvDelimiter = ';'): string {
  const lines = [header, ...rows].map((row) => row.map((cell) => csvCell(cell, delimiter)).join(delimiter))
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}
