import { beforeAll, describe, expect, inject, it } from 'vitest'

import { COMPLEXES } from '@/seed/texts/catalogue'
import { ok } from './catalogue-support'

/**
 * The projects' document libraries (issue 34, item 2): what the API carries (kind, queue, issuer, number, day,
 * the PDF with its size), and where the pages show it: every document on its project's page, a queue's page
 * the project's own and that queue's (not another queue's), and /about every project's.
 */
describe.each(inject('targets'))('project documents on $name', ({ baseUrl }) => {
  const seed = COMPLEXES[0]
  let complex: any

  const html = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': 'ru' } })
    expect(response.status, path).toBe(200)
    return response.text()
  }
  const titlesIn = (page: string): string[] => [...page.matchAll(/<a href="[^"]*\/media\/[^"]+\.pdf"[^>]*>([^<]+)</g)].map((m) => m[1].trim())

  beforeAll(async () => {
    complex = (await ok(baseUrl, `/api/complexes/s/${seed.slug}`)).data
  })

  it('gives every demo project its permit first, a guarantee per queue and its declaration, each a PDF with its size', () => {
    const kinds = complex.documents.map((doc: any) => doc.kind)
    expect(kinds[0]).toBe('permit')
    expect(kinds.filter((kind: string) => kind === 'guarantee')).toHaveLength(seed.houses.length)
    expect(kinds).toContain('declaration')
    const permit = complex.documents[0]
    expect(permit).toMatchObject({
      house: null,
      number: expect.stringMatching(/^KZ\d{10}$/),
      issued_at: expect.stringMatching(/^2024-03-/),
      issuer: expect.stringContaining('архитектурно-строительного'),
    })
    for (const doc of complex.documents) {
      expect(doc.file.url).toMatch(/\.pdf$/)
      expect(doc.file.size).toBeGreaterThan(1000)
      expect(doc.file.mime_type).toBe('application/pdf')
    }
    const guarantees = complex.documents.filter((doc: any) => doc.kind === 'guarantee')
    expect(guarantees.map((doc: any) => doc.house.slug).sort()).toEqual(seed.houses.map((h) => `${seed.slug}-${h.number}`).sort())
  })

  it('shows them on the project page, the queue page (its own and the project’s) and /about, and serves the PDF', async () => {
    const all = complex.documents.map((doc: any) => doc.title)
    expect(titlesIn(await html(`/projects/${seed.slug}`))).toEqual(all)

    const [first, second] = complex.documents.filter((doc: any) => doc.kind === 'guarantee')
    const queuePage = titlesIn(await html(`/projects/queue/${first.house.slug}`))
    expect(queuePage).toContain(first.title)
    expect(queuePage).not.toContain(second?.title ?? 'none')
    expect(queuePage).toContain(complex.documents[0].title)

    const about = await html('/about')
    expect(about).toContain('Документы проектов')
    for (const other of COMPLEXES) expect(about).toContain(`href="/projects/${other.slug}#project-documents"`)

    const pdf = await fetch(new URL(complex.documents[0].file.url, baseUrl))
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toContain('application/pdf')
    expect((await pdf.arrayBuffer()).byteLength).toBe(complex.documents[0].file.size)
  })
})
