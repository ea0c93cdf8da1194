import createMiddleware from 'next-intl/middleware'

import { routing } from './i18n/routing'

export default createMiddleware(routing)

export const config = {
  // Everything except the APIs, the admin, Next internals and files with an extension.
  matcher: ['/((?!api|cms-api|admin|_next|_vercel|.*\\..*).*)'],
}
