import type { EligibilityQuestion } from '../../domain/program-eligibility'
import { keyTerms } from '../../domain/purchase-methods'
import { Loc, t } from '../localized'

/** Purchase methods: bank mortgages, the developer's instalment plans, texts on property pages. */

type Scope = { complexes?: string[]; houses?: [string, number][]; categories?: ('flat' | 'comm' | 'garage' | 'storageroom')[] }

export type ProgramSeed = Scope & {
  title: Loc
  bank?: Loc
  logo?: string
  rate: number
  initial: number
  months: number
  fee?: number
  /** The effective rate as the bank publishes it (where it counts costs the rate and fee do not say). */
  effective?: { rate: number; source: Loc; asOf: string }
  requirements?: EligibilityQuestion[]
  conditions: Loc
}

export const MORTGAGES: ProgramSeed[] = [
  {
    title: t('«7-20-25»', '«7-20-25»', '7-20-25'),
    bank: t('Отбасы банк', 'Отбасы банк', 'Otbasy Bank'),
    logo: 'bank-otbasy',
    rate: 7,
    initial: 20,
    months: 300,
    effective: { rate: 7.2, source: t('Отбасы банк, условия программы', 'Отбасы банк, бағдарлама шарттары', 'Otbasy Bank, programme terms'), asOf: '2026-11-01' },
    requirements: ['first_home', 'new_build'],
    conditions: t(
      'Государственная программа: 7% годовых, первый взнос от 20%, до 25 лет, только первичное жильё; у покупателя не должно быть другого жилья.',
      'Мемлекеттік бағдарлама: жылдық 7%, алғашқы жарна 20%-дан, 25 жылға дейін, тек бастапқы тұрғын үй; сатып алушының басқа тұрғын үйі болмауы керек.',
      'State programme: 7% a year, 20% down, up to 25 years, new homes only; the buyer must own no other home.',
    ),
    categories: ['flat'],
  },
  {
    title: t('«Наурыз»', '«Наурыз»', 'Nauryz'),
    bank: t('Отбасы банк', 'Отбасы банк', 'Otbasy Bank'),
    logo: 'bank-otbasy',
    rate: 7,
    initial: 10,
    months: 228,
    requirements: ['first_home'],
    conditions: t(
      'Для вкладчиков жилищных сбережений; ставка 9% для остальных покупателей.',
      'Тұрғын үй жинақ салымшыларына; қалған сатып алушыларға мөлшерлеме 9%.',
      'For housing savings depositors; 9% for other buyers.',
    ),
    categories: ['flat'],
  },
  {
    title: t('Жилищные сбережения', 'Тұрғын үй жинақтары', 'Housing savings'),
    bank: t('Отбасы банк', 'Отбасы банк', 'Otbasy Bank'),
    logo: 'bank-otbasy',
    rate: 5,
    initial: 50,
    months: 300,
    requirements: ['otbasy_deposit'],
    conditions: t(
      'Накопите половину стоимости на депозите и получите заём под 5% годовых.',
      'Құнның жартысын депозитке жинап, жылдық 5%-бен заем алыңыз.',
      'Save half the price on a deposit and borrow the rest at 5% a year.',
    ),
    categories: ['flat'],
  },
  {
    title: t('Ипотека на новостройки', 'Жаңа үйлерге ипотека', 'New-build mortgage'),
    bank: t('Halyk Bank', 'Halyk Bank', 'Halyk Bank'),
    logo: 'bank-halyk',
    rate: 16.5,
    initial: 20,
    months: 300,
    fee: 1,
    // Insurance of life and title, which the rate and fee do not show.
    effective: { rate: 18.9, source: t('Halyk Bank, паспорт продукта', 'Halyk Bank, өнім паспорты', 'Halyk Bank, product sheet'), asOf: '2026-11-01' },
    requirements: ['new_build'],
    conditions: t('Одобрение за 1 день, страхование по желанию.', '1 күнде мақұлдау, сақтандыру қалау бойынша.', 'Approval in one day; insurance optional.'),
  },
  {
    title: t('Партнёрская ипотека Qazaq Stroy', 'Qazaq Stroy серіктестік ипотекасы', 'Qazaq Stroy partner mortgage'),
    bank: t('Bereke Bank', 'Bereke Bank', 'Bereke Bank'),
    logo: 'bank-bereke',
    rate: 12.9,
    initial: 30,
    months: 240,
    conditions: t(
      'Сниженная ставка за счёт застройщика для бизнес- и премиум-проектов.',
      'Бизнес және премиум жобаларға құрылыс салушы есебінен төмендетілген мөлшерлеме.',
      'A rate subsidised by the developer for business and premium projects.',
    ),
    complexes: ['alatau-residence', 'koktem-hills', 'zhaiyk-park'],
    categories: ['flat'],
  },
  {
    title: t('Кредит на коммерческую недвижимость', 'Коммерциялық жылжымайтын мүлікке несие', 'Commercial property loan'),
    bank: t('Банк ЦентрКредит', 'Банк ЦентрКредит', 'Bank CenterCredit'),
    logo: 'bank-bcc',
    rate: 19.5,
    initial: 40,
    months: 120,
    conditions: t(
      'Для ИП и ТОО, залог — приобретаемое помещение.',
      'ЖК мен ЖШС үшін, кепіл — сатып алынатын үй-жай.',
      'For sole traders and companies, secured on the premises being bought.',
    ),
    categories: ['comm'],
  },
]

export const INSTALMENTS: ProgramSeed[] = [
  {
    title: t('Рассрочка 0% на 12 месяцев', '12 айға 0% бөліп төлеу', '0% instalments for 12 months'),
    rate: 0,
    initial: 30,
    months: 12,
    conditions: t('Без переплаты и справок о доходах.', 'Артық төлемсіз және табыс туралы анықтамасыз.', 'No overpayment and no income statements.'),
  },
  {
    title: t('Рассрочка до сдачи дома', 'Үй тапсырылғанға дейін бөліп төлеу', 'Pay until completion'),
    rate: 0,
    initial: 20,
    months: 24,
    conditions: t(
      'Платежи до ввода дома в эксплуатацию, для строящихся очередей.',
      'Салынып жатқан кезектер үшін үй пайдалануға берілгенге дейінгі төлемдер.',
      'Payments until the building is completed, for phases under construction.',
    ),
    houses: [
      ['alatau-residence', 2],
      ['alatau-residence', 3],
      ['esil-riverside', 2],
      ['esil-riverside', 3],
      ['caspian-bay', 1],
      ['caspian-bay', 2],
      ['koktem-hills', 1],
    ],
    categories: ['flat'],
  },
  {
    title: t('Долгая рассрочка на 36 месяцев', '36 айға ұзақ бөліп төлеу', 'Long instalments over 36 months'),
    rate: 6,
    initial: 30,
    months: 36,
    conditions: t(
      'Удорожание 6% в год, досрочное погашение без штрафов.',
      'Жылына 6% қымбаттау, мерзімінен бұрын өтеу айыппұлсыз.',
      '6% a year markup; early repayment without penalties.',
    ),
    complexes: ['caspian-bay', 'zhaiyk-park'],
  },
  {
    title: t('Рассрочка на паркинг и кладовую', 'Паркинг пен қоймаға бөліп төлеу', 'Instalments for parking and storerooms'),
    rate: 0,
    initial: 10,
    months: 12,
    conditions: t('Первый взнос от 10%, остаток — в течение года.', 'Алғашқы жарна 10%-дан бастап, қалғаны — бір жыл ішінде.', '10% down and the rest within a year.'),
    categories: ['garage', 'storageroom'],
  },
]

export type DescriptionSeed = {
  type: 'advantages' | 'layout' | 'finishing' | 'purchase'
  title: Loc
  text: Loc
  category?: 'flat' | 'comm' | 'garage' | 'storageroom'
  complex?: string
  house?: [string, number]
  rooms?: number
}

export const PROPERTY_DESCRIPTIONS: DescriptionSeed[] = [
  {
    type: 'advantages',
    category: 'flat',
    title: t('Почему стоит выбрать квартиру от Qazaq Stroy', 'Неліктен Qazaq Stroy пәтерін таңдау керек', 'Why choose a Qazaq Stroy flat'),
    text: t(
      'Продуманные планировки без лишних метров, высокие потолки, тёплые дворы без машин и сдача в срок.',
      'Артық метрсіз ойластырылған жоспарлау, биік төбелер, көліксіз жайлы аулалар және мерзімінде тапсыру.',
      'Practical layouts with no wasted space, high ceilings, car-free courtyards and on-time completion.',
    ),
  },
  {
    type: 'advantages',
    category: 'comm',
    title: t('Помещения для вашего бизнеса', 'Бизнесіңізге арналған үй-жайлар', 'Premises for your business'),
    text: t(
      'Отдельные входы, витринные окна и постоянный поток жителей комплекса — готовая аудитория для кафе, аптеки или салона.',
      'Жеке кіреберістер, витрина терезелері және кешен тұрғындарының тұрақты ағыны — кафе, дәріхана немесе салон үшін дайын аудитория.',
      'Separate entrances, shop windows and a steady flow of residents: a ready audience for a café, pharmacy or salon.',
    ),
  },
  {
    type: 'advantages',
    category: 'garage',
    title: t('Место для машины рядом с домом', 'Үйдің жанындағы көлік орны', 'A parking space next to home'),
    text: t(
      'Тёплый паркинг с лифтом до вашего этажа, видеонаблюдение и широкие места.',
      'Қабатыңызға дейін лифті бар жылы паркинг, бейнебақылау және кең орындар.',
      'Heated parking with a lift to your floor, CCTV and wide spaces.',
    ),
  },
  {
    type: 'advantages',
    category: 'storageroom',
    title: t('Кладовая — больше места в квартире', 'Қойма — пәтерде көбірек орын', 'A storeroom frees up your flat'),
    text: t(
      'Храните шины, велосипеды и сезонные вещи вне квартиры. Сухие, вентилируемые помещения с освещением.',
      'Дөңгелектерді, велосипедтерді және маусымдық заттарды пәтерден тыс сақтаңыз. Құрғақ, желдетілетін, жарықтандырылған үй-жайлар.',
      'Keep tyres, bicycles and seasonal things outside the flat. Dry, ventilated and well-lit rooms.',
    ),
  },
  {
    type: 'layout',
    category: 'flat',
    rooms: 0,
    title: t('Студия', 'Студия', 'Studio'),
    text: t(
      'Компактная квартира с кухонной зоной у окна — для первого жилья или сдачи в аренду.',
      'Терезе жанында ас үй аймағы бар ықшам пәтер — алғашқы баспана немесе жалға беру үшін.',
      'A compact flat with a kitchen area by the window, ideal as a first home or to let.',
    ),
  },
  {
    type: 'layout',
    category: 'flat',
    rooms: 1,
    title: t('Однокомнатная квартира', 'Бір бөлмелі пәтер', 'One-room flat'),
    text: t(
      'Отдельная кухня и просторная комната с лоджией — удобно для одного или пары.',
      'Жеке ас үй және лоджиясы бар кең бөлме — бір адамға немесе жұпқа ыңғайлы.',
      'A separate kitchen and a spacious room with a loggia, comfortable for one or a couple.',
    ),
  },
  {
    type: 'layout',
    category: 'flat',
    rooms: 2,
    title: t('Двухкомнатная квартира', 'Екі бөлмелі пәтер', 'Two-room flat'),
    text: t(
      'Кухня-гостиная и изолированная спальня: есть где принять гостей и где отдохнуть.',
      'Ас үй-қонақ бөлме және оқшауланған жатын бөлме: қонақ күтетін де, демалатын да орын бар.',
      'An open kitchen-living room and a separate bedroom: room to entertain and room to rest.',
    ),
  },
  {
    type: 'layout',
    category: 'flat',
    rooms: 3,
    title: t('Трёхкомнатная квартира', 'Үш бөлмелі пәтер', 'Three-room flat'),
    text: t(
      'Две спальни, гостиная, гардеробная и два санузла — для семьи с детьми.',
      'Екі жатын бөлме, қонақ бөлме, киім бөлмесі және екі санторап — балалы отбасыға арналған.',
      'Two bedrooms, a living room, a walk-in wardrobe and two bathrooms, made for a family with children.',
    ),
  },
  {
    type: 'layout',
    category: 'flat',
    rooms: 4,
    title: t('Четырёхкомнатная квартира', 'Төрт бөлмелі пәтер', 'Four-room flat'),
    text: t(
      'Большая гостиная и три спальни: у каждого члена семьи своё пространство.',
      'Үлкен қонақ бөлме және үш жатын бөлме: отбасының әр мүшесінің өз кеңістігі бар.',
      'A large living room and three bedrooms, so everyone in the family has a space of their own.',
    ),
  },
  {
    type: 'finishing',
    category: 'flat',
    title: t('Отделка на выбор', 'Әрлеуді таңдау', 'Choose your finishing'),
    text: t(
      'Черновая, предчистовая, чистовая или дизайнерская — стоимость отделки можно включить в ипотеку.',
      'Қаралай, таза әрлеу алдындағы, таза немесе дизайнерлік — әрлеу құнын ипотекаға қосуға болады.',
      'Rough, white box, turnkey or designer: the finishing can be included in your mortgage.',
    ),
  },
  {
    type: 'purchase',
    title: t('Как купить', 'Қалай сатып алуға болады', 'How to buy'),
    text: t(
      'Ипотека банков-партнёров, рассрочка от застройщика, 100% оплата со скидкой или trade-in.',
      'Серіктес банктердің ипотекасы, құрылыс салушының бөліп төлеуі, жеңілдікпен 100% төлем немесе trade-in.',
      'Partner bank mortgages, developer instalments, a discount for full payment, or trade-in.',
    ),
  },
  {
    type: 'advantages',
    category: 'flat',
    house: ['alatau-residence', 2],
    title: t('2-я очередь ЖК «Алатау Резиденс»', '«Алатау Резиденс» кешенінің 2-кезегі', 'Alatau Residence, Phase 2'),
    text: t(
      'Восемнадцать этажей с видом на горы, лобби с консьержем и выход в закрытый сад.',
      'Тауға қарайтын он сегіз қабат, консьержі бар лобби және жабық бақшаға шығу.',
      'Eighteen floors with mountain views, a lobby with a concierge and direct access to the private garden.',
    ),
  },
  {
    type: 'advantages',
    category: 'flat',
    house: ['caspian-bay', 1],
    title: t('1-я очередь ЖК «Каспиан Бэй»', '«Каспиан Бэй» кешенінің 1-кезегі', 'Caspian Bay, Phase 1'),
    text: t(
      'Дом первой линии: из большинства квартир видно море, на крыше — общая терраса.',
      'Бірінші қатардағы үй: пәтерлердің көбінен теңіз көрінеді, шатырда ортақ терраса бар.',
      'A first-line building: most flats see the sea, and there is a shared roof terrace.',
    ),
  },
  {
    type: 'advantages',
    complex: 'koktem-hills',
    title: t('Клубный формат', 'Клубтық формат', 'Club living'),
    text: t(
      'Всего четыре квартиры на этаже, закрытая территория и сервис для жителей.',
      'Қабатта небәрі төрт пәтер, жабық аумақ және тұрғындарға арналған сервис.',
      'Only four flats per floor, a gated grounds and services for residents.',
    ),
  },
]

type PurchaseMethod = 'mortgage' | 'installment' | 'payment-100'

/** The mortgage page's lead quotes the programs' key terms: computed, so that it cannot promise other figures than the cards. */
const MORTGAGE_TERMS = keyTerms(MORTGAGES.map((m) => ({ rate: m.rate, initial_payment: m.initial, term_months: m.months })))!
const MORTGAGE_YEARS = Math.floor(MORTGAGE_TERMS.termUpTo / 12)

/** The full-payment discount and the days the whole price has to arrive in, quoted by the conditions and the FAQ. */
const FULL_PAYMENT = { discount: 5, days: 5 }

/** The texts of /purchase-methods around the programs (the purchase-guide global). */
export const PURCHASE_GUIDE = {
  intro: t(
    'Купите квартиру так, как удобно вам: в ипотеку банков-партнёров, в рассрочку от застройщика или полной оплатой со скидкой. Менеджер поможет сравнить условия и соберёт документы вместе с вами.',
    'Пәтерді өзіңізге ыңғайлы жолмен сатып алыңыз: серіктес банктердің ипотекасымен, құрылыс салушының бөліп төлеуімен немесе жеңілдікпен толық төлеммен. Менеджер шарттарды салыстыруға көмектесіп, құжаттарды сізбен бірге жинайды.',
    "Buy the way that suits you: a mortgage from a partner bank, the developer's own instalments, or full payment with a discount. A manager will help you compare the terms and gather the documents with you.",
  ),
  methods: {
    mortgage: {
      title: t('Ипотека', 'Ипотека', 'Mortgage'),
      summary: t(
        `Программы банков-партнёров и государственные программы «7-20-25» и «Наурыз»: ставка от ${MORTGAGE_TERMS.rateFrom}% годовых, первый взнос от ${MORTGAGE_TERMS.initialFrom}%, срок до ${MORTGAGE_YEARS} лет.`,
        `Серіктес банктердің бағдарламалары және «7-20-25», «Наурыз» мемлекеттік бағдарламалары: мөлшерлеме жылдық ${MORTGAGE_TERMS.rateFrom}%-дан, алғашқы жарна ${MORTGAGE_TERMS.initialFrom}%-дан, мерзімі ${MORTGAGE_YEARS} жылға дейін.`,
        `Partner banks' programmes and the state programmes 7-20-25 and Nauryz: from ${MORTGAGE_TERMS.rateFrom}% a year, from ${MORTGAGE_TERMS.initialFrom}% down, up to ${MORTGAGE_YEARS} years.`,
      ),
      highlights: [
        { text: t('Одобрение в офисе продаж за 1–3 дня', 'Сату кеңсесінде 1–3 күнде мақұлдау', 'Approval at the sales office in 1–3 days') },
        { text: t('Аннуитетные и дифференцированные платежи', 'Аннуитеттік және сараланған төлемдер', 'Annuity or differentiated payments') },
        { text: t('Досрочное погашение без штрафов', 'Мерзімінен бұрын өтеу айыппұлсыз', 'Early repayment without penalties') },
      ],
    },
    installment: {
      title: t('Рассрочка', 'Бөліп төлеу', 'Instalments'),
      summary: t(
        'Рассрочка от застройщика без банка и справок о доходах: от 0% удорожания, первый взнос от 10%, до 36 месяцев.',
        'Банксыз және табыс туралы анықтамасыз құрылыс салушыдан бөліп төлеу: 0% қымбаттаудан, алғашқы жарна 10%-дан, 36 айға дейін.',
        'Instalments from the developer with no bank and no income statements: from 0% markup, from 10% down, up to 36 months.',
      ),
      highlights: [
        { text: t('Договор за один визит', 'Шарт бір келуде', 'A contract in one visit') },
        { text: t('Равные ежемесячные платежи', 'Тең ай сайынғы төлемдер', 'Equal monthly payments') },
        { text: t('Можно погасить раньше срока', 'Мерзімінен бұрын өтеуге болады', 'Pay off early at any time') },
      ],
    },
    payment_100: {
      title: t('100% оплата', '100% төлем', 'Full payment'),
      summary: t(
        'Оплатите всю стоимость сразу и получите скидку. Подходит и для оплаты из собственных средств, и для продажи вашей квартиры по trade-in.',
        'Бүкіл құнын бірден төлеп, жеңілдік алыңыз. Өз қаражатыңызбен төлеуге де, пәтеріңізді trade-in бойынша сатуға да жарайды.',
        'Pay the whole price at once and get a discount, from your own funds or by trading in your current flat.',
      ),
      highlights: [
        { text: t('Скидка на стоимость', 'Құнына жеңілдік', 'A discount on the price') },
        { text: t('Без процентов и переплат', 'Пайызсыз және артық төлемсіз', 'No interest, no overpayment') },
        { text: t('Сделка за 1 день', 'Мәміле 1 күнде', 'The deal in one day') },
      ],
    },
  },
  full_payment: {
    discount_percent: FULL_PAYMENT.discount,
    conditions: t(
      `Скидка ${FULL_PAYMENT.discount}% действует при оплате 100% стоимости в течение ${FULL_PAYMENT.days} банковских дней после подписания договора. Скидка не суммируется с другими акциями.`,
      `${FULL_PAYMENT.discount}% жеңілдік шартқа қол қойылғаннан кейін ${FULL_PAYMENT.days} банктік күн ішінде құнның 100%-ы төленгенде қолданылады. Жеңілдік басқа акциялармен қосылмайды.`,
      `The ${FULL_PAYMENT.discount}% discount applies when 100% of the price is paid within ${FULL_PAYMENT.days} banking days of signing the contract. It cannot be combined with other offers.`,
    ),
  },
  steps: [
    {
      title: t('Выберите квартиру', 'Пәтерді таңдаңыз', 'Choose a home'),
      text: t(
        'На сайте или в офисе продаж; менеджер забронирует её за вами.',
        'Сайтта немесе сату кеңсесінде; менеджер оны сізге брондайды.',
        'On the site or at the sales office; a manager will reserve it for you.',
      ),
    },
    {
      title: t('Выберите способ покупки', 'Сатып алу тәсілін таңдаңыз', 'Choose how to pay'),
      text: t(
        'Рассчитайте платёж в калькуляторе и сравните программы.',
        'Калькулятормен төлемді есептеп, бағдарламаларды салыстырыңыз.',
        'Work out the payment with the calculator and compare the programmes.',
      ),
    },
    {
      title: t('Подайте заявку', 'Өтінім беріңіз', 'Apply'),
      text: t(
        'Для ипотеки — в банк через нашего менеджера, для рассрочки и 100% оплаты — прямо у нас.',
        'Ипотека үшін — біздің менеджер арқылы банкке, бөліп төлеу мен 100% төлем үшін — тікелей бізге.',
        'For a mortgage, to the bank through our manager; for instalments or full payment, directly to us.',
      ),
    },
    {
      title: t('Подпишите договор', 'Шартқа қол қойыңыз', 'Sign the contract'),
      text: t(
        'Договор о долевом участии проходит учётную регистрацию в акимате, а строительство защищено гарантией АО «Казахстанская жилищная компания».',
        'Үлестік қатысу шарты әкімдікте есептік тіркеуден өтеді, ал құрылыс «Қазақстандық тұрғын үй компаниясы» АҚ кепілдігімен қорғалған.',
        'The shared-construction contract is registered with the akimat, and the construction is protected by a guarantee of Kazakhstan Housing Company.',
      ),
    },
    {
      title: t('Получите ключи', 'Кілттерді алыңыз', 'Get the keys'),
      text: t(
        'После ввода дома в эксплуатацию — акт приёма-передачи и ключи.',
        'Үй пайдалануға берілгеннен кейін — қабылдау-тапсыру актісі және кілттер.',
        'When the building is completed: the handover act and the keys.',
      ),
    },
    {
      title: t('Зарегистрируйте собственность', 'Меншікті тіркеңіз', 'Register your ownership'),
      text: t(
        'Право собственности регистрируется в государственном реестре недвижимости через ЦОН (Госкорпорация «Правительство для граждан»); документы для регистрации готовим мы.',
        'Меншік құқығы ХҚКО («Азаматтарға арналған үкімет» мемлекеттік корпорациясы) арқылы мемлекеттік жылжымайтын мүлік тізілімінде тіркеледі; тіркеуге қажетті құжаттарды біз дайындаймыз.',
        'Ownership is registered in the state real-estate register at a public service centre (TsON, the State Corporation “Government for Citizens”); we prepare the documents for it.',
      ),
    },
  ],
  /** Empty `methods`: every way of buying. */
  documents: [
    { title: t('Удостоверение личности или паспорт', 'Жеке куәлік немесе төлқұжат', 'Identity card or passport'), methods: [] as PurchaseMethod[] },
    {
      title: t(
        'Если вы в браке — свидетельство о браке и нотариально заверенное согласие супруга (супруги) на покупку',
        'Некеде болсаңыз — неке туралы куәлік және жұбайыңыздың сатып алуға нотариат куәландырған келісімі',
        "If you are married: the marriage certificate and your spouse's notarised consent to the purchase",
      ),
      methods: [] as PurchaseMethod[],
    },
    {
      title: t(
        'Для юридических лиц — учредительные документы (устав, справка о государственной регистрации), решение о покупке и доверенность представителя',
        'Заңды тұлғалар үшін — құрылтай құжаттары (жарғы, мемлекеттік тіркеу туралы анықтама), сатып алу туралы шешім және өкілдің сенімхаты',
        "For a legal entity: its founding documents (charter, certificate of state registration), the decision to buy and its representative's power of attorney",
      ),
      methods: [] as PurchaseMethod[],
    },
    {
      title: t(
        'Справка о доходах за 6 месяцев или выписка ЕНПФ',
        '6 айлық табыс туралы анықтама немесе БЖЗҚ үзінді көшірмесі',
        'Income statement for 6 months or a pension fund statement',
      ),
      methods: ['mortgage'] as PurchaseMethod[],
    },
    {
      title: t(
        'Справка об отсутствии жилья (для «7-20-25» и «Наурыз»)',
        'Тұрғын үйдің жоқтығы туралы анықтама («7-20-25» және «Наурыз» үшін)',
        'Certificate of owning no home (for 7-20-25 and Nauryz)',
      ),
      methods: ['mortgage'] as PurchaseMethod[],
    },
    {
      title: t('Документ об оплате первого взноса', 'Алғашқы жарнаның төленгені туралы құжат', 'Proof of the initial payment'),
      methods: ['mortgage', 'installment'] as PurchaseMethod[],
    },
    {
      title: t(
        'Платёжное поручение или квитанция банка об оплате полной стоимости',
        'Толық құнның төленгені туралы төлем тапсырмасы немесе банк түбіртегі',
        'A payment order or bank receipt for the full price',
      ),
      methods: ['payment-100'] as PurchaseMethod[],
    },
    {
      title: t(
        'При обмене по trade-in — правоустанавливающий документ и технический паспорт вашей квартиры',
        'Trade-in бойынша айырбастағанда — пәтеріңізге құқық белгілейтін құжат және оның техникалық паспорты',
        'For a trade-in: the title document and the technical passport of your current flat',
      ),
      methods: ['payment-100'] as PurchaseMethod[],
    },
  ],
  /**
   * `methods` as for documents: which ways of buying a question is about (empty: every way). The global's
   * FAQ rows have no such field yet, so the store drops it; it is here for the payment page's filter.
   */
  faq: [
    {
      question: t('Можно ли взять ипотеку без официального дохода?', 'Ресми табыссыз ипотека алуға бола ма?', 'Can I get a mortgage without an official income?'),
      answer: t(
        'Банки учитывают пенсионные отчисления и выписки по счетам; если дохода не хватает, подойдёт рассрочка от застройщика — она не требует справок.',
        'Банктер зейнетақы аударымдары мен шот үзінділерін ескереді; табыс жетпесе, құрылыс салушының бөліп төлеуі жарайды — ол анықтама талап етпейді.',
        "Banks take pension contributions and account statements into account; if that is not enough, the developer's instalments need no statements at all.",
      ),
      methods: ['mortgage'] as PurchaseMethod[],
    },
    {
      question: t(
        'Чем аннуитетный платёж отличается от дифференцированного?',
        'Аннуитеттік төлем сараланғаннан немен ерекшеленеді?',
        'What is the difference between annuity and differentiated payments?',
      ),
      answer: t(
        'Аннуитетный платёж одинаков весь срок. Дифференцированный в начале больше, потом уменьшается, и общая переплата ниже.',
        'Аннуитеттік төлем бүкіл мерзім бойы бірдей. Сараланған төлем басында көбірек, кейін азаяды, жалпы артық төлем аз.',
        'An annuity payment stays the same for the whole term. A differentiated one is larger at first and then falls, and the total interest is lower.',
      ),
      methods: ['mortgage'] as PurchaseMethod[],
    },
    {
      question: t('Можно ли погасить рассрочку досрочно?', 'Бөліп төлеуді мерзімінен бұрын өтеуге бола ма?', 'Can I pay off instalments early?'),
      answer: t(
        'Да, в любой момент и без штрафов; удорожание пересчитывается за фактический срок.',
        'Иә, кез келген уақытта және айыппұлсыз; қымбаттау нақты мерзімге қайта есептеледі.',
        'Yes, at any time and without penalties; the markup is recalculated for the actual term.',
      ),
      methods: ['installment'] as PurchaseMethod[],
    },
    {
      question: t('Что такое ГЭСВ?', 'ЖТСМ деген не?', 'What is the effective rate (ГЭСВ)?'),
      answer: t(
        'Годовая эффективная ставка вознаграждения учитывает не только процент, но и комиссии банка. Банк обязан указывать её рядом с номинальной ставкой.',
        'Сыйақының жылдық тиімді мөлшерлемесі пайызды ғана емес, банк комиссияларын да ескереді. Банк оны номиналды мөлшерлеменің жанында көрсетуге міндетті.',
        "The annual effective rate counts the bank's fees as well as the interest. Banks must show it next to the nominal rate.",
      ),
      methods: ['mortgage'] as PurchaseMethod[],
    },
    {
      question: t('Какую скидку я получу при 100% оплате?', '100% төлегенде қандай жеңілдік аламын?', 'What discount do I get for paying in full?'),
      answer: t(
        `${FULL_PAYMENT.discount}% от стоимости, если вся сумма поступит в течение ${FULL_PAYMENT.days} банковских дней после подписания договора. Скидка не суммируется с другими акциями.`,
        `Шартқа қол қойылғаннан кейін ${FULL_PAYMENT.days} банктік күн ішінде бүкіл сома түссе, құнның ${FULL_PAYMENT.discount}%-ы. Жеңілдік басқа акциялармен қосылмайды.`,
        `${FULL_PAYMENT.discount}% of the price, if the whole amount arrives within ${FULL_PAYMENT.days} banking days of signing the contract. It cannot be combined with other offers.`,
      ),
      methods: ['payment-100'] as PurchaseMethod[],
    },
    {
      question: t('Можно ли оплатить банковским переводом?', 'Банк аударымымен төлеуге бола ма?', 'Can I pay by bank transfer?'),
      answer: t(
        'Да: оплата поступает переводом на счёт застройщика по реквизитам из договора, из любого банка Казахстана. Платёжное поручение или квитанция банка подтверждает оплату.',
        'Иә: төлем шарттағы деректемелер бойынша құрылыс салушының шотына Қазақстанның кез келген банкінен аударылады. Төлем тапсырмасы немесе банк түбіртегі төлемді растайды.',
        "Yes: you transfer the money to the developer's account given in the contract, from any bank in Kazakhstan. The payment order or the bank's receipt is your proof of payment.",
      ),
      methods: ['payment-100'] as PurchaseMethod[],
    },
    {
      question: t(
        'Когда подписывается договор и когда я получу ключи?',
        'Шартқа қашан қол қойылады және кілттерді қашан аламын?',
        'When is the contract signed, and when do I get the keys?',
      ),
      answer: t(
        'Договор о долевом участии (ДДУ) подписываем, как только вы выбрали квартиру и принесли документы; оплату вносите после подписания. Ключи и акт приёма-передачи — после ввода дома в эксплуатацию; в уже сданном доме заключается договор купли-продажи, и ключи выдаются после полной оплаты.',
        'Үлестік қатысу шартына пәтерді таңдап, құжаттарды әкелген бойда қол қоямыз; төлемді қол қойылғаннан кейін енгізесіз. Кілттер мен қабылдау-тапсыру актісі — үй пайдалануға берілгеннен кейін; тапсырылған үйде сатып алу-сату шарты жасалады, кілттер толық төлемнен кейін беріледі.',
        'We sign the shared-construction contract as soon as you have chosen the flat and brought the documents; you pay after signing. The keys and the handover act come when the building is completed; in a completed building you sign a sale contract and get the keys once the full price is paid.',
      ),
      methods: ['payment-100'] as PurchaseMethod[],
    },
    {
      question: t('Как оформить право собственности?', 'Меншік құқығын қалай ресімдеуге болады?', 'How do I register my ownership?'),
      answer: t(
        'После передачи квартиры по акту право собственности регистрируется в государственном реестре недвижимости через ЦОН (Госкорпорация «Правительство для граждан»). Мы готовим документы для регистрации и помогаем подать заявление.',
        'Пәтер акт бойынша берілгеннен кейін меншік құқығы ХҚКО («Азаматтарға арналған үкімет» мемлекеттік корпорациясы) арқылы мемлекеттік жылжымайтын мүлік тізілімінде тіркеледі. Тіркеуге қажетті құжаттарды біз дайындаймыз және өтініш беруге көмектесеміз.',
        'Once the flat is handed over, your ownership is registered in the state real-estate register at a public service centre (TsON, the State Corporation “Government for Citizens”). We prepare the documents and help you file the application.',
      ),
      methods: [] as PurchaseMethod[],
    },
  ],
  disclaimer: t(
    'Расчёт предварительный и не является публичной офертой. Окончательные условия определяет банк или договор с застройщиком.',
    'Есеп алдын ала жасалған және жария оферта болып табылмайды. Түпкілікті шарттарды банк немесе құрылыс салушымен жасалған шарт анықтайды.',
    'This calculation is an estimate, not an offer. The final terms are set by the bank or by the contract with the developer.',
  ),
}
