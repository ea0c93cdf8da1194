/**
 * Lighthouse CI (`npm run test:lighthouse`, part of `npm test`): the mobile preset (Lighthouse's default,
 * simulated throttling) in Debian's Chromium, 3 runs per page, assertions on the median run.
 * Pages: the home page and a 404 page, served from the production build on a fresh seeded store.
 */
const port = process.env.LHCI_PORT || '3220'
const origin = `http://localhost:${port}`
const home = `${origin}/`
const notFound = `${origin}/no-such-page`

const categories = {
  'categories:performance': ['error', { minScore: 0.95, aggregationMethod: 'median-run' }],
  'categories:accessibility': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
  'categories:best-practices': ['error', { minScore: 0.95, aggregationMethod: 'median-run' }],
}

module.exports = {
  ci: {
    collect: {
      url: [home, notFound],
      numberOfRuns: 3,
      startServerCommand: `LHCI_PORT=${port} node tests/lighthouse/serve.mjs`,
      startServerReadyPattern: 'lighthouse-server-ready',
      startServerReadyTimeout: 300000,
      chromePath: '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      },
    },
    assert: {
      assertMatrix: [
        {
          matchingUrlPattern: `^${home}$`,
          assertions: {
            ...categories,
            'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
            // First-load JavaScript of the home page, compressed bytes on the wire: under 200 KB.
            'resource-summary:script:size': ['error', { maxNumericValue: 200 * 1024, aggregationMethod: 'median-run' }],
          },
        },
        {
          matchingUrlPattern: `^${notFound}$`,
          assertions: {
            ...categories,
            'categories:seo': ['error', { minScore: 1, aggregationMethod: 'median-run' }],
          },
        },
      ],
    },
    upload: { target: 'filesystem', outputDir: '.lighthouseci/reports' },
  },
}
