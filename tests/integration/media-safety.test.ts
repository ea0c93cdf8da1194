import { describe, expect, inject, it } from 'vitest'

import { cms, staffToken, uploadPixel } from './staff-session'

/**
 * Media safety (issue 17, item 9): an image needs its Russian description, and a file still in use is not
 * deleted: the refusal names who uses it, and the file is deleted once nobody does.
 */
describe.each(inject('targets'))('media safety on $name', ({ baseUrl }) => {
  const call = async (method: 'POST' | 'DELETE', path: string, body?: FormData) => {
    const response = await fetch(`${baseUrl}/cms-api${path}`, { method, headers: { Authorization: `JWT ${await staffToken(baseUrl)}`, 'Accept-Language': 'ru' }, body })
    return { status: response.status, text: await response.text() }
  }

  it('refuses an image without its Russian description, saying so under the field', async () => {
    const form = new FormData()
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
    form.append('file', new Blob([png], { type: 'image/png' }), `no-alt-${Date.now()}.png`)
    form.append('_payload', JSON.stringify({ alt: '  ' }))
    const answer = await call('POST', '/media', form)
    expect(answer.status).toBe(400)
    expect(answer.text).toContain('"path":"alt"')
    expect(answer.text).toContain('Опишите изображение по-русски')
  })

  it('refuses to delete a cover a project uses, naming the project, and deletes it once unused', async () => {
    const image = await uploadPixel(baseUrl, 'Обложка для проверки')
    const { docs } = await cms(baseUrl, 'GET', '/complexes?limit=1&depth=0')
    const project = docs[0]
    await cms(baseUrl, 'PATCH', `/complexes/${project.id}`, { cover: image })

    const refused = await call('DELETE', `/media/${image}`)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain(`Проект «${project.name}» (#${project.id})`)
    expect((await cms(baseUrl, 'GET', `/media/${image}?depth=0`)).id).toBe(image)

    await cms(baseUrl, 'PATCH', `/complexes/${project.id}`, { cover: project.cover ?? null })
    expect((await call('DELETE', `/media/${image}`)).status).toBe(200)
  })

  it('refuses to delete a file a page global uses (the privacy policy of site settings)', async () => {
    const settings = await cms(baseUrl, 'GET', '/globals/site-settings?depth=0&locale=kk')
    const policy = typeof settings.policy === 'object' ? settings.policy?.id : settings.policy
    expect(policy).toBeTruthy()
    const refused = await call('DELETE', `/media/${policy}`)
    expect(refused.status).toBe(409)
    expect(refused.text).toContain('Настройки сайта')
  })
})
