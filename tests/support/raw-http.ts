import net from 'node:net'

/**
 * HTTP/1.1 written by hand on a TCP socket, for what fetch and Node's client never send: methods such
 * as TRACE and CONNECT, a request line in absolute form, upgrade requests, half-closed or silent
 * connections.
 */

export type RawExchange = {
  /** Everything the server sent before it closed the connection or the wait ran out. */
  text: string
  /** The status of the first answer, 0 when there was none. */
  status: number
  /** The first answer's headers, names in lower case (a repeated name keeps its last value). */
  headers: Record<string, string>
  /** What follows the first answer's headers. */
  body: string
  /** Whether the server closed the connection within the wait. */
  closed: boolean
  /** Milliseconds from the connection to the close (or to the end of the wait). */
  ms: number
}

/**
 * Opens a connection to `baseUrl`'s host and port, writes `request` (nothing when empty), half-closes it
 * when `halfClose`, and waits up to `waitMs` for the server to close it; then closes it itself.
 */
export function rawExchange(baseUrl: string, request: string, { halfClose = false, waitMs = 5000 } = {}): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = net.connect(Number(port), hostname, () => {
      if (request) socket.write(request)
      if (halfClose) socket.end()
    })
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      resolve({ ...parse(Buffer.concat(chunks).toString('latin1')), closed, ms: Date.now() - started })
    }
    const timer = setTimeout(() => finish(false), waitMs)
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', () => {})
    socket.on('close', () => finish(true))
  })
}

function parse(text: string): Pick<RawExchange, 'text' | 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n')
  const [statusLine = '', ...lines] = (end < 0 ? text : text.slice(0, end)).split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return { text, status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0), headers, body: end < 0 ? '' : text.slice(end + 4) }
}
