import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the inventory stand-ins share: a node:http server on 127.0.0.1 (a free port), a log of the
 * requests it answered, and failures a test injects for the next requests (a status n times, with
 * Retry-After for 429; a slow answer).
 */

export type LoggedRequest = { method: string; path: string }

export type Fault =
  | { kind: 'status'; status: number; times: number; retryAfterSeconds?: number; path?: string }
  | { kind: 'slow'; delayMs: number; times: number; path?: string }
  | { kind: 'error-body'; message: string; times: number; path?: string }

export type StandInServer = {
  url: string
  requests: LoggedRequest[]
  /** Adds a failure for the next matching requests (every data path, or those ending in `path`). */
  inject(fault: Fault): void
  close(): Promise<void>
}

export type Answer = { status: number; body: string; headers?: Record<string, string> }

/**
 * Starts a server whose `answer` makes the normal answer of a request; pending faults come first. A
 * fault's `path` defaults to the data paths: `skipFaults(path)` names the paths a fault without `path`
 * leaves alone (the login). `errorBody` renders an 'error-body' fault as the vendor does.
 */
export async function startStandIn(
  answer: (request: { method: string; url: URL; body: string }) => Answer | Promise<Answer>,
  {
    skipFaults = () => false,
    errorBody = (message: string) => JSON.stringify({ error: message }),
  }: { skipFaults?: (path: string) => boolean; errorBody?: (message: string) => string } = {},
): Promise<StandInServer> {
  const faults: Fault[] = []
  const requests: LoggedRequest[] = []
  const takeFault = (path: string): Fault | undefined => {
    const index = faults.findIndex((fault) => (fault.path ? path.endsWith(fault.path) : !skipFaults(path)))
    if (index === -1) return undefined
    const fault = faults[index]
    if (--fault.times <= 0) faults.splice(index, 1)
    return fault
  }
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    requests.push({ method: req.method ?? 'GET', path: url.pathname })
    const send = ({ status, body, headers = {} }: Answer) => {
      if (res.destroyed) return
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
      res.end(body)
    }
    try {
      const fault = takeFault(url.pathname)
      if (fault?.kind === 'status') {
        const headers: Record<string, string> = fault.retryAfterSeconds === undefined ? {} : { 'retry-after': String(fault.retryAfterSeconds) }
        return send({ status: fault.status, body: JSON.stringify({ error: `injected ${fault.status}` }), headers })
      }
      if (fault?.kind === 'error-body') return send({ status: 200, body: errorBody(fault.message) })
      if (fault?.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
      send(await answer({ method: req.method ?? 'GET', url, body: Buffer.concat(chunks).toString('utf8') }))
    } catch (error) {
      send({ status: 500, body: JSON.stringify({ error: String(error) }) })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    inject: (fault) => void faults.push({ ...fault }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export const json = (body: unknown, status = 200): Answer => ({ status, body: JSON.stringify(body) })
