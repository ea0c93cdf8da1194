/** Small helpers for the integration tests: JSON GETs with a language. */
export async function getJson(baseUrl: string, path: string, locale = 'ru'): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { 'Accept-Language': locale }, redirect: 'manual' })
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text)
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  return { status: response.status, body, headers: response.headers }
}
