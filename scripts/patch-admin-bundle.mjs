// Two mends of Payload 3.90's prebundled admin client (@payloadcms/ui/dist/exports/client/index.js), run at
// postinstall after patch-package: the file is 800 KB of minified lines, so a patch-package diff of it would
// carry whole lines as context (another 800 KB). Each mend names the exact text it replaces and fails the
// install when that text is gone (a Payload upgrade: check whether the mend is still needed); running it
// again changes nothing.
//  - The relationship fields' «create new» button is labelled «Добавить [object Object]»: the drawer
//    toggler passes the collection's label object to the translation, without getTranslation.
//  - A checkbox's input carries its field name as a tooltip (title="is_basic"); its visible label names it.
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const bundle = fileURLToPath(new URL('../node_modules/@payloadcms/ui/dist/exports/client/index.js', import.meta.url))

const IMPORT_AFTER = "import * as requireReact from 'react';\n"
const MENDS = [
  {
    name: 'getTranslation import',
    from: IMPORT_AFTER,
    to: `${IMPORT_AFTER}import { getTranslation as qsGetTranslation } from '@payloadcms/translations';\n`,
  },
  {
    name: 'drawer toggler label',
    from: '{t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:d?.labels.singular})',
    to: '{i18n:qsI18n,t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:qsGetTranslation(d?.labels.singular,qsI18n)})',
  },
  { name: 'checkbox title', from: 'required:h,title:n,type:"checkbox"', to: 'required:h,type:"checkbox"' },
]

let text = fs.readFileSync(bundle, 'utf8')
let changed = false
for (const { name, from, to } of MENDS) {
  if (text.includes(to)) continue
  if (text.split(from).length !== 2) {
    console.error(`patch-admin-bundle: "${name}" not found once in ${bundle} (Payload upgraded?)`)
    process.exit(1)
  }
  text = text.replace(from, to)
  changed = true
}
if (changed) fs.writeFileSync(bundle, text)
