// Mends of Payload 3.90's prebundled admin client (@payloadcms/ui's and @payloadcms/richtext-lexical's
// client bundles), run at postinstall after patch-package: the files are minified lines of up to 800 KB, so a
// patch-package diff of them would carry whole lines as context. Each mend names the exact text it replaces
// and fails the install when that text is gone (a Payload upgrade: check whether the mend is still needed);
// running it again changes nothing.
//  - The relationship fields' «create new» button is labelled «Добавить [object Object]»: the drawer
//    toggler passes the collection's label object to the translation, without getTranslation.
//  - A checkbox's input carries its field name as a tooltip (title="is_basic"); its visible label names it.
//  - The rich-text editor names five of its buttons in English with no translation key («Add block», «Drag to
//    move», «Insert Paragraph», «Edit link», «Remove link»): they take the admin's language from <html lang>
//    (Payload writes it; the editor renders in the browser only, after its config loads in an effect).
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

const file = (relative) => fileURLToPath(new URL(`../node_modules/@payloadcms/${relative}`, import.meta.url))
/** An English label replaced by the admin language's one, read when the button renders. */
const inAdminLanguage = (en, ru) => ({ from: `"aria-label":"${en}"`, to: `"aria-label":(typeof document<"u"&&document.documentElement.lang==="ru"?"${ru}":"${en}")` })

const IMPORT_AFTER = "import * as requireReact from 'react';\n"
const MENDS = {
  'ui/dist/exports/client/index.js': [
    { from: IMPORT_AFTER, to: `${IMPORT_AFTER}import { getTranslation as qsGetTranslation } from '@payloadcms/translations';\n` },
    {
      from: '{t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:d?.labels.singular})',
      to: '{i18n:qsI18n,t:u}=E(),[d]=Up(r),f=u(a==="create"?"fields:addNewLabel":"general:editLabel",{label:qsGetTranslation(d?.labels.singular,qsI18n)})',
    },
    { from: 'required:h,title:n,type:"checkbox"', to: 'required:h,type:"checkbox"' },
  ],
  'richtext-lexical/dist/exports/client/Field-YZR46UCY.js': [
    inAdminLanguage('Add block', 'Добавить блок'),
    inAdminLanguage('Drag to move', 'Перетащить блок'),
    inAdminLanguage('Insert Paragraph', 'Добавить абзац'),
  ],
  'richtext-lexical/dist/exports/client/index.js': [inAdminLanguage('Edit link', 'Изменить ссылку'), inAdminLanguage('Remove link', 'Убрать ссылку')],
}

for (const [relative, mends] of Object.entries(MENDS)) {
  const path = file(relative)
  let text = fs.readFileSync(path, 'utf8')
  let changed = false
  for (const { from, to } of mends) {
    if (text.includes(to)) continue
    if (text.split(from).length !== 2) {
      console.error(`patch-admin-bundle: ${JSON.stringify(from.slice(0, 60))} not found once in ${path} (Payload upgraded?)`)
      process.exit(1)
    }
    text = text.replace(from, to)
    changed = true
  }
  if (changed) fs.writeFileSync(path, text)
}
