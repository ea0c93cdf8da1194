import { readHandler } from '@/lib/api'
import { listEmployees } from '@/services/company'

/** GET /api/employees -> { data: [{ id, name, position, photo }] } in the editors' order. */
export const GET = readHandler(async ({ locale }) => ({ data: await listEmployees(locale) }))
