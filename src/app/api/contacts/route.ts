import { readHandler } from '@/lib/api'
import { listContacts } from '@/services/company'

/**
 * GET /api/contacts -> { data: [{ id, title, city: {id,name,slug}|null, address, phones: string[], email,
 * working_hours, coordinates: {latitude, longitude}|null, is_sales_office }] } in the editors' order.
 */
export const GET = readHandler(async ({ locale }) => ({ data: await listContacts(locale) }))
