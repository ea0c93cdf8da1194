import { APIError } from 'payload'

/**
 * An error whose message Payload's REST answer and the admin's notice show as it is. The name is set by
 * hand: Payload formats errors by class name, which the server bundle's minifier drops from ours.
 */
export const publicError = (message: string, status: number, data: Record<string, unknown> | null = null): APIError =>
  Object.assign(new APIError(message, status, data, true), { name: 'APIError' })
