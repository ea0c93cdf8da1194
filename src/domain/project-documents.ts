/**
 * A project's documents (issue 34, item 2): what a buyer checks before paying, each with its kind, issuer,
 * number and date, for the whole project or one queue. Pure (project-documents.test.ts).
 */

/** What a document is, in the order the pages list them: the permit and the guarantee first. */
export const PROJECT_DOCUMENT_KINDS = ['permit', 'guarantee', 'escrow', 'declaration', 'land', 'other'] as const
export type ProjectDocumentKind = (typeof PROJECT_DOCUMENT_KINDS)[number]

export const isProjectDocumentKind = (value: unknown): value is ProjectDocumentKind => PROJECT_DOCUMENT_KINDS.includes(value as ProjectDocumentKind)

/** Documents in the pages' order: by kind (the permit and the guarantee first), then as the editor ordered them. */
export function sortDocuments<T extends { kind: ProjectDocumentKind }>(documents: readonly T[]): T[] {
  const rank = (doc: T) => PROJECT_DOCUMENT_KINDS.indexOf(doc.kind)
  return documents
    .map((doc, index) => ({ doc, index }))
    .sort((a, b) => rank(a.doc) - rank(b.doc) || a.index - b.index)
    .map(({ doc }) => doc)
}

/** The documents a queue's page shows: the project's own (no queue named) and that queue's. */
export const documentsOfQueue = <T extends { house: { id: number } | null }>(documents: readonly T[], houseId: number): T[] =>
  documents.filter((doc) => doc.house === null || doc.house.id === houseId)

/** A file's size as the pages write it: 840 KB, 1.2 MB (units given in the page's language). */
export function fileSizeLabel(bytes: number, units: { kb: string; mb: string }): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0${units.kb}`
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toString()}\u00a0${units.mb}`
}
