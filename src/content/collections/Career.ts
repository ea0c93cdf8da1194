import { contentCollection, orderField } from '../fields'
import { vacancyCategorySitePath, vacancySitePath } from '../site-paths'

export const VacancyCategories = contentCollection({
  slug: 'vacancy-categories',
  admin: { useAsTitle: 'title', group: 'Career' },
  sitePath: vacancyCategorySitePath,
  // /career/job-for-student is the student jobs' page: a category of that slug could never be reached.
  document: { seo: true, reservedSlugs: ['job-for-student'] },
  fields: [{ name: 'title', type: 'text', required: true, localized: true }, orderField()],
})

export const Vacancies = contentCollection({
  slug: 'vacancies',
  admin: { useAsTitle: 'title', group: 'Career', defaultColumns: ['title', 'category', 'is_burning', 'is_student', 'is_closed', '_status'] },
  sitePath: vacancySitePath,
  draftPreview: true,
  document: { seo: true, reservedSlugs: ['categories', 'burning', 'application', 'student-application'] },
  alsoExpires: ['vacancy-categories'],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'category', type: 'relationship', relationTo: 'vacancy-categories', required: true, index: true },
    { name: 'city', type: 'relationship', relationTo: 'cities' },
    { name: 'salary', type: 'text', localized: true },
    { name: 'employment', type: 'text', localized: true },
    { name: 'description', type: 'textarea', localized: true },
    // Rows are shared by the languages and their text is translated; a row not yet translated falls back
    // to Russian, so an editor can save one language at a time.
    { name: 'responsibilities', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
    { name: 'requirements', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
    { name: 'conditions', type: 'array', fields: [{ name: 'text', type: 'text', localized: true }] },
    {
      name: 'is_burning',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: { ru: 'Срочная: показывается среди горящих вакансий.', en: 'Urgent: listed by /api/vacancies/burning.' } },
    },
    {
      name: 'is_student',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: { ru: 'Подходит студентам (страница «Работа для студентов»).', en: 'Open to students (job-for-student page).' } },
    },
    {
      name: 'is_closed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: {
        description: {
          ru: 'Закрыта: страница вакансии остаётся с пометкой «закрыта» и ссылками на открытые, но вакансия уходит из списков и карты сайта и не принимает отклики.',
          en: 'Closed: the vacancy keeps its page, marked as closed with links to open ones, but leaves the lists and the sitemap and takes no applications.',
        },
      },
    },
    orderField(),
  ],
})
