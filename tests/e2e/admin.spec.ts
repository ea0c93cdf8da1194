import { expect, test } from '@playwright/test'

test('the admin asks to create the first user on a fresh store (no default password)', async ({ page }) => {
  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await expect(page.getByLabel(/email/i)).toBeVisible()
})
