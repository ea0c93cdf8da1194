/**
 * compression 1.8 ships no types (and @types/compression is not a dependency): the part scripts/server.mjs
 * uses, a middleware called with Node's own request and response.
 */
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { BrotliOptions, ZlibOptions } from 'node:zlib'

  namespace compression {
    interface CompressionOptions extends ZlibOptions {
      /** Options of the Brotli stream (its `params`, e.g. the quality). */
      brotli?: BrotliOptions
      /** Smallest body compressed, in bytes or as a string such as '1kb' (default 1024). */
      threshold?: number | string
      /** Whether to compress this answer (default: compression.filter, by the Content-Type). */
      filter?: (req: IncomingMessage, res: ServerResponse) => boolean
      /** The encoding assumed when the request has no Accept-Encoding (default 'identity'). */
      enforceEncoding?: string
    }
    type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void
  }

  /** The middleware: compresses the answers written to `res` after it ran. */
  function compression(options?: compression.CompressionOptions): compression.Middleware

  export = compression
}
