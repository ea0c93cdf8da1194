import 'server-only'

import type { EstateCategoryCode } from '../domain/estate-categories'
import type { Locale } from '../domain/locales'

/**
 * The words of the calculation PDF (documents/calculation-pdf) in the site's three languages. They live
 * with the document rather than among the editable UI strings: a printed calculation is a document of
 * the company, its wording (the disclaimer above all) is changed with the code that lays it out.
 */

export type CalculationStrings = {
  title: { mortgage: string; installment: string }
  calculatedOn: string
  contacts: string
  property: string
  project: string
  queue: string
  category: string
  number: string
  area: string
  floor: string
  squareMetres: string
  categories: Record<EstateCategoryCode, string>
  terms: string
  program: string
  bank: string
  rate: string
  markup: string
  /** A yearly rate: 12.9 % a year. */
  perYear: (rate: string) => string
  effectiveRate: string
  /** Where a stated effective rate is published and as of which day. */
  effectiveStated: (source: string, date: string) => string
  price: string
  initialPayment: string
  loan: string
  financed: string
  term: string
  months: string
  scheduleKind: string
  annuity: string
  differentiated: string
  monthly: string
  firstPayment: string
  lastPayment: string
  totalPaid: string
  overpayment: string
  markupTotal: string
  requiredIncome: string
  requiredIncomeNote: (percent: number) => string
  schedule: string
  columns: { month: string; payment: string; interest: string; markup: string; principal: string; balance: string }
  page: (page: number, pages: number) => string
  disclaimer: string
}

const ru: CalculationStrings = {
  title: { mortgage: 'Расчёт ипотеки', installment: 'Расчёт рассрочки' },
  calculatedOn: 'Дата расчёта',
  contacts: 'Отдел продаж',
  property: 'Объект',
  project: 'Жилой комплекс',
  queue: 'Очередь',
  category: 'Тип',
  number: 'Номер',
  area: 'Площадь',
  floor: 'Этаж',
  squareMetres: 'м²',
  categories: { flat: 'Квартира', comm: 'Коммерческое помещение', garage: 'Паркинг', storageroom: 'Кладовая' },
  terms: 'Условия',
  program: 'Программа',
  bank: 'Банк',
  rate: 'Ставка',
  markup: 'Удорожание',
  perYear: (rate) => `${rate} % годовых`,
  effectiveRate: 'ГЭСВ',
  effectiveStated: (source, date) => `ГЭСВ по данным: ${source}, на ${date}`,
  price: 'Стоимость',
  initialPayment: 'Первоначальный взнос',
  loan: 'Сумма кредита',
  financed: 'Сумма рассрочки',
  term: 'Срок',
  months: 'мес.',
  scheduleKind: 'Платежи',
  annuity: 'аннуитетные (равные)',
  differentiated: 'дифференцированные (убывающие)',
  monthly: 'Ежемесячный платёж',
  firstPayment: 'Первый платёж',
  lastPayment: 'Последний платёж',
  totalPaid: 'Всего выплат с первоначальным взносом',
  overpayment: 'Переплата (проценты)',
  markupTotal: 'Удорожание за весь срок',
  requiredIncome: 'Необходимый доход',
  requiredIncomeNote: (percent) => `платёж не более ${percent} % дохода`,
  schedule: 'График платежей',
  columns: { month: 'Месяц', payment: 'Платёж', interest: 'Проценты', markup: 'Удорожание', principal: 'Основной долг', balance: 'Остаток' },
  page: (page, pages) => `Стр. ${page} из ${pages}`,
  disclaimer:
    'Расчёт носит справочный характер и не является публичной офертой. Окончательные условия, ставку и ГЭСВ определяет банк (для рассрочки — застройщик) после рассмотрения заявки. Суммы округлены до тенге, последний платёж учитывает округление.',
}

const kk: CalculationStrings = {
  title: { mortgage: 'Ипотеканы есептеу', installment: 'Бөліп төлеуді есептеу' },
  calculatedOn: 'Есептеу күні',
  contacts: 'Сату бөлімі',
  property: 'Нысан',
  project: 'Тұрғын үй кешені',
  queue: 'Кезек',
  category: 'Түрі',
  number: 'Нөмірі',
  area: 'Ауданы',
  floor: 'Қабаты',
  squareMetres: 'м²',
  categories: { flat: 'Пәтер', comm: 'Коммерциялық үй-жай', garage: 'Паркинг', storageroom: 'Қойма' },
  terms: 'Шарттар',
  program: 'Бағдарлама',
  bank: 'Банк',
  rate: 'Мөлшерлеме',
  markup: 'Қымбаттау',
  perYear: (rate) => `жылдық ${rate} %`,
  effectiveRate: 'ЖТСМ',
  effectiveStated: (source, date) => `ЖТСМ дерек көзі: ${source}, ${date} жағдай бойынша`,
  price: 'Құны',
  initialPayment: 'Бастапқы жарна',
  loan: 'Несие сомасы',
  financed: 'Бөліп төлеу сомасы',
  term: 'Мерзімі',
  months: 'ай',
  scheduleKind: 'Төлемдер',
  annuity: 'аннуитеттік (тең)',
  differentiated: 'сараланған (кемитін)',
  monthly: 'Ай сайынғы төлем',
  firstPayment: 'Бірінші төлем',
  lastPayment: 'Соңғы төлем',
  totalPaid: 'Бастапқы жарнамен барлық төлемдер',
  overpayment: 'Артық төлем (сыйақы)',
  markupTotal: 'Бүкіл мерзімдегі қымбаттау',
  requiredIncome: 'Қажетті табыс',
  requiredIncomeNote: (percent) => `төлем табыстың ${percent} %-ынан аспайды`,
  schedule: 'Төлем кестесі',
  columns: { month: 'Ай', payment: 'Төлем', interest: 'Сыйақы', markup: 'Қымбаттау', principal: 'Негізгі борыш', balance: 'Қалдық' },
  page: (page, pages) => `${page}-бет, барлығы ${pages}`,
  disclaimer:
    'Есептеу анықтамалық мәлімет үшін ғана берілген және жария оферта болып табылмайды. Түпкілікті шарттарды, мөлшерлемені және ЖТСМ-ді өтінімді қарағаннан кейін банк (бөліп төлеу үшін — құрылыс салушы) айқындайды. Сомалар теңгеге дейін дөңгелектелген, соңғы төлем дөңгелектеуді ескереді.',
}

const en: CalculationStrings = {
  title: { mortgage: 'Mortgage calculation', installment: 'Installment plan calculation' },
  calculatedOn: 'Calculated on',
  contacts: 'Sales office',
  property: 'Property',
  project: 'Project',
  queue: 'Phase',
  category: 'Type',
  number: 'Number',
  area: 'Area',
  floor: 'Floor',
  squareMetres: 'm²',
  categories: { flat: 'Apartment', comm: 'Commercial premises', garage: 'Parking space', storageroom: 'Storeroom' },
  terms: 'Terms',
  program: 'Program',
  bank: 'Bank',
  rate: 'Rate',
  markup: 'Markup',
  perYear: (rate) => `${rate} % a year`,
  effectiveRate: 'Effective annual rate',
  effectiveStated: (source, date) => `Effective rate as published by ${source}, ${date}`,
  price: 'Price',
  initialPayment: 'Initial payment',
  loan: 'Loan amount',
  financed: 'Amount in installments',
  term: 'Term',
  months: 'months',
  scheduleKind: 'Payments',
  annuity: 'annuity (equal)',
  differentiated: 'differentiated (decreasing)',
  monthly: 'Monthly payment',
  firstPayment: 'First payment',
  lastPayment: 'Last payment',
  totalPaid: 'Total paid, initial payment included',
  overpayment: 'Overpayment (interest)',
  markupTotal: 'Markup over the whole term',
  requiredIncome: 'Required income',
  requiredIncomeNote: (percent) => `the payment at most ${percent} % of income`,
  schedule: 'Payment schedule',
  columns: { month: 'Month', payment: 'Payment', interest: 'Interest', markup: 'Markup', principal: 'Principal', balance: 'Balance' },
  page: (page, pages) => `Page ${page} of ${pages}`,
  disclaimer:
    'This calculation is for information only and is not an offer. The final terms, rate and effective annual rate are set by the bank (for an installment plan, by the developer) after reviewing an application. Amounts are rounded to the tenge; the last payment takes up the rounding.',
}

export const CALCULATION_STRINGS: Record<Locale, CalculationStrings> = { ru, kk, en }
