import type { ScheduleRow } from '../../domain/office-hours'
import { Loc, t } from '../localized'

/** The company: people, awards, what buyers say, offices. */

export const EMPLOYEES: { name: Loc; position: Loc }[] = [
  { name: t('Ерлан Сейтказиев', 'Ерлан Сейтқазиев', 'Yerlan Seitkaziyev'), position: t('Генеральный директор', 'Бас директор', 'Chief Executive Officer') },
  { name: t('Айгерим Нурланова', 'Айгерім Нұрланова', 'Aigerim Nurlanova'), position: t('Коммерческий директор', 'Коммерциялық директор', 'Chief Commercial Officer') },
  { name: t('Тимур Абдрахманов', 'Тимур Әбдірахманов', 'Timur Abdrakhmanov'), position: t('Главный инженер', 'Бас инженер', 'Chief Engineer') },
  { name: t('Динара Жумабекова', 'Динара Жұмабекова', 'Dinara Zhumabekova'), position: t('Главный архитектор', 'Бас сәулетші', 'Chief Architect') },
  { name: t('Санжар Омаров', 'Санжар Омаров', 'Sanzhar Omarov'), position: t('Директор по строительству', 'Құрылыс жөніндегі директор', 'Construction Director') },
  { name: t('Алия Касымова', 'Әлия Қасымова', 'Aliya Kassymova'), position: t('Руководитель отдела продаж', 'Сату бөлімінің басшысы', 'Head of Sales') },
  { name: t('Руслан Ким', 'Руслан Ким', 'Ruslan Kim'), position: t('Финансовый директор', 'Қаржы директоры', 'Chief Financial Officer') },
  { name: t('Мадина Серикбаева', 'Мадина Серікбаева', 'Madina Serikbayeva'), position: t('Директор по маркетингу', 'Маркетинг жөніндегі директор', 'Marketing Director') },
]

export const AWARDS: { title: Loc; year: number; issuer: Loc; description: Loc }[] = [
  {
    title: t('Девелопер года', 'Жыл девелопері', 'Developer of the Year'),
    year: 2025,
    issuer: t('Национальная премия в сфере недвижимости', 'Жылжымайтын мүлік саласындағы ұлттық сыйлық', 'National Real Estate Award'),
    description: t(
      'За сдачу всех домов в срок и открытость перед покупателями.',
      'Барлық үйлерді мерзімінде тапсырғаны және сатып алушылар алдындағы ашықтығы үшін.',
      'For delivering every building on time and for openness with buyers.',
    ),
  },
  {
    title: t('Лучший жилой комплекс бизнес-класса', 'Үздік бизнес-класты тұрғын үй кешені', 'Best Business-Class Residential Complex'),
    year: 2025,
    issuer: t('Urban Awards Kazakhstan', 'Urban Awards Kazakhstan', 'Urban Awards Kazakhstan'),
    description: t('ЖК «Алатау Резиденс», Алматы.', '«Алатау Резиденс» тұрғын үй кешені, Алматы.', 'Alatau Residence, Almaty.'),
  },
  {
    title: t('Лучший двор года', 'Жылдың үздік ауласы', 'Courtyard of the Year'),
    year: 2024,
    issuer: t('Конкурс благоустройства города Астаны', 'Астана қаласын абаттандыру байқауы', 'Astana city landscaping competition'),
    description: t(
      'Двор ЖК «Есиль Риверсайд» без машин, с садом и площадками.',
      '«Есіл Риверсайд» кешенінің бақшасы мен алаңдары бар көліксіз ауласы.',
      'The car-free courtyard of Esil Riverside, with a garden and playgrounds.',
    ),
  },
  {
    title: t('Надёжный застройщик', 'Сенімді құрылыс салушы', 'Reliable Developer'),
    year: 2024,
    issuer: t('Ассоциация строителей Казахстана', 'Қазақстан құрылысшылары қауымдастығы', 'Kazakhstan Builders Association'),
    description: t(
      'Рейтинг застройщиков по соблюдению сроков и качеству.',
      'Құрылыс салушылардың мерзім сақтау және сапа бойынша рейтингі.',
      'A ranking of developers by punctuality and quality.',
    ),
  },
  {
    title: t('Энергоэффективный дом', 'Энергия үнемдейтін үй', 'Energy-Efficient Building'),
    year: 2023,
    issuer: t('Форум «Зелёное строительство»', '«Жасыл құрылыс» форумы', 'Green Building Forum'),
    description: t(
      'ЖК «Сарыарка Квартал», Караганда: класс энергоэффективности B+.',
      '«Сарыарқа Кварталы» тұрғын үй кешені, Қарағанды: энергия тиімділігі B+ класы.',
      'Saryarka Quarter, Karaganda: energy efficiency class B+.',
    ),
  },
  {
    title: t('Лучший проект комфорт-класса', 'Үздік комфорт-класты жоба', 'Best Comfort-Class Project'),
    year: 2022,
    issuer: t('Региональная архитектурная премия', 'Өңірлік сәулет сыйлығы', 'Regional Architecture Award'),
    description: t('ЖК «Наурыз Гарден», Шымкент.', '«Наурыз Гарден» тұрғын үй кешені, Шымкент.', 'Nauryz Garden, Shymkent.'),
  },
]

export type ReviewSeed = { author: Loc; text: Loc; rating: number; daysAgo: number; complex: string; photo?: number; video?: string }

export const REVIEWS: ReviewSeed[] = [
  {
    author: t('Асель Ахметова', 'Әсел Ахметова', 'Assel Akhmetova'),
    text: t(
      'Купили двухкомнатную в «Есиль Риверсайд» в ипотеку. Менеджер помог со всеми документами, ключи получили точно в срок.',
      '«Есіл Риверсайд» кешенінен екі бөлмелі пәтерді ипотекамен алдық. Менеджер барлық құжатқа көмектесті, кілтті дәл уақытында алдық.',
      'We bought a two-room flat in Esil Riverside with a mortgage. Our manager helped with all the paperwork and we got the keys right on time.',
    ),
    rating: 5,
    daysAgo: 40,
    complex: 'esil-riverside',
    photo: 9,
  },
  {
    author: t('Бауыржан Тлеулин', 'Бауыржан Тілеулин', 'Baurzhan Tleulin'),
    text: t(
      'Двор без машин — лучшее, что может быть для детей. Соседи дружные, управляющая компания отвечает быстро.',
      'Көліксіз аула — балалар үшін ең жақсы нәрсе. Көршілер тату, басқарушы компания тез жауап береді.',
      'A car-free courtyard is the best thing for the kids. The neighbours are friendly and the management company responds quickly.',
    ),
    rating: 5,
    daysAgo: 75,
    complex: 'nauryz-garden',
    photo: 10,
  },
  {
    author: t('Ольга Ким', 'Ольга Ким', 'Olga Kim'),
    text: t(
      'Брали квартиру с чистовой отделкой — въехали через неделю после получения ключей. Качество хорошее, мелкие замечания исправили быстро.',
      'Таза әрлеуі бар пәтер алдық — кілт алғаннан кейін бір аптада көштік. Сапасы жақсы, ұсақ ескертулерді тез түзетті.',
      'We chose a turnkey flat and moved in a week after getting the keys. Good quality, and the minor issues were fixed quickly.',
    ),
    rating: 5,
    daysAgo: 120,
    complex: 'alatau-residence',
    photo: 11,
  },
  {
    author: t('Нурлан Бекенов', 'Нұрлан Бекенов', 'Nurlan Bekenov'),
    text: t(
      'Вид на море из окна стоит каждого тенге. Стройка идёт по графику, каждый месяц присылают фотоотчёт.',
      'Терезеден көрінетін теңіз әр теңгеге тұрарлық. Құрылыс кесте бойынша жүріп жатыр, ай сайын фотоесеп жібереді.',
      'The sea view from the window is worth every tenge. Construction is on schedule and they send a photo report every month.',
    ),
    rating: 5,
    daysAgo: 150,
    complex: 'caspian-bay',
    photo: 12,
    video: 'https://www.youtube.com/watch?v=Qs7nXb2LkP4',
  },
  {
    author: t('Гульнара Сатпаева', 'Гүлнар Сәтбаева', 'Gulnara Satpayeva'),
    text: t(
      'Тёплая квартира даже в сильные морозы, счета за отопление заметно меньше, чем в старом доме.',
      'Қатты аязда да пәтер жылы, жылу шоты бұрынғы үйге қарағанда айтарлықтай аз.',
      'The flat stays warm even in hard frosts, and the heating bills are noticeably lower than in our old building.',
    ),
    rating: 5,
    daysAgo: 210,
    complex: 'saryarka-quarter',
  },
  {
    author: t('Максим Петренко', 'Максим Петренко', 'Maksim Petrenko'),
    text: t(
      'Купил машино-место и кладовую в рассрочку без переплаты. Всё оформили за один визит.',
      'Көлік орны мен қойманы артық төлемсіз бөліп төлеуге алдым. Бәрін бір келгенде рәсімдеді.',
      'I bought a parking space and a storeroom in interest-free instalments. Everything was done in one visit.',
    ),
    rating: 4,
    daysAgo: 260,
    complex: 'alatau-residence',
  },
  {
    author: t('Жанар Дуйсенова', 'Жанар Дүйсенова', 'Zhanar Duisenova'),
    text: t(
      'Рядом школа и садик, до остановки две минуты. Для семьи с тремя детьми это очень важно.',
      'Жанында мектеп пен балабақша, аялдамаға дейін екі минут. Үш баласы бар отбасы үшін бұл өте маңызды.',
      'There is a school and a kindergarten next door and the bus stop is two minutes away. For a family with three children that matters a lot.',
    ),
    rating: 5,
    daysAgo: 300,
    complex: 'nauryz-garden',
  },
  {
    author: t('Ержан Мукашев', 'Ержан Мұқашев', 'Yerzhan Mukashev'),
    text: t(
      'Забронировал квартиру на этапе котлована — за год цена выросла почти на 20%. Отличное вложение.',
      'Пәтерді іргетас кезеңінде брондадым — бір жылда баға 20%-ға жуық өсті. Керемет инвестиция.',
      'I reserved a flat at the foundation stage and the price rose almost 20% in a year. A great investment.',
    ),
    rating: 5,
    daysAgo: 380,
    complex: 'esil-riverside',
    video: 'https://www.youtube.com/watch?v=hV3pR9tK1mA',
  },
  {
    author: t('Светлана Ли', 'Светлана Ли', 'Svetlana Li'),
    text: t(
      'Немного задержали установку домофона, но в остальном всё отлично: чистые подъезды и приятный двор.',
      'Домофон орнату сәл кешікті, бірақ қалғаны тамаша: таза кіреберістер мен жайлы аула.',
      'The intercom installation was a little late, but otherwise everything is great: clean entrances and a lovely courtyard.',
    ),
    rating: 4,
    daysAgo: 450,
    complex: 'saryarka-quarter',
  },
  {
    author: t('Айдос Кенжебаев', 'Айдос Кенжебаев', 'Aidos Kenzhebayev'),
    text: t(
      'Офис продаж работает и по субботам, менеджеры не торопят с решением. Выбрали трёхкомнатную с видом на горы.',
      'Сату кеңсесі сенбіде де жұмыс істейді, менеджерлер шешім қабылдауға асықтырмайды. Тауға қарайтын үш бөлмелі пәтер таңдадық.',
      'The sales office is open on Saturdays too and the managers never rush you. We chose a three-room flat with a mountain view.',
    ),
    rating: 5,
    daysAgo: 520,
    complex: 'koktem-hills',
  },
]

export type ContactSeed = {
  city: string
  title: Loc
  address: Loc
  phones: string[]
  email: string
  hours: Loc
  schedule: ScheduleRow[]
  latitude: number
  longitude: number
  sales: boolean
}

const WEEKDAYS = t('Пн–Пт 9:00–19:00, Сб 10:00–16:00', 'Дс–Жм 9:00–19:00, Сб 10:00–16:00', 'Mon–Fri 9:00–19:00, Sat 10:00–16:00')
const WEEK_SCHEDULE: ScheduleRow[] = [
  { days: ['mon', 'tue', 'wed', 'thu', 'fri'], opens: '09:00', closes: '19:00' },
  { days: ['sat'], opens: '10:00', closes: '16:00' },
]

export const CONTACTS: ContactSeed[] = [
  {
    city: 'almaty',
    title: t('Головной офис', 'Бас кеңсе', 'Head office'),
    address: t('Алматы, пр. Аль-Фараби, 77, 5 этаж', 'Алматы, Әл-Фараби даңғылы, 77, 5-қабат', '77 Al-Farabi Ave, 5th floor, Almaty'),
    phones: ['+7 (727) 300-00-00', '+7 (701) 300-00-01'],
    email: 'info@qazaqstroy.kz',
    hours: WEEKDAYS,
    schedule: WEEK_SCHEDULE,
    latitude: 43.2187,
    longitude: 76.9283,
    sales: true,
  },
  {
    city: 'astana',
    title: t('Офис продаж в Астане', 'Астанадағы сату кеңсесі', 'Astana sales office'),
    address: t('Астана, пр. Мангилик Ел, 38', 'Астана, Мәңгілік Ел даңғылы, 38', '38 Mangilik El Ave, Astana'),
    phones: ['+7 (7172) 30-00-00', '+7 (702) 300-00-02'],
    email: 'astana@qazaqstroy.kz',
    hours: WEEKDAYS,
    schedule: WEEK_SCHEDULE,
    latitude: 51.1094,
    longitude: 71.4299,
    sales: true,
  },
  {
    city: 'shymkent',
    title: t('Офис продаж в Шымкенте', 'Шымкенттегі сату кеңсесі', 'Shymkent sales office'),
    address: t('Шымкент, ул. Байтурсынова, 85', 'Шымкент, Байтұрсынұлы көшесі, 85', '85 Baitursynuly St, Shymkent'),
    phones: ['+7 (7252) 30-00-00'],
    email: 'shymkent@qazaqstroy.kz',
    hours: WEEKDAYS,
    schedule: WEEK_SCHEDULE,
    latitude: 42.3301,
    longitude: 69.6005,
    sales: true,
  },
  {
    city: 'aktau',
    title: t('Офис продаж в Актау', 'Ақтаудағы сату кеңсесі', 'Aktau sales office'),
    address: t('Актау, 17-й мкр., здание 9', 'Ақтау, 17-шағын аудан, 9-ғимарат', 'Building 9, 17th microdistrict, Aktau'),
    phones: ['+7 (7292) 30-00-00'],
    email: 'aktau@qazaqstroy.kz',
    hours: WEEKDAYS,
    schedule: WEEK_SCHEDULE,
    latitude: 43.6675,
    longitude: 51.1461,
    sales: true,
  },
]

/** The texts of /about (the about-page global). */
export const ABOUT = {
  intro: t(
    'Qazaq Stroy строит жилые комплексы в шести городах Казахстана с 2009 года. Мы сами проектируем, строим и обслуживаем свои дома и сдаём их в срок.',
    'Qazaq Stroy 2009 жылдан бері Қазақстанның алты қаласында тұрғын үй кешендерін салады. Үйлерімізді өзіміз жобалаймыз, саламыз, қызмет көрсетеміз және мерзімінде тапсырамыз.',
    'Since 2009 Qazaq Stroy has been building residential complexes in six cities of Kazakhstan. We design, build and maintain our buildings ourselves, and we deliver them on time.',
  ),
  foundedYear: 2009,
  history: [
    {
      year: 2009,
      title: t('Основание компании', 'Компанияның құрылуы', 'The company is founded'),
      text: t(
        'Первый офис в Алматы и команда из двенадцати инженеров.',
        'Алматыдағы алғашқы кеңсе және он екі инженерден тұратын команда.',
        'A first office in Almaty and a team of twelve engineers.',
      ),
    },
    {
      year: 2013,
      title: t('Первый сданный дом', 'Алғашқы тапсырылған үй', 'The first building delivered'),
      text: t(
        'Девятиэтажный дом в Алматы сдан на два месяца раньше срока.',
        'Алматыдағы тоғыз қабатты үй мерзімінен екі ай бұрын тапсырылды.',
        'A nine-storey building in Almaty, delivered two months ahead of schedule.',
      ),
    },
    {
      year: 2017,
      title: t('Выход в Астану и Шымкент', 'Астана мен Шымкентке шығу', 'Astana and Shymkent'),
      text: t('Собственный проектный институт и два новых города.', 'Өз жобалау институты және екі жаңа қала.', 'Our own design institute, and two new cities.'),
    },
    {
      year: 2021,
      title: t('Дворы без машин', 'Көліксіз аулалар', 'Car-free courtyards'),
      text: t(
        'Все новые проекты — с подземным паркингом и закрытым двором.',
        'Барлық жаңа жобалар — жерасты паркингі мен жабық ауласы бар.',
        'Every new project has an underground car park and a closed courtyard.',
      ),
    },
    {
      year: 2024,
      title: t('Шесть городов', 'Алты қала', 'Six cities'),
      text: t('Проекты в Актау, Караганде и Атырау.', 'Ақтау, Қарағанды және Атыраудағы жобалар.', 'Projects in Aktau, Karaganda and Atyrau.'),
    },
    {
      year: 2025,
      title: t('Девелопер года', 'Жыл девелопері', 'Developer of the Year'),
      text: t(
        'Национальная премия за сдачу всех домов в срок.',
        'Барлық үйді мерзімінде тапсырғаны үшін ұлттық сыйлық.',
        'A national award for delivering every building on time.',
      ),
    },
  ],
  mission: t(
    'Строить дома, в которых удобно жить и через тридцать лет: честные сроки, понятные цены и дворы, где детям безопасно.',
    'Отыз жылдан кейін де тұруға ыңғайлы үйлер салу: адал мерзімдер, түсінікті бағалар және балаларға қауіпсіз аулалар.',
    'To build homes that are still good to live in thirty years on: honest deadlines, clear prices and courtyards where children are safe.',
  ),
  values: [
    {
      title: t('Сроки', 'Мерзімдер', 'Deadlines'),
      text: t(
        'Каждый месяц публикуем фотоотчёт и процент готовности.',
        'Ай сайын фотоесеп пен дайындық пайызын жариялаймыз.',
        'Every month we publish photos and the percentage complete.',
      ),
    },
    {
      title: t('Качество', 'Сапа', 'Quality'),
      text: t(
        'Технадзор на каждом этаже и гарантия пять лет.',
        'Әр қабатта техникалық қадағалау және бес жылдық кепілдік.',
        'Technical supervision on every floor and a five-year warranty.',
      ),
    },
    {
      title: t('Открытость', 'Ашықтық', 'Openness'),
      text: t('Проектные декларации и документы — на сайте.', 'Жобалық декларациялар мен құжаттар — сайтта.', 'Project declarations and documents are on the website.'),
    },
  ],
}
