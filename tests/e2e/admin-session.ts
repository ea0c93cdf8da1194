import type { Page } from '@playwright/test'

import { expect } from './fixtures/test'

/** The editor the admin specs register on their own fresh stores (own-server.ts). */
const EDITOR = { email: 'editor@example.kz', password: 'a long pass phrase 2026' }

/** Registers the first user of a fresh store through the admin's own form, with the server's setup code, and lands on the dashboard. */
export async function registerFirstEditor(page: Page, origin: string, setupCode: string): Promise<void> {
  await page.goto(`${origin}/admin`)
  await expect(page).toHaveURL(/\/admin\/create-first-user/)
  await page.getByLabel(/setup code|код первичной настройки/i).fill(setupCode)
  await page.getByLabel(/email|электронная почта/i).fill(EDITOR.email)
  // A staff member's name is required in the admin's forms.
  await page.getByLabel(/^(name|имя)/i).fill('Редактор')
  await page
    .getByLabel(/^(new )?password|^(новый )?пароль/i)
    .first()
    .fill(EDITOR.password)
  await page.getByLabel(/confirm password|подтверждение пароля/i).fill(EDITOR.password)
  await page.getByRole('button', { name: /create|register|создать/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** Logs that editor in. */
export async function logIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/login`)
  await page.getByLabel(/email|электронная почта/i).fill(EDITOR.email)
  await page.getByLabel(/password|пароль/i).fill(EDITOR.password)
  await page.getByRole('button', { name: /login|войти/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/, { timeout: 30_000 })
}

/** "Publish changes": the confirm button of the question about the missing Kazakh and English texts. */
export async function askToPublish(page: Page) {
  await page.getByRole('button', { name: /publish changes|опубликовать изменения/i }).click()
  return page.getByRole('button', { name: 'Опубликовать', exact: true })
}

/** "Publish changes", past the question about the missing Kazakh and English texts. */
export async function publishAnyway(page: Page): Promise<void> {
  await (await askToPublish(page)).click()
}

/** Payload's "published" notice. */
export const expectPublished = (page: Page) => expect(page.getByText(/^Published$|^Опубликовано$/).first()).toBeVisible({ timeout: 15_000 })
