import type { CollectionConfig, Field, GlobalConfig, Option } from 'payload'

import { mapSubfields } from './field-tree'
import { PAYLOAD_EN, PAYLOAD_RU } from './payload-words'

/**
 * The admin's words: what editors read for each collection, group, field and option code, in the admin's
 * languages (Russian by default, English by choice; Payload has no Kazakh admin). Named as the site names
 * things: a complex is a project, a house is a queue, a restoration is a finishing.
 *
 * Dates are written the Kazakh way in every date picker (DATE_FORMATS).
 *
 * The field names of the store stay as they are (the API and the CRM use them); only the labels change.
 * `collectionWithAdminWords` and `globalWithAdminWords` put these words on a collection or global: its
 * names and group from here, a field's label from here where the field gives none (one written next to
 * a field wins).
 */
export type Words = { ru: string; en: string }

export const w = (ru: string, en: string): Words => ({ ru, en })

/** The words in the editor's admin language (`req.i18n.language`): for validation messages. */
export const inEditorLanguage = (words: Words, language: string | undefined): string => (language === 'en' ? words.en : words.ru)

/**
 * A Payload label (a collection's, a global's, a field's) in the editor's language: text as it is, words
 * as `inEditorLanguage` gives them; undefined for none and for a function (Payload's own labels), so the
 * caller names the thing otherwise (its slug or field name).
 */
export const labelIn = (label: unknown, language: string | undefined): string | undefined => {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object') return inEditorLanguage(label as Words, language)
  return undefined
}

/** The sidebar groups, by the name the collection and global files give them. */
const GROUPS: Record<string, Words> = {
  Projects: w('Проекты', 'Projects'),
  Reference: w('Справочники', 'Reference'),
  'Purchase methods': w('Способы покупки', 'Purchase methods'),
  'News and promotions': w('Новости и акции', 'News and promotions'),
  Company: w('Компания', 'Company'),
  Media: w('Медиа', 'Media'),
  Career: w('Карьера', 'Career'),
  Settings: w('Настройки', 'Settings'),
  Leads: w('Заявки', 'Leads'),
  Staff: w('Сотрудники', 'Staff'),
}

const groupWords = (group: unknown) => (typeof group === 'string' ? (GROUPS[group] ?? group) : group) as Words | string | false | undefined

type Names = { singular: Words; plural: Words; description?: Words }

/** Collections' names, singular and plural, with what each holds. */
const COLLECTIONS: Record<string, Names> = {
  complexes: {
    singular: w('Проект', 'Project'),
    plural: w('Проекты', 'Projects'),
    description: w('Жилые комплексы: их страницы, карта и каталог.', 'Residential projects: their pages, the map and the catalogue.'),
  },
  houses: {
    singular: w('Очередь', 'Queue'),
    plural: w('Очереди', 'Queues'),
    description: w('Очереди (дома) проектов: этажность, секции, срок сдачи.', "Projects' queues (houses): floors, sections, completion."),
  },
  estates: {
    singular: w('Объект недвижимости', 'Property'),
    plural: w('Недвижимость', 'Properties'),
    description: w(
      'Квартиры, коммерческие помещения, паркинги и кладовые с ценами и статусами.',
      'Flats, commercial premises, parking spaces and storerooms with their prices and statuses.',
    ),
  },
  'estate-price-changes': {
    singular: w('Изменение цены', 'Price change'),
    plural: w('История цен', 'Price history'),
    description: w(
      'Изменения цен и статусов объектов, попавшие на сайт: когда, откуда и кто. Записываются сами; фильтр «Объект» показывает историю одного объекта.',
      "Changes of prices and statuses that reached the site: when, from where and who. Recorded automatically; the «Property» filter shows one property's history.",
    ),
  },
  'reservation-holds': {
    singular: w('Бронь', 'Reservation hold'),
    plural: w('Онлайн-брони', 'Reservation holds'),
    description: w(
      'Брони с сайта: объект забронирован до окончания брони. Подтвердите бронь (она останется и после окончания), перенесите окончание или снимите её; неподтверждённая бронь заканчивается сама, продажа в CRM закрывает её сразу.',
      'Holds placed on the site: the unit is reserved until the hold ends. Confirm a hold (it then stays past its end), move its end or release it; an unconfirmed hold ends by itself, a sale in the CRM closes it at once.',
    ),
  },
  'alert-subscriptions': {
    singular: w('Подписка на изменения', 'Alert subscription'),
    plural: w('Подписки на изменения', 'Alert subscriptions'),
    description: w(
      'Посетители, которые следят за ценой объекта или сохранили поиск: письмо при снижении цены или смене статуса, по поискам — раз в день. Адрес видят администраторы и отдел продаж; отписка удаляет запись, неподтверждённая удаляется через 7 дней.',
      "Visitors following a unit's price or a saved search: an e-mail when a price drops or a status changes, a daily digest for searches. Administrators and sales see the address; unsubscribing deletes the row, an unconfirmed one goes after 7 days.",
    ),
  },
  'crm-sync-runs': {
    singular: w('Синхронизация с CRM', 'CRM sync run'),
    plural: w('Синхронизации с CRM', 'CRM sync log'),
    description: w(
      'Каждый запуск синхронизации объектов с CRM: когда, что изменилось, какие строки не прошли и почему.',
      'Every run of the CRM inventory sync: when, what changed, which rows did not pass and why.',
    ),
  },
  'estate-categories': { singular: w('Категория недвижимости', 'Property category'), plural: w('Категории недвижимости', 'Property categories') },
  restorations: { singular: w('Отделка', 'Finishing'), plural: w('Виды отделки', 'Finishings') },
  cities: { singular: w('Город', 'City'), plural: w('Города', 'Cities') },
  'construction-progress': {
    singular: w('Отчёт о ходе строительства', 'Progress report'),
    plural: w('Ход строительства', 'Construction progress'),
    description: w('Помесячные фото и процент готовности.', 'Monthly photos and percent complete.'),
  },
  'property-descriptions': {
    singular: w('Описание недвижимости', 'Property description'),
    plural: w('Описания недвижимости', 'Property descriptions'),
    description: w('Тексты карточки объекта: преимущества, планировка, отделка, покупка.', "The property page's texts: advantages, layout, finishing, purchase."),
  },
  'mortgage-programs': { singular: w('Ипотечная программа', 'Mortgage program'), plural: w('Ипотечные программы', 'Mortgage programs') },
  'installment-plans': { singular: w('План рассрочки', 'Installment plan'), plural: w('Планы рассрочки', 'Installment plans') },
  articles: { singular: w('Новость', 'News article'), plural: w('Новости', 'News') },
  promotions: { singular: w('Акция', 'Promotion'), plural: w('Акции', 'Promotions') },
  awards: { singular: w('Награда', 'Award'), plural: w('Награды', 'Awards') },
  employees: { singular: w('Сотрудник', 'Employee'), plural: w('Руководство и сотрудники', 'Management and employees') },
  reviews: { singular: w('Отзыв', 'Review'), plural: w('Отзывы', 'Reviews') },
  photos: { singular: w('Фотография', 'Photo'), plural: w('Фотогалерея', 'Photo gallery') },
  videos: { singular: w('Видео', 'Video'), plural: w('Видео', 'Videos') },
  banners: { singular: w('Баннер', 'Banner'), plural: w('Баннеры', 'Banners'), description: w('Слайды карусели на главной странице.', "The home page carousel's slides.") },
  'feedback-images': {
    singular: w('Изображение окна консультации', 'Consultation image'),
    plural: w('Изображения окна консультации', 'Consultation images'),
    description: w('Окно консультации показывает одно из них.', 'The consultation window shows one of them.'),
  },
  'vacancy-categories': { singular: w('Направление', 'Vacancy category'), plural: w('Направления вакансий', 'Vacancy categories') },
  vacancies: { singular: w('Вакансия', 'Vacancy'), plural: w('Вакансии', 'Vacancies') },
  contacts: { singular: w('Офис', 'Office'), plural: w('Офисы и контакты', 'Offices and contacts') },
  localizations: {
    singular: w('Текст интерфейса', 'Interface text'),
    plural: w('Тексты интерфейса', 'Interface texts'),
    description: w('Подписи и сообщения сайта; пустой текст — текст по умолчанию.', "The site's captions and messages; empty means the shipped text."),
  },
  redirects: { singular: w('Перенаправление', 'Redirect'), plural: w('Перенаправления', 'Redirects') },
  leads: { singular: w('Заявка', 'Lead'), plural: w('Заявки', 'Leads') },
  'lead-files': { singular: w('Файл заявки', 'Lead file'), plural: w('Файлы заявок', 'Lead files') },
  media: { singular: w('Медиафайл', 'Media file'), plural: w('Медиафайлы', 'Media files') },
  users: { singular: w('Пользователь', 'User'), plural: w('Пользователи', 'Users') },
}

/** Globals' names. */
const GLOBALS: Record<string, Words> = {
  'site-settings': w('Настройки сайта', 'Site settings'),
  'purchase-guide': w('Страница «Способы покупки»', 'Purchase methods page'),
  'about-page': w('Страница «О компании»', 'About page'),
  'home-page': w('Главная страница', 'Home page'),
}

/** Field labels by field name, the same wherever the name appears. */
const FIELDS: Record<string, Words> = {
  slug: w('Адрес (slug)', 'Slug'),
  name: w('Название', 'Name'),
  title: w('Заголовок', 'Title'),
  text: w('Текст', 'Text'),
  description: w('Описание', 'Description'),
  short_description: w('Краткое описание', 'Short description'),
  excerpt: w('Анонс', 'Excerpt'),
  content: w('Текст', 'Content'),
  order: w('Порядок', 'Order'),
  seo: w('SEO', 'SEO'),
  complex: w('Проект', 'Project'),
  complexes: w('Проекты', 'Projects'),
  house: w('Очередь', 'Queue'),
  houses: w('Очереди', 'Queues'),
  city: w('Город', 'City'),
  district: w('Район', 'District'),
  address: w('Адрес', 'Address'),
  latitude: w('Широта', 'Latitude'),
  longitude: w('Долгота', 'Longitude'),
  class: w('Класс', 'Class'),
  completion_date: w('Срок сдачи', 'Completion date'),
  completion_year: w('Год сдачи', 'Completion year'),
  completion_quarter: w('Квартал сдачи', 'Completion quarter'),
  cover: w('Обложка', 'Cover'),
  gallery: w('Галерея', 'Gallery'),
  image: w('Изображение', 'Image'),
  image_mobile: w('Изображение для телефона', 'Phone image'),
  photo: w('Фото', 'Photo'),
  photos: w('Фотографии', 'Photos'),
  logo: w('Логотип', 'Logo'),
  preview: w('Превью', 'Preview image'),
  video_url: w('Ссылка на видео', 'Video link'),
  features: w('Особенности', 'Features'),
  infrastructure: w('Инфраструктура', 'Infrastructure'),
  distance: w('Расстояние', 'Distance'),
  documents: w('Документы', 'Documents'),
  file: w('Файл', 'File'),
  floors: w('Этажность', 'Floors'),
  sections: w('Секции', 'Sections'),
  geo_flatnum: w('Номер', 'Number'),
  category: w('Категория', 'Category'),
  rooms: w('Комнат', 'Rooms'),
  area: w('Площадь, м²', 'Area, m²'),
  floor: w('Этаж', 'Floor'),
  section: w('Секция', 'Section'),
  price: w('Цена, ₸', 'Price, ₸'),
  price_per_m2: w('Цена за м², ₸', 'Price per m², ₸'),
  restoration: w('Отделка', 'Finishing'),
  layout: w('Планировка', 'Layout plan'),
  master_plan: w('Генплан', 'Master plan'),
  facade: w('Фасад', 'Facade'),
  floor_plans: w('Планировки этажей', 'Floor plans'),
  areas: w('Контуры на картинке', 'Outlines on the picture'),
  points: w('Контур', 'Outline'),
  floor_from: w('С этажа', 'From floor'),
  floor_to: w('По этаж', 'To floor'),
  floor_position: w('Номер на площадке', 'Place on the landing'),
  code: w('Код', 'Code'),
  month: w('Месяц', 'Month'),
  percent: w('Готовность, %', 'Complete, %'),
  type: w('Раздел', 'Section'),
  estate_category: w('Категория недвижимости', 'Property category'),
  estate_categories: w('Категории недвижимости', 'Property categories'),
  estate_rooms: w('Комнат', 'Rooms'),
  bank: w('Банк', 'Bank'),
  rate: w('Ставка, %', 'Rate, %'),
  initial_payment: w('Первоначальный взнос, %', 'Initial payment, %'),
  term_months: w('Срок, месяцев', 'Term, months'),
  fee_percent: w('Комиссия, %', 'Fee, %'),
  effective_rate: w('ГЭСВ, %', 'Effective rate, %'),
  effective_rate_source: w('Источник ГЭСВ', 'Effective rate: source'),
  effective_rate_as_of: w('ГЭСВ на дату', 'Effective rate: as of'),
  conditions: w('Условия', 'Conditions'),
  published_at: w('Опубликовать: дата и время', 'Publish at: date and time'),
  starts_at: w('Начало: дата и время', 'Starts at: date and time'),
  ends_at: w('Окончание', 'Ends'),
  is_basic: w('Постоянная акция', 'Evergreen offer'),
  year: w('Год', 'Year'),
  issuer: w('Кем выдана', 'Issued by'),
  position: w('Должность', 'Position'),
  author: w('Автор', 'Author'),
  rating: w('Оценка', 'Rating'),
  date: w('Дата', 'Date'),
  subtitle: w('Подзаголовок', 'Subtitle'),
  link: w('Ссылка', 'Link'),
  alt: w('Описание изображения (alt)', 'Alternative text (alt)'),
  salary: w('Зарплата', 'Salary'),
  employment: w('Занятость', 'Employment'),
  responsibilities: w('Обязанности', 'Responsibilities'),
  requirements: w('Требования', 'Requirements'),
  is_burning: w('Горящая', 'Urgent'),
  is_student: w('Для студентов', 'For students'),
  is_closed: w('Закрыта', 'Closed'),
  phones: w('Телефоны', 'Phones'),
  phone: w('Телефон', 'Phone'),
  email: w('E-mail', 'E-mail'),
  working_hours: w('Часы работы', 'Opening hours'),
  schedule: w('Расписание встреч', 'Meeting schedule'),
  days: w('Дни', 'Days'),
  opens: w('С', 'Opens'),
  closes: w('До', 'Closes'),
  is_sales_office: w('Отдел продаж', 'Sales office'),
  key: w('Ключ', 'Key'),
  from: w('Откуда', 'From'),
  to: w('Куда', 'To'),
  role: w('Роль', 'Role'),
  original_name: w('Имя файла', 'File name'),
  sha256: w('Контрольная сумма SHA-256', 'SHA-256 checksum'),
  intro: w('Вступление', 'Introduction'),
  summary: w('Кратко', 'Summary'),
  highlights: w('Главное', 'Highlights'),
  methods: w('Способы покупки', 'Purchase methods'),
  steps: w('Шаги покупки', 'Purchase steps'),
  faq: w('Вопросы и ответы', 'Questions and answers'),
  question: w('Вопрос', 'Question'),
  answer: w('Ответ', 'Answer'),
  disclaimer: w('Оговорка', 'Disclaimer'),
  founded_year: w('Год основания', 'Founded in'),
  history: w('История', 'History'),
  mission: w('Миссия', 'Mission'),
  values: w('Ценности', 'Values'),
  blocks: w('Разделы страницы', 'Page sections'),
  company_name: w('Название компании', 'Company name'),
  sales_email: w('E-mail отдела продаж', 'Sales e-mail'),
  whatsapp: w('WhatsApp отдела продаж', 'Sales WhatsApp'),
  telegram: w('Telegram отдела продаж', 'Sales Telegram'),
  info_email: w('E-mail для вопросов', 'Enquiries e-mail'),
  socials: w('Соцсети', 'Social networks'),
  network: w('Сеть', 'Network'),
  url: w('Ссылка', 'URL'),
  policy: w('Политика конфиденциальности (PDF)', 'Privacy policy (PDF)'),
  requisites: w('Реквизиты', 'Company details'),
  legal_name: w('Юридическое название', 'Legal name'),
  legal_address: w('Юридический адрес', 'Legal address'),
  made_by: w('Разработчик сайта', 'Site made by'),
  analytics: w('Аналитика', 'Analytics'),
  yandex_metrika_id: w('Счётчик Яндекс Метрики', 'Yandex Metrica counter'),
  google_analytics_id: w('Идентификатор Google Analytics', 'Google Analytics ID'),
  full_payment: w('Полная оплата', 'Full payment'),
  discount_percent: w('Скидка, %', 'Discount, %'),
  mortgage: w('Ипотека', 'Mortgage'),
  installment: w('Рассрочка', 'Installment plan'),
  payment_100: w('Полная оплата', 'Full payment'),
  // Payload's publication state (drafts): named, or the lists' column reads «_status».
  _status: w('Публикация', 'Publication'),
}

/**
 * An array's rows, by the array's name: «Добавить {{label}}» takes the singular as it is, so each is one
 * whose accusative is its nominative (no «Добавить Строка»).
 */
const ARRAY_ROWS: Record<string, { singular: Words; plural: Words }> = {
  features: { singular: w('Особенность', 'Feature'), plural: w('Особенности', 'Features') },
  infrastructure: { singular: w('Объект инфраструктуры', 'Place nearby'), plural: w('Инфраструктура', 'Infrastructure') },
  documents: { singular: w('Документ', 'Document'), plural: w('Документы', 'Documents') },
  phones: { singular: w('Телефон', 'Phone'), plural: w('Телефоны', 'Phones') },
  schedule: { singular: w('Интервал', 'Time slot'), plural: w('Интервалы', 'Time slots') },
  responsibilities: { singular: w('Пункт', 'Item'), plural: w('Обязанности', 'Responsibilities') },
  requirements: { singular: w('Требование', 'Requirement'), plural: w('Требования', 'Requirements') },
  conditions: { singular: w('Условие', 'Condition'), plural: w('Условия', 'Conditions') },
  socials: { singular: w('Соцсеть', 'Social network'), plural: w('Соцсети', 'Social networks') },
  history: { singular: w('Событие', 'Event'), plural: w('События', 'Events') },
  values: { singular: w('Ценность', 'Value'), plural: w('Ценности', 'Values') },
  highlights: { singular: w('Пункт', 'Point'), plural: w('Главное', 'Highlights') },
  steps: { singular: w('Шаг', 'Step'), plural: w('Шаги', 'Steps') },
  faq: { singular: w('Вопрос', 'Question'), plural: w('Вопросы и ответы', 'Questions and answers') },
  areas: { singular: w('Контур', 'Outline'), plural: w('Контуры', 'Outlines') },
  floor_plans: { singular: w('Планировка этажа', 'Floor plan'), plural: w('Планировки этажей', 'Floor plans') },
}

/** Every array row's label: its name, its number and its first text (admin/ArrayRowLabel.tsx). */
const ARRAY_ROW_LABEL = '/content/admin/ArrayRowLabel#ArrayRowLabel'

/** Where one name means something else in one place: `<collection or global>.<field path>`. */
const FIELDS_IN: Record<string, Words> = {
  'complexes.status': w('Стадия строительства', 'Construction stage'),
  'houses.name': w('Название очереди', 'Queue name'),
  'houses.floor_plans.areas.position': w('Номер на площадке', 'Place on the landing'),
  'houses.status': w('Стадия строительства', 'Construction stage'),
  'estates.status': w('Статус продажи', 'Sale status'),
  'estates.complex': w('Проект (по очереди)', 'Project (from the queue)'),
  'estate-price-changes.estate': w('Объект', 'Property'),
  'estate-price-changes.changed_at': w('Когда', 'When'),
  'estate-price-changes.previous_price': w('Было, ₸', 'Was, ₸'),
  'estate-price-changes.price': w('Стало, ₸', 'Now, ₸'),
  'estate-price-changes.previous_status': w('Статус был', 'Status was'),
  'estate-price-changes.status': w('Статус стал', 'Status now'),
  'estate-price-changes.source': w('Источник', 'Source'),
  'estate-price-changes.changed_by': w('Кто', 'Who'),
  'alert-subscriptions.email': w('E-mail', 'E-mail'),
  'alert-subscriptions.token': w('Ключ ссылок', 'Link key'),
  'alert-subscriptions.kind': w('Что отслеживается', 'What is followed'),
  'alert-subscriptions.locale': w('Язык писем', 'Language of the e-mails'),
  'alert-subscriptions.estate': w('Объект', 'Property'),
  'alert-subscriptions.search_category': w('Категория поиска', 'Search category'),
  'alert-subscriptions.search_query': w('Фильтры поиска', 'Search filters'),
  'alert-subscriptions.confirmed_at': w('Подтверждена', 'Confirmed'),
  'alert-subscriptions.last_change': w('Последнее сообщённое изменение', 'Last change told'),
  'alert-subscriptions.seen': w('Найдено при последней проверке', 'Found at the last look'),
  'alert-subscriptions.digest_at': w('Последняя сводка', 'Last digest'),
  'reservation-holds.estate': w('Объект', 'Property'),
  'reservation-holds.lead': w('Заявка', 'Lead'),
  'reservation-holds.state': w('Состояние', 'State'),
  'reservation-holds.ends_at': w('Окончание брони', 'Hold ends'),
  'reservation-holds.price': w('Цена при брони, ₸', 'Price when held, ₸'),
  'reservation-holds.phone': w('Телефон', 'Phone'),
  'reservation-holds.client_address': w('IP-адрес', 'Client address'),
  'crm-sync-runs.started_at': w('Начало', 'Started'),
  'crm-sync-runs.ended_at': w('Конец', 'Ended'),
  'crm-sync-runs.status': w('Итог', 'Result'),
  'crm-sync-runs.trigger': w('Запуск', 'Started by'),
  'crm-sync-runs.source': w('CRM', 'CRM'),
  'crm-sync-runs.new_count': w('Новые', 'New'),
  'crm-sync-runs.linked_count': w('Связаны', 'Linked'),
  'crm-sync-runs.price_changed_count': w('Цена изменилась', 'Price changed'),
  'crm-sync-runs.status_changed_count': w('Статус изменился', 'Status changed'),
  'crm-sync-runs.other_changed_count': w('Другие изменения', 'Other changes'),
  'crm-sync-runs.taken_off_count': w('Сняты с сайта', 'Taken off the site'),
  'crm-sync-runs.problem_count': w('Проблемы', 'Problems'),
  'crm-sync-runs.problem_rows': w('Строки с проблемами', 'Problem rows'),
  'crm-sync-runs.error': w('Ошибка', 'Error'),
  'employees.name': w('Имя', 'Name'),
  'users.name': w('Имя', 'Name'),
  'redirects.status': w('Код ответа', 'Status code'),
  'seo.title': w('Заголовок для поисковиков (title)', 'Search title'),
  'seo.description': w('Описание для поисковиков (description)', 'Search description'),
  'contacts.title': w('Название офиса', 'Office name'),
  'estate-categories.title': w('Название', 'Name'),
  'restorations.title': w('Название', 'Name'),
  'mortgage-programs.title': w('Название программы', 'Program name'),
  'installment-plans.title': w('Название плана', 'Plan name'),
  'mortgage-programs.requirements': w('Условия доступа', 'Who may use it'),
  'installment-plans.requirements': w('Условия доступа', 'Who may use it'),
  'localizations.content': w('Текст', 'Text'),
  'site-settings.phone': w('Телефон в шапке', 'Header phone'),
  'site-settings.made_by.title': w('Название', 'Name'),
  'site-settings.requisites.bin': w('БИН', 'BIN'),
  'site-settings.requisites.kbe': w('КБе', 'Kbe'),
  'site-settings.requisites.iban': w('ИИК (IBAN)', 'IIK (IBAN)'),
  'site-settings.requisites.bik': w('БИК', 'BIK'),
  'site-settings.requisites.bank': w('Банк', 'Bank'),
  'purchase-guide.documents.title': w('Документ', 'Document'),
  'complexes.documents.kind': w('Вид документа', 'Kind of document'),
  'complexes.documents.house': w('Очередь (пусто — весь проект)', 'Phase (empty: the whole project)'),
  'complexes.documents.title': w('Название', 'Title'),
  'complexes.documents.issuer': w('Кем выдан', 'Issued by'),
  'complexes.documents.number': w('Номер', 'Number'),
  'complexes.documents.issued_at': w('Дата выдачи', 'Date of issue'),
  'complexes.documents.file': w('Файл (PDF)', 'File (PDF)'),
  'purchase-guide.methods': w('Способы покупки', 'Purchase methods'),
  'purchase-guide.documents.methods': w('Для способов покупки', 'For purchase methods'),
}

/** Codes of select fields, by field name, or `<collection>.<field path>` where a code list is its own. */
const OPTIONS: Record<string, Record<string, Words>> = {
  'complexes.documents.kind': {
    permit: w('Разрешение на строительство', 'Construction permit'),
    guarantee: w('Гарантия Казахстанской жилищной компании', 'Kazakhstan Housing Company guarantee'),
    escrow: w('Условия эскроу-счёта', 'Escrow terms'),
    declaration: w('Проектная декларация', 'Project declaration'),
    land: w('Документы на землю', 'Land documents'),
    other: w('Другой документ', 'Other document'),
  },
  'mortgage-programs.requirements': {
    first_home: w('Только первое жильё', 'First home only'),
    otbasy_deposit: w('Нужен депозит в Отбасы банке', 'An Otbasy Bank deposit needed'),
    new_build: w('Только новостройки', 'New builds only'),
  },
  class: { comfort: w('Комфорт', 'Comfort'), 'comfort-plus': w('Комфорт+', 'Comfort+'), business: w('Бизнес', 'Business'), premium: w('Премиум', 'Premium') },
  status: { planning: w('Проектируется', 'In design'), construction: w('Строится', 'Under construction'), completed: w('Сдан', 'Completed') },
  'estates.status': { free: w('Свободно', 'Available'), reserved: w('Забронировано', 'Reserved'), sold: w('Продано', 'Sold') },
  'estate-price-changes.source': {
    editor: w('Редактор (публикация)', 'Editor (publish)'),
    import: w('Импорт прайс-листа', 'Price list import'),
    bulk: w('Массовое изменение', 'Bulk change'),
    sync: w('Синхронизация с CRM', 'CRM sync'),
    seed: w('Демо-данные', 'Demo content'),
    hold: w('Онлайн-бронь', 'Online hold'),
  },
  'alert-subscriptions.kind': { unit: w('Цена объекта', "A unit's price"), search: w('Сохранённый поиск', 'Saved search') },
  'alert-subscriptions.locale': { ru: w('Русский', 'Russian'), kk: w('Казахский', 'Kazakh'), en: w('Английский', 'English') },
  'reservation-holds.state': {
    active: w('Действует', 'Active'),
    confirmed: w('Подтверждена', 'Confirmed'),
    released: w('Снята', 'Released'),
    expired: w('Истекла', 'Expired'),
    sold: w('Продано', 'Sold'),
  },
  'crm-sync-runs.status': { running: w('Идёт', 'Running'), done: w('Выполнена', 'Done'), failed: w('Ошибка', 'Failed') },
  'crm-sync-runs.trigger': { schedule: w('По расписанию', 'Schedule'), manual: w('Вручную', 'By hand') },
  'crm-sync-runs.source': { profitbase: w('Profitbase', 'Profitbase'), macrocrm: w('MacroCRM', 'MacroCRM') },
  'redirects.status': {
    301: w('301 — навсегда', '301 — permanent'),
    302: w('302 — временно', '302 — temporary'),
    307: w('307 — временно', '307 — temporary'),
    308: w('308 — навсегда', '308 — permanent'),
  },
  category: {
    flat: w('Квартира', 'Flat'),
    comm: w('Коммерческое помещение', 'Commercial premises'),
    garage: w('Паркинг', 'Parking space'),
    storageroom: w('Кладовая', 'Storeroom'),
  },
  days: { mon: w('Пн', 'Mon'), tue: w('Вт', 'Tue'), wed: w('Ср', 'Wed'), thu: w('Чт', 'Thu'), fri: w('Пт', 'Fri'), sat: w('Сб', 'Sat'), sun: w('Вс', 'Sun') },
  type: { advantages: w('Преимущества', 'Advantages'), layout: w('Планировка', 'Layout'), finishing: w('Отделка', 'Finishing'), purchase: w('Покупка', 'Purchase') },
  methods: { mortgage: w('Ипотека', 'Mortgage'), installment: w('Рассрочка', 'Installment plan'), 'payment-100': w('Полная оплата', 'Full payment') },
  network: {
    instagram: w('Instagram', 'Instagram'),
    facebook: w('Facebook', 'Facebook'),
    youtube: w('YouTube', 'YouTube'),
    telegram: w('Telegram', 'Telegram'),
    whatsapp: w('WhatsApp', 'WhatsApp'),
    tiktok: w('TikTok', 'TikTok'),
    vk: w('ВКонтакте', 'VK'),
  },
  locale: { ru: w('Русский', 'Russian'), kk: w('Казахский', 'Kazakh'), en: w('Английский', 'English') },
  role: {
    admin: w('Администратор (всё)', 'Admin (everything)'),
    editor: w('Редактор (содержимое)', 'Editor (content)'),
    sales: w('Продажи (только заявки)', 'Sales (leads only)'),
  },
}
OPTIONS['estate-price-changes.status'] = OPTIONS['estates.status']
OPTIONS['estate-price-changes.previous_status'] = OPTIONS['estates.status']
OPTIONS['installment-plans.requirements'] = OPTIONS['mortgage-programs.requirements']
OPTIONS.code = OPTIONS.category
OPTIONS.estate_category = OPTIONS.category
OPTIONS.estate_categories = OPTIONS.category

/** Payload's own words, mended where its Russian reads badly (payload-words.ts). */
export const ADMIN_TRANSLATIONS = { ru: PAYLOAD_RU, en: PAYLOAD_EN }

/** The date pickers in the way Kazakhstan writes dates (31.12.2026), not Payload's American default. */
const DATE_FORMATS: Record<string, string> = { dayOnly: 'dd.MM.yyyy', dayAndTime: 'dd.MM.yyyy HH:mm', timeOnly: 'HH:mm', monthOnly: 'MM.yyyy' }

const lookup = <T>(table: Record<string, T>, owner: string, path: string[]): T | undefined =>
  table[`${owner}.${path.join('.')}`] ?? table[path.join('.')] ?? table[path.slice(-2).join('.')] ?? table[path[path.length - 1]]

const labelOptions = (options: Option[], words: Record<string, Words> | undefined): Option[] =>
  options.map((option) => {
    const value = typeof option === 'string' ? option : option.value
    const label = typeof option === 'object' && typeof option.label === 'object' ? option.label : words?.[value]
    return label ? { value, label } : option
  })

const withFieldWords = (fields: Field[], owner: string, parent: string[]): Field[] =>
  fields.map((field) => {
    const path = 'name' in field ? [...parent, field.name] : parent
    let next = field
    if ('name' in field && !('label' in field && field.label)) {
      const label = lookup(FIELDS_IN, owner, path) ?? FIELDS[field.name]
      if (label) next = { ...next, label } as Field
    }
    if (next.type === 'date' && !next.admin?.date?.displayFormat) {
      const appearance = next.admin?.date?.pickerAppearance ?? 'dayOnly'
      next = { ...next, admin: { ...next.admin, date: { ...next.admin?.date, displayFormat: DATE_FORMATS[appearance] } } }
    }
    if (next.type === 'array') {
      const rows = next.labels ?? ARRAY_ROWS[next.name]
      next = { ...next, labels: rows, admin: { ...next.admin, components: { RowLabel: ARRAY_ROW_LABEL, ...next.admin?.components } } }
    }
    if ('options' in next && next.options) next = { ...next, options: labelOptions(next.options, lookup(OPTIONS, owner, path)) } as Field
    return mapSubfields(next, (fields, name) => withFieldWords(fields, owner, name ? [...path, name] : path))
  })

/** A collection with its names, its group's words and its fields' labels. */
export function collectionWithAdminWords(collection: CollectionConfig): CollectionConfig {
  const names = COLLECTIONS[collection.slug]
  return {
    ...collection,
    labels: names ? { singular: names.singular, plural: names.plural } : collection.labels,
    admin: { ...collection.admin, group: groupWords(collection.admin?.group), description: names?.description ?? collection.admin?.description },
    fields: withFieldWords(collection.fields, collection.slug, []),
  }
}

/** A global with its name and its fields' labels. */
export function globalWithAdminWords(global: GlobalConfig): GlobalConfig {
  return {
    ...global,
    label: GLOBALS[global.slug] ?? global.label,
    admin: { ...global.admin, group: groupWords(global.admin?.group) },
    fields: withFieldWords(global.fields, global.slug, []),
  }
}
