import { describe, expect, it } from 'vitest'

import type { PublicVacancy } from '@/services/vacancies'
import { jobPostingJsonLd } from './job-posting-json-ld'

const vacancy: PublicVacancy = {
  id: 7,
  slug: 'site-foreman',
  title: 'Прораб',
  category: { id: 1, slug: 'construction', title: 'Строительство' },
  city: { id: 2, name: 'Алматы', slug: 'almaty' },
  salary: 'от 900 000 ₸',
  employment: 'Полная занятость',
  is_burning: true,
  is_student: false,
  is_closed: false,
  description: 'Ищем прораба <на объект>',
  responsibilities: ['Организация работ'],
  requirements: ['Опыт от 3 лет'],
  conditions: [],
  seo: { title: 'Прораб', description: '' },
  created_at: '2026-11-20T08:00:00.000Z',
}
const options = {
  url: 'https://example.kz/career/construction/site-foreman',
  origin: 'https://example.kz',
  company: 'Qazaq Stroy',
  labels: { salary: 'Зарплата', duties: 'Обязанности', requirements: 'Требования', conditions: 'Условия' },
}

describe('JobPosting structured data', () => {
  it('carries the fields a job search needs', () => {
    const data = jobPostingJsonLd(vacancy, options)
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Прораб',
      datePosted: '2026-11-20',
      url: options.url,
      hiringOrganization: { '@type': 'Organization', name: 'Qazaq Stroy', sameAs: 'https://example.kz' },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'KZ', addressLocality: 'Алматы' } },
    })
    expect(data).not.toHaveProperty('employmentType')
  })

  it('describes the vacancy with its texts, escaped, and skips empty blocks', () => {
    const { description } = jobPostingJsonLd(vacancy, options) as { description: string }
    expect(description).toContain('Ищем прораба &lt;на объект&gt;')
    expect(description).toContain('<p>Зарплата: от 900 000 ₸</p>')
    expect(description).toContain('<p>Обязанности</p><ul><li>Организация работ</li></ul>')
    expect(description).not.toContain('Условия')
  })

  it('marks student vacancies as internships and leaves out an unknown city', () => {
    const data = jobPostingJsonLd({ ...vacancy, is_student: true, city: null }, options)
    expect(data.employmentType).toBe('INTERN')
    expect(data.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'KZ' } })
  })
})
