/** s3rver 3 ships no types: the part the scale-out test uses. */
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; resetOnClose?: boolean; configureBuckets?: Array<{ name: string }> })
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
