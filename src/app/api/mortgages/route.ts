import { readHandler } from '@/lib/api'
import { listInstallmentPlans, listMortgagePrograms } from '@/services/purchase-programs'

/**
 * GET /api/mortgages -> {
 *   data: [{ id, title, bank, logo, rate, initial_payment, term_months, conditions, complex_ids, house_ids, estate_categories }],
 *   installment_plans: [{ id, title, rate, initial_payment, term_months, conditions, complex_ids, house_ids, estate_categories }]
 * }
 * `data` holds the banks' mortgage programs (spec §7); the developer's installment plans come as a second
 * key so the purchase-methods pages need one call. Empty scope lists mean "applies everywhere".
 */
export const GET = readHandler(async ({ locale }) => {
  const [data, installmentPlans] = await Promise.all([listMortgagePrograms(locale), listInstallmentPlans(locale)])
  return { data, installment_plans: installmentPlans }
})
