import { policyResponse } from '@/app/(site)/sitemap-and-policy'

export const dynamic = 'force-dynamic'

/** GET /kk/policy.pdf, /en/policy.pdf */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  return policyResponse((await params).locale)
}
