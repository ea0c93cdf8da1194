import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Local API: no HTTP round trip). */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
