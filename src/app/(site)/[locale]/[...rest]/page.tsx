import { notFound } from 'next/navigation'

/** Any path no page answers (and the proxy's 404 rewrites) ends here: 404 'Page not found'. */
export default function UnknownPage() {
  notFound()
}
