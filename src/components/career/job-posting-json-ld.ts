import type { PublicVacancy } from '@/services/vacancies'

/**
 * schema.org JobPosting of a vacancy page (Google's job search reads it): title, description with the
 * duties, requirements and conditions, the date it was posted, the hiring company and the city.
 * Student vacancies are internships. The salary is free text in the store, so it goes into the
 * description rather than a typed baseSalary.
 */
export function jobPostingJsonLd(
  vacancy: PublicVacancy,
  { url, origin, company, labels }: { url: string; origin: string; company: string; labels: { salary: string; duties: string; requirements: string; conditions: string } },
): Record<string, unknown> {
  const block = (title: string, items: string[]) => (items.length ? `<p>${escapeHtml(title)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : '')
  const description = [
    vacancy.description ? `<p>${escapeHtml(vacancy.description)}</p>` : '',
    vacancy.salary ? `<p>${escapeHtml(labels.salary)}: ${escapeHtml(vacancy.salary)}</p>` : '',
    block(labels.duties, vacancy.responsibilities),
    block(labels.requirements, vacancy.requirements),
    block(labels.conditions, vacancy.conditions),
  ].join('')
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: description || escapeHtml(vacancy.title),
    datePosted: vacancy.created_at.slice(0, 10),
    url,
    directApply: true,
    ...(vacancy.is_student ? { employmentType: 'INTERN' } : {}),
    hiringOrganization: { '@type': 'Organization', name: company, sameAs: origin },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressCountry: 'KZ', ...(vacancy.city ? { addressLocality: vacancy.city.name } : {}) },
    },
    identifier: { '@type': 'PropertyValue', name: company, value: String(vacancy.id) },
  }
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
