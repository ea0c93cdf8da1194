import type { Metadata } from 'next'

export const metadata: Metadata = { robots: { index: false, follow: false } }

/** A page that always fails: the browser tests check the error page ('some-page-error', status 500) on it. */
export default async function FailingPage(): Promise<never> {
  throw new Error('test-ui: deliberate failure to show the error page')
}
