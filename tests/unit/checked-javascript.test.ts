import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The server's plain JavaScript (loaded outside the bundles: the server, Next's cache handlers, the
 * configuration) is type-checked by `npm run typecheck`: tsconfig.json turns `checkJs` on and includes
 * these files. A new file in a folder the include list does not name would go unchecked unseen.
 */
const root = path.resolve(__dirname, '../..')
const tsconfig = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8')) as { compilerOptions: { checkJs?: boolean }; include: string[] }
const serverJavaScript = [
  ...['src/lib', 'src/domain'].flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((name) => /\.(m?js)$/.test(name))
      .map((name) => `${folder}/${name}`),
  ),
  'scripts/server.mjs',
  'scripts/start.mjs',
]

describe('server JavaScript', () => {
  it('is type-checked (checkJs)', () => {
    expect(tsconfig.compilerOptions.checkJs).toBe(true)
  })

  it.each(serverJavaScript)('%s is in the type check', (file) => {
    const byFolder = `${path.dirname(file)}/*${path.extname(file)}`
    expect(tsconfig.include.includes(file) || tsconfig.include.includes(byFolder)).toBe(true)
  })
})
