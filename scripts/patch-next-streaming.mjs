// Mend of Next 16.4's server runtime (the React DOM server it bundles), run at postinstall after
// patch-admin-bundle.mjs, the same way: it names the exact text it replaces, fails the install when that text is
// gone (a Next or React upgrade: check whether the mend is still needed), and changes nothing when run again.
//  - React 19.2 "outlines" a finished Suspense boundary of more than 500 bytes once the page's HTML before it
//    passes `progressiveChunkSize` (12,800 bytes by default; Next does not pass one for the page): its place gets
//    an empty template and its HTML comes at the end of the body, hidden, for an inline script to move it in.
//    Every island hydrated on intent (src/components/ui/hydrate-on-intent.tsx) sits in such a boundary, so
//    without JavaScript they stayed hidden (the forms, galleries, carousel), and with it they came a moment late.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const path = fileURLToPath(new URL('../node_modules/next/dist/compiled/next-server/app-page-turbo.runtime.prod.js', import.meta.url))
const from = 'this.progressiveChunkSize=void 0===n?12800:n'
const to = 'this.progressiveChunkSize=void 0===n?1e9:n'

const text = fs.readFileSync(path, 'utf8')
if (!text.includes(to)) {
  if (text.split(from).length !== 2) {
    console.error(`patch-next-streaming: ${JSON.stringify(from)} not found once in ${path} (Next or React upgraded?)`)
    process.exit(1)
  }
  fs.writeFileSync(path, text.replace(from, to))
}
