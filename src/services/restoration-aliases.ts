import type { Payload } from 'payload'

/**
 * Every name a finishing type answers to in a filter: its id, its code and its title in each language
 * (lowercased), so a link made in one language keeps working in another. Uncached, without Next: the
 * pages read it through restorations.ts (cached), the alerts' jobs (services/alerts.ts) directly.
 */
export async function readRestorationAliases(payload: Payload): Promise<Array<[string, number]>> {
  const { docs } = await payload.find({
    collection: 'restorations',
    locale: 'all',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { title: true, code: true },
  })
  const aliases: Array<[string, number]> = []
  for (const doc of docs) {
    aliases.push([String(doc.id), doc.id], [doc.code.toLowerCase(), doc.id])
    const titles = doc.title as unknown as Record<string, string | null> | string
    for (const title of typeof titles === 'string' ? [titles] : Object.values(titles ?? {})) {
      if (title) aliases.push([title.trim().toLowerCase(), doc.id])
    }
  }
  return aliases
}
