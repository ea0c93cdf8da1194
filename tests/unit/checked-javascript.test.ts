import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

/**
 * The server's plain JavaScript (loaded outside the bundles: the server, Next's cache handlers, the
 * configuration) is type-checked by `npm run typecheck`: tsconfig.json includes these files and each
 * starts with `// @ts-check`. A new file there without it would go unchecked unseen.
 */
const root = path.resolve(__dirname, '../..')
const checked = [
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
  it.each(checked)('%s starts with // @ts-check', (file) => {
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n')
    const first = lines[0].startsWith('#!') ? lines[1] : lines[0]
    expect(first.trim()).toBe('// @ts-check')
  })
})
