import { expect, test } from './fixtures/test'

/**
 * Unknown catalogue entries (a project, a queue, a property, a property type) get the same 404 page as
 * any unmatched URL: status 404 and the page in the server's HTML, readable without JavaScript.
 */
test.describe('catalogue 404s are rendered on the server', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, heading, detail] of [
    ['/projects/no-such-project', 'Страница не найдена', 'Страница не найдена: /projects/no-such-project'],
    ['/projects/queue/no-such-queue', 'Страница не найдена', 'Страница не найдена: /projects/queue/no-such-queue'],
    ['/en/properties/apartments/no-such-flat', 'Page not found', 'Page Not Found: /en/properties/apartments/no-such-flat'],
    ['/kk/properties/villas', 'Бет табылмады', 'Бет табылмады: /kk/properties/villas'],
    // A path with a dot is not taken for a language either.
    ['/wp-login.php', 'Страница не найдена', 'Страница не найдена: /wp-login.php'],
    // Nor a path under /_next that is none of Next's own files (it answered 500: "_next" as a language).
    ['/_next', 'Страница не найдена', 'Страница не найдена: /_next'],
    ['/_vercel/about', 'Страница не найдена', 'Страница не найдена: /_vercel/about'],
  ] as const) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByText(detail)).toBeVisible()
      await expect(page.getByRole('contentinfo')).toBeVisible()
    })
  }
})
