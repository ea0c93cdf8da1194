import { policyResponse } from '../(site)/sitemap-and-policy'

export const dynamic = 'force-dynamic'

/** GET /policy.pdf: the Russian privacy policy. */
export const GET = () => policyResponse('ru')
