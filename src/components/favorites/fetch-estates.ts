import type { EstateListItem } from '@/services/estates'

/** The public list items of these estates, whatever their status (GET /api/estates?ids=…&status=all). */
export async function fetchEstatesByIds(ids: readonly number[], locale: string, signal?: AbortSignal): Promise<EstateListItem[]> {
  if (ids.length === 0) return []
  const response = await fetch(`/api/estates?ids=${ids.join(',')}&status=all&per_page=100`, { headers: { 'Accept-Language': locale }, signal })
  if (!response.ok) throw new Error(`estates ${response.status}`)
  const body = (await response.json()) as { data: EstateListItem[] }
  return body.data
}
