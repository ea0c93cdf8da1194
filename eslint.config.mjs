import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

/**
 * The bundled folders (pages, components, browser code) import across folders by the `@/` alias of
 * tsconfig.json. Code that Payload's CLI and the scripts load outside the bundler (content, services,
 * lib, leads, seed, migrations) keeps relative paths.
 */
const DEEP_RELATIVE = { group: ['../../*'], message: 'import from another folder by the @/ alias (tsconfig.json paths).' }

/** Content reaches the leads pipeline through one seam; shared by the content zone and its endpoints' zone below. */
const CONTENT_TO_LEADS = { group: ['**/leads/*', '!**/leads/admin-seam'], message: 'content reaches the leads pipeline only through src/leads/admin-seam.ts.' }

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    'node_modules/**',
    'data/**',
    '.lighthouseci/**',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/admin/importMap.js',
  ]),
  // The layers of DESIGN.md §3, enforced: each block names what a layer may not import.
  {
    files: ['src/domain/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '@/*', '!@/domain/*'], message: 'domain is the bottom layer: it imports only domain modules and plain libraries (zod).' },
            { group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'payload', 'payload/*', '@payloadcms/*'], message: 'domain is framework-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            CONTENT_TO_LEADS,
            {
              group: ['**/app/*', '**/client/*', '**/proxy-rules/*', '**/seed', '**/seed/*'],
              message: "content is the store's configuration: pages, browser code and the proxy sit above it.",
            },
            {
              group: ['**/services/*'],
              allowTypeImports: true,
              message:
                "content sits below the services: their cache tags and expiry live in src/lib/cache-tags.ts. Only the admin's endpoints and the price-history hook call a service (listed in eslint.config.mjs).",
            },
          ],
        },
      ],
    },
  },
  // The admin's own endpoints (the price list, the bulk change, «Синхронизировать сейчас») are HTTP handlers
  // that Payload mounts from the collections, the price history records every save from its hook, and a
  // reservation hold that ends frees its unit from its hook, and a recorded change tells the unit's followers:
  // these call services by design.
  {
    files: ['src/content/*-endpoint.ts', 'src/content/hooks/price-history.ts', 'src/content/hooks/reservation-holds.ts', 'src/content/hooks/alerts.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [CONTENT_TO_LEADS] }],
    },
  },
  {
    files: ['src/leads/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/content/*', '!**/content/access'], message: 'the leads pipeline reaches the content layer only through src/content/access.ts (staff roles).' }],
        },
      ],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/services/*', '**/lib/payload', '**/content/*'],
              allowTypeImports: true,
              message: 'components do not fetch: pages and layouts read the store and pass data as props (types may be imported).',
            },
            DEEP_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/services/**/*.{ts,tsx}'],
    ignores: ['src/services/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/components/*', '**/client/*', '**/proxy-rules/*', '**/leads/*', '**/seed', '**/seed/*'],
              message: 'services sit below pages, API handlers, components and the proxy: they read the store through content, lib and domain.',
            },
            {
              group: ['next/navigation', 'next/headers', 'react', 'react-dom'],
              message: 'services answer data, not responses: redirects, headers and rendering belong to pages and handlers.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx,js,mjs}'],
    ignores: ['src/lib/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/components/*', '**/client/*', '**/proxy-rules/*', '**/content/*', '**/services/*', '**/leads/*', '**/seed', '**/seed/*', '**/crm/*'],
              message:
                'lib is plumbing below content and services: it imports only domain, the languages list and other lib modules (src/bootstrap.ts is the start that joins them).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/i18n/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/components/*', '**/client/*', '**/proxy-rules/*', '**/content/*', '**/leads/*'],
              message: 'i18n is routing and words: it reads the stored translations through services/localizations only.',
            },
            { group: ['**/services/*', '!**/services/localizations'], message: 'i18n reads the stored translations through services/localizations only.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/*',
                '**/services/*',
                '**/content/*',
                '**/lib/*',
                '**/leads/*',
                '**/seed/*',
                '**/migrations/*',
                'payload',
                'payload/*',
                '@payloadcms/*',
                'node:*',
                'next/server',
                'next/headers',
                'next/cache',
              ],
              message: 'client is browser code: it imports only domain, i18n and other browser modules, and talks to the server through the public API.',
            },
            DEEP_RELATIVE,
          ],
        },
      ],
    },
  },
  {
    files: ['src/proxy-rules/**/*.{ts,tsx}'],
    ignores: ['src/proxy-rules/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '**/components/*', '**/client/*', '**/content/*', '**/leads/*', 'payload', 'payload/*', '@payloadcms/*'],
              message: 'the proxy rules decide from the request: they read the store only through services (redirects, catalogue paths).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DEEP_RELATIVE] }] },
  },
  // Environment variables are read through src/lib/config.js only (README "Configuration": names,
  // defaults, checks). Next's own NODE_ENV, NEXT_RUNTIME and NEXT_PHASE stay literal where Next needs
  // them (src/instrumentation.ts, src/services/build-info.ts, src/lib/next-cache-handler.mjs, scripts/start.mjs).
  {
    files: ['src/**/*.{ts,tsx,js,mjs}', 'scripts/server.mjs', 'scripts/start.mjs'],
    ignores: ['src/lib/config.js'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[object.name='process'][property.name='env']:not(MemberExpression[property.name=/^(NODE_ENV|NEXT_RUNTIME|NEXT_PHASE)$/] > MemberExpression.object)",
          message: 'Read environment variables through src/lib/config.js (one reader per variable, checked at start-up, listed in the README).',
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
])
