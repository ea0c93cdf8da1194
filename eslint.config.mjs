import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

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
      'no-restricted-imports': ['error', { patterns: [
        { group: ['../*', '@/*', '!@/domain/*'], message: 'domain is the bottom layer: it imports only domain modules and plain libraries (zod).' },
        { group: ['next', 'next/*', 'react', 'react/*', 'react-dom', 'payload', 'payload/*', '@payloadcms/*'], message: 'domain is framework-free.' },
      ] }],
    },
  },
  {
    files: ['src/content/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/leads/*', '!**/leads/admin-seam'], message: 'content reaches the leads pipeline only through src/leads/admin-seam.ts.' },
      ] }],
    },
  },
  {
    files: ['src/leads/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/content/*', '!**/content/access'], message: 'the leads pipeline reaches the content layer only through src/content/access.ts (staff roles).' },
      ] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    ignores: ['src/components/**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/services/*', '**/lib/payload', '**/content/*'], allowTypeImports: true, message: 'components do not fetch: pages and layouts read the store and pass data as props (types may be imported).' },
      ] }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
])
