import { COMPLEXES, CITIES, progressPercent } from './catalogue'
import { Loc, t } from '../localized'

/**
 * Thirty news articles over the two years before the reference date. Most are written from a few kinds
 * of company news (sales start, construction report, keys handover...) filled with real facts of the
 * demo catalogue; the rest are one-offs.
 */

export type ArticleSeed = {
  slug: string
  daysAgo: number
  image: string
  complex?: string
  title: Loc
  excerpt: Loc
  body: Loc<string[]>
}

const complex = (slug: string) => COMPLEXES.find((c) => c.slug === slug)!
const city = (slug: string) => CITIES.find((c) => c.slug === slug)!

export const MONTHS = {
  ru: ['январь', 'февраль', 'март', 'апрель', 'май', 'июнь', 'июль', 'август', 'сентябрь', 'октябрь', 'ноябрь', 'декабрь'],
  ruGen: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  ruPrep: ['январе', 'феврале', 'марте', 'апреле', 'мае', 'июне', 'июле', 'августе', 'сентябре', 'октябре', 'ноябре', 'декабре'],
  kk: ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

/** Where a building is, as a sentence, by percent done. */
export const STAGE = (percent: number): Loc => {
  if (percent < 30) return t('идут монолитные работы нижних этажей', 'төменгі қабаттардың монолитті жұмыстары жүріп жатыр', 'the concrete frame of the lower floors is being cast')
  if (percent < 60)
    return t('возводится каркас и ведётся кладка наружных стен', 'қаңқа тұрғызылып, сыртқы қабырғалар қалануда', 'the frame is going up and the outer walls are being laid')
  if (percent < 85) return t('ведутся фасадные работы и монтаж окон', 'қасбет жұмыстары мен терезе орнату жүргізілуде', 'facade work and window installation are under way')
  return t(
    'идут благоустройство двора и отделка мест общего пользования',
    'аула абаттандырылып, ортақ аймақтар әрленуде',
    'the courtyard is being landscaped and the common areas finished',
  )
}

const salesStart = (slug: string, house: number, daysAgo: number): ArticleSeed => {
  const c = complex(slug)
  const h = c.houses.find((x) => x.number === house)!
  return {
    slug: `sales-open-${slug}-phase-${house}`,
    daysAgo,
    image: `cover-${slug}`,
    complex: slug,
    title: t(`Старт продаж: ЖК «${c.name.ru}», очередь ${house}`, `Сатылым басталды: «${c.name.kk}» тұрғын үй кешені, ${house}-кезек`, `Sales open: ${c.name.en}, Phase ${house}`),
    excerpt: t(
      `Открыты продажи квартир в ${house}-й очереди. Лучший выбор планировок и цены на старте строительства.`,
      `${house}-кезектегі пәтерлерді сату басталды. Жоспарлаудың ең кең таңдауы және құрылыс басындағы баға.`,
      `Flats in Phase ${house} are now on sale, with the widest choice of layouts and start-of-construction prices.`,
    ),
    body: new Loc(
      [
        `Qazaq Stroy открывает продажи в ${house}-й очереди ЖК «${c.name.ru}» ${city(c.city).in.ru}. В доме ${h.floors} этажей и ${h.sections} подъезда, срок сдачи — ${h.quarter} квартал ${h.year} года.`,
        `## Что в продаже`,
        `- Студии и квартиры от одной до четырёх комнат\n- Коммерческие помещения на первом этаже\n- Места в паркинге и кладовые`,
        `Покупатели на старте продаж получают лучшую цену: по мере строительства стоимость квадратного метра растёт. Доступны ипотека банков-партнёров и беспроцентная рассрочка от застройщика.`,
        `Записаться на просмотр планировок можно в офисе продаж или по телефону — менеджер подберёт квартиру под ваш бюджет.`,
      ],
      [
        `Qazaq Stroy ${city(c.city).in.kk} «${c.name.kk}» тұрғын үй кешенінің ${house}-кезегінде сатылымды бастайды. Үй ${h.floors} қабатты, ${h.sections} кіреберісті, пайдалануға беру мерзімі — ${h.year} жылдың ${h.quarter}-тоқсаны.`,
        `## Сатылымда не бар`,
        `- Студиялар және бір бөлмеліден төрт бөлмеліге дейінгі пәтерлер\n- Бірінші қабаттағы коммерциялық үй-жайлар\n- Тұрақ орындары мен қоймалар`,
        `Сатылым басында сатып алушылар ең тиімді бағаны алады: құрылыс барысында шаршы метр құны өседі. Серіктес банктердің ипотекасы және құрылыс салушының пайызсыз бөліп төлеуі қолжетімді.`,
        `Жоспарлауларды көруге сату кеңсесінде немесе телефон арқылы жазылуға болады — менеджер бюджетіңізге сай пәтер таңдап береді.`,
      ],
      [
        `Qazaq Stroy opens sales in Phase ${house} of ${c.name.en} ${city(c.city).in.en}. The building has ${h.floors} floors and ${h.sections} entrances; completion is scheduled for Q${h.quarter} ${h.year}.`,
        `## What is on sale`,
        `- Studios and flats with one to four rooms\n- Commercial premises on the ground floor\n- Parking spaces and storerooms`,
        `Early buyers get the best price: the price per square metre rises as construction progresses. Partner bank mortgages and an interest-free instalment plan from the developer are available.`,
        `Book a layout viewing at the sales office or by phone, and a manager will help you find a flat that fits your budget.`,
      ],
    ),
  }
}

const keysHandover = (slug: string, house: number, daysAgo: number): ArticleSeed => {
  const c = complex(slug)
  return {
    slug: `keys-handover-${slug}-phase-${house}`,
    daysAgo,
    image: `yard-${slug}`,
    complex: slug,
    title: t(
      `Передача ключей: ЖК «${c.name.ru}», очередь ${house}`,
      `Кілт табыстау: «${c.name.kk}» тұрғын үй кешені, ${house}-кезек`,
      `Keys handed over: ${c.name.en}, Phase ${house}`,
    ),
    excerpt: t(
      'Дом введён в эксплуатацию, новосёлы получают ключи. Рассказываем, как проходит приёмка квартиры.',
      'Үй пайдалануға берілді, жаңа қоныс иелері кілттерін алуда. Пәтерді қабылдау қалай өтетінін айтамыз.',
      'The building is commissioned and new owners are getting their keys. Here is how the flat acceptance works.',
    ),
    body: new Loc(
      [
        `Государственная комиссия приняла ${house}-ю очередь ЖК «${c.name.ru}», и мы начали передачу ключей. Дом сдан в срок, двор благоустроен, лифты и инженерные системы запущены.`,
        `## Как проходит приёмка`,
        `- Запишитесь на удобное время через менеджера\n- Вместе с инженером осмотрите квартиру и подпишите акт\n- Получите ключи, паспорт квартиры и памятку жильца`,
        `Если при осмотре найдутся недочёты, мы устраним их за свой счёт в течение гарантийного срока. Спасибо всем, кто выбрал Qazaq Stroy, — с новосельем!`,
      ],
      [
        `Мемлекеттік комиссия «${c.name.kk}» тұрғын үй кешенінің ${house}-кезегін қабылдады, біз кілт табыстауды бастадық. Үй мерзімінде тапсырылды, аула абаттандырылды, лифтілер мен инженерлік жүйелер іске қосылды.`,
        `## Қабылдау қалай өтеді`,
        `- Менеджер арқылы өзіңізге ыңғайлы уақытқа жазылыңыз\n- Инженермен бірге пәтерді қарап, актіге қол қойыңыз\n- Кілттерді, пәтер төлқұжатын және тұрғын жаднамасын алыңыз`,
        `Қарау кезінде кемшіліктер табылса, кепілдік мерзімі ішінде оларды өз есебімізден түзетеміз. Qazaq Stroy-ды таңдағандардың бәріне рахмет — қоныстарыңыз құтты болсын!`,
      ],
      [
        `The state commission has accepted Phase ${house} of ${c.name.en}, and we have started handing over the keys. The building was completed on time, the courtyard is landscaped, and the lifts and utilities are running.`,
        `## How the acceptance works`,
        `- Book a convenient time with your manager\n- Inspect the flat together with our engineer and sign the acceptance certificate\n- Receive your keys, the flat’s technical passport and the residents’ guide`,
        `If the inspection finds any defects, we fix them at our cost within the warranty period. Thank you to everyone who chose Qazaq Stroy, and enjoy your new home!`,
      ],
    ),
  }
}

const constructionReport = (slug: string, house: number, month: number, year: number, daysAgo: number, image: string): ArticleSeed => {
  const c = complex(slug)
  const percent = progressPercent(
    c.houses.find((h) => h.number === house)!,
    year,
    month,
  )
  const stage = STAGE(percent)
  return {
    slug: `construction-${slug}-phase-${house}-${year}-${String(month).padStart(2, '0')}`,
    daysAgo,
    image,
    complex: slug,
    title: t(
      `Ход строительства ЖК «${c.name.ru}»: ${MONTHS.ru[month - 1]} ${year}`,
      `«${c.name.kk}» кешенінің құрылыс барысы: ${year} жылғы ${MONTHS.kk[month - 1]}`,
      `${c.name.en} construction update: ${MONTHS.en[month - 1]} ${year}`,
    ),
    excerpt: t(`Очередь ${house} готова на ${percent}%: ${stage.ru}.`, `${house}-кезек ${percent}% дайын: ${stage.kk}.`, `Phase ${house} is ${percent}% complete: ${stage.en}.`),
    body: new Loc(
      [
        `Рассказываем, как изменилась стройплощадка ЖК «${c.name.ru}» в ${MONTHS.ruPrep[month - 1]}. Готовность ${house}-й очереди — ${percent}%, сейчас ${stage.ru}.`,
        `Работы идут по графику: технический надзор ежемесячно проверяет качество бетона, арматуры и кладки, результаты испытаний публикуются в отчёте для дольщиков.`,
        `Фотографии со стройки обновляются каждый месяц на странице проекта. Приглашаем покупателей на экскурсию по площадке — запишитесь у менеджера.`,
      ],
      [
        `«${c.name.kk}» кешенінің құрылыс алаңы ${year} жылғы ${MONTHS.kk[month - 1]} айында қалай өзгергенін айтамыз. ${house}-кезектің дайындығы — ${percent}%, қазір ${stage.kk}.`,
        `Жұмыстар кесте бойынша жүріп жатыр: техникалық қадағалау бетонның, арматураның және қалаудың сапасын ай сайын тексереді, сынақ нәтижелері үлескерлерге арналған есепте жарияланады.`,
        `Құрылыс алаңының суреттері жоба бетінде ай сайын жаңартылады. Сатып алушыларды алаңға экскурсияға шақырамыз — менеджерге жазылыңыз.`,
      ],
      [
        `Here is how the ${c.name.en} site changed in ${MONTHS.en[month - 1]} ${year}. Phase ${house} is ${percent}% complete; ${stage.en}.`,
        `Work is on schedule: technical supervision checks the quality of the concrete, reinforcement and masonry every month, and the test results are published in a report for buyers.`,
        `Site photos are updated monthly on the project page. Buyers are welcome to a guided tour of the site: book one with your manager.`,
      ],
    ),
  }
}

const mortgage = (bank: string, rate: number, daysAgo: number): ArticleSeed => ({
  slug: `mortgage-${bank.toLowerCase().replace(/[^a-z]+/g, '-')}-${rate}`,
  daysAgo,
  image: 'skyline-day',
  title: t(`Ипотека от ${rate}% вместе с ${bank}`, `${rate}%-дан бастап ипотека: ${bank} ұсынысы`, `Mortgages from ${rate}% with ${bank}`),
  excerpt: t(
    `Новая программа для покупателей квартир во всех наших проектах: ставка от ${rate}% годовых и первоначальный взнос от 20%.`,
    `Барлық жобаларымыздағы пәтер сатып алушыларға арналған жаңа бағдарлама: жылдық ${rate}%-дан бастап мөлшерлеме және 20%-дан бастап бастапқы жарна.`,
    `A new programme for flat buyers in all our projects: rates from ${rate}% a year and a down payment from 20%.`,
  ),
  body: new Loc(
    [
      `Qazaq Stroy и ${bank} запустили совместную ипотечную программу. Ставка — от ${rate}% годовых, срок кредита — до 25 лет, первоначальный взнос — от 20%.`,
      `## Как оформить`,
      `- Оставьте заявку на сайте или в офисе продаж\n- Менеджер поможет собрать документы и подаст их в банк\n- Решение банка — в течение двух рабочих дней`,
      `Рассчитать ежемесячный платёж можно в ипотечном калькуляторе на странице «Способы покупки».`,
    ],
    [
      `Qazaq Stroy мен ${bank} бірлескен ипотекалық бағдарлама іске қосты. Мөлшерлеме — жылдық ${rate}%-дан бастап, несие мерзімі — 25 жылға дейін, бастапқы жарна — 20%-дан бастап.`,
      `## Қалай рәсімдеуге болады`,
      `- Сайтта немесе сату кеңсесінде өтінім қалдырыңыз\n- Менеджер құжаттарды жинауға көмектесіп, банкке тапсырады\n- Банк шешімі — екі жұмыс күні ішінде`,
      `Ай сайынғы төлемді «Сатып алу тәсілдері» бетіндегі ипотекалық калькулятормен есептеуге болады.`,
    ],
    [
      `Qazaq Stroy and ${bank} have launched a joint mortgage programme. Rates start at ${rate}% a year, loans run for up to 25 years and the down payment starts at 20%.`,
      `## How to apply`,
      `- Leave a request on the website or at a sales office\n- Your manager helps collect the documents and submits them to the bank\n- The bank decides within two working days`,
      `Work out your monthly payment with the mortgage calculator on the Purchase methods page.`,
    ],
  ),
})

const courtyard = (slug: string, trees: number, daysAgo: number): ArticleSeed => {
  const c = complex(slug)
  return {
    slug: `landscaping-${slug}`,
    daysAgo,
    image: `yard-${slug}`,
    complex: slug,
    title: t(
      `Во дворе ЖК «${c.name.ru}» высадили ${trees} деревьев`,
      `«${c.name.kk}» кешенінің ауласына ${trees} ағаш отырғызылды`,
      `${trees} trees planted in the ${c.name.en} courtyard`,
    ),
    excerpt: t(
      'Завершён первый этап озеленения: деревья, кустарники, газоны и система автополива.',
      'Көгалдандырудың бірінші кезеңі аяқталды: ағаштар, бұталар, көгалдар және автоматты суару жүйесі.',
      'The first stage of landscaping is complete: trees, shrubs, lawns and automatic irrigation.',
    ),
    body: new Loc(
      [
        `Во дворе ЖК «${c.name.ru}» высажено ${trees} деревьев — клёны, липы, карагачи и яблони, а также более тысячи кустарников. Для всех растений проложен автоматический полив.`,
        'Мы выбираем крупномеры высотой от трёх метров, чтобы двор был зелёным уже в первое лето после заселения.',
      ],
      [
        `«${c.name.kk}» кешенінің ауласына ${trees} ағаш — үйеңкі, жөке, қарағаш және алма ағаштары, сондай-ақ мыңнан астам бұта отырғызылды. Барлық өсімдіктерге автоматты суару жүйесі тартылды.`,
        'Қоныстанғаннан кейінгі алғашқы жазда-ақ аула жасыл болуы үшін биіктігі үш метрден асатын ірі көшеттерді таңдаймыз.',
      ],
      [
        `${trees} trees have been planted in the ${c.name.en} courtyard: maples, limes, elms and apple trees, along with more than a thousand shrubs. All the plants have automatic irrigation.`,
        'We choose semi-mature trees over three metres tall, so the courtyard is green from the very first summer after residents move in.',
      ],
    ),
  }
}

const exhibition = (citySlug: string, daysAgo: number): ArticleSeed => {
  const c = city(citySlug)
  return {
    slug: `real-estate-fair-${citySlug}`,
    daysAgo,
    image: 'skyline-evening',
    title: t(`Qazaq Stroy на выставке недвижимости ${c.in.ru}`, `Qazaq Stroy ${c.in.kk} өткен жылжымайтын мүлік көрмесінде`, `Qazaq Stroy at the real estate fair ${c.in.en}`),
    excerpt: t(
      'Скидки для посетителей стенда, консультации по ипотеке и презентация новых проектов.',
      'Стенд қонақтарына жеңілдіктер, ипотека бойынша кеңестер және жаңа жобалардың таныстырылымы.',
      'Discounts for stand visitors, mortgage advice and presentations of new projects.',
    ),
    body: new Loc(
      [
        `Три дня наш стенд работал на выставке недвижимости ${c.in.ru}. Гости смотрели макеты проектов, подбирали планировки с менеджерами и консультировались с представителями банков-партнёров.`,
        'Всем, кто оставил заявку на стенде, скидка 3% на квартиру действует до конца месяца.',
      ],
      [
        `Біздің стенд ${c.in.kk} өткен жылжымайтын мүлік көрмесінде үш күн жұмыс істеді. Қонақтар жобалардың макеттерін көріп, менеджерлермен бірге жоспарлау таңдады және серіктес банктердің өкілдерінен кеңес алды.`,
        'Стендте өтінім қалдырғандардың барлығына пәтерге 3% жеңілдік ай соңына дейін жарамды.',
      ],
      [
        `For three days our stand welcomed visitors at the real estate fair ${c.in.en}. Guests studied project models, chose layouts with our managers and talked to partner banks.`,
        'Everyone who left a request at the stand gets 3% off a flat until the end of the month.',
      ],
    ),
  }
}

const oneOff = (slug: string, daysAgo: number, image: string, title: Loc, excerpt: Loc, body: Loc<string[]>, complexSlug?: string): ArticleSeed => ({
  slug,
  daysAgo,
  image,
  complex: complexSlug,
  title,
  excerpt,
  body,
})

export const ARTICLES: ArticleSeed[] = [
  constructionReport('alatau-residence', 2, 10, 2026, 3, 'construction-2'),
  constructionReport('esil-riverside', 2, 10, 2026, 8, 'construction-3'),
  oneOff(
    'open-day-caspian-bay',
    15,
    'construction-5',
    t('День открытых дверей на стройке ЖК «Каспиан Бэй»', '«Каспиан Бэй» құрылысында ашық есік күні', 'Open day at the Caspian Bay construction site'),
    t(
      'Покупатели увидели, как строится их дом, и поднялись на смотровую площадку.',
      'Сатып алушылар үйлерінің қалай салынып жатқанын көріп, көру алаңына көтерілді.',
      'Buyers saw how their building is going up and climbed to the viewing platform.',
    ),
    new Loc(
      [
        'В субботу мы провели экскурсию по стройплощадке ЖК «Каспиан Бэй». Главный инженер проекта рассказал о конструктиве домов и защите фасадов от морского ветра.',
        'Следующий день открытых дверей пройдёт через месяц — запишитесь у менеджера.',
      ],
      [
        'Сенбі күні «Каспиан Бэй» тұрғын үй кешенінің құрылыс алаңына экскурсия өткіздік. Жобаның бас инженері үйлердің конструкциясы және қасбеттерді теңіз желінен қорғау туралы айтып берді.',
        'Келесі ашық есік күні бір айдан кейін өтеді — менеджерге жазылыңыз.',
      ],
      [
        'On Saturday we gave a tour of the Caspian Bay construction site. The project’s chief engineer explained how the buildings are designed and how the facades are protected from the sea wind.',
        'The next open day is in a month: book a place with your manager.',
      ],
    ),
    'caspian-bay',
  ),
  constructionReport('caspian-bay', 1, 9, 2026, 36, 'construction-4'),
  mortgage('Otbasy Bank', 7, 48),
  salesStart('alatau-residence', 3, 62),
  constructionReport('koktem-hills', 1, 8, 2026, 68, 'construction-6'),
  oneOff(
    'zhaiyk-park-presentation',
    84,
    'cover-zhaiyk-park',
    t(
      'Представляем новый проект — ЖК «Жайык Парк» в Атырау',
      'Жаңа жобаны таныстырамыз — Атыраудағы «Жайық Парк» тұрғын үй кешені',
      'Introducing our new project: Zhaiyk Park in Atyrau',
    ),
    t(
      'Два дома бизнес-класса на берегу реки. Бронирование по ценам котлована уже открыто.',
      'Өзен жағасындағы бизнес-класты екі үй. Іргетас бағасымен брондау басталды.',
      'Two business-class buildings on the river. Reservations at foundation-stage prices are open.',
    ),
    new Loc(
      [
        '## Проект у реки',
        'ЖК «Жайык Парк» строится в микрорайоне Нурсая, в четырёх минутах от набережной. В проекте два шестнадцатиэтажных дома, подземный паркинг и закрытый двор без машин.',
        'Покупатели, которые бронируют квартиру на этапе проектирования, получают максимальную выгоду и выбор лучших видовых квартир.',
      ],
      [
        '## Өзен жағасындағы жоба',
        '«Жайық Парк» тұрғын үй кешені Нұрсая шағын ауданында, жағалаудан төрт минуттық жерде салынады. Жобада екі он алты қабатты үй, жерасты паркингі және көліксіз жабық аула бар.',
        'Пәтерді жобалау кезеңінде брондайтын сатып алушылар барынша пайда және ең көрікті пәтерлерді таңдау мүмкіндігін алады.',
      ],
      [
        '## A project by the river',
        'Zhaiyk Park is being built in Nursaya microdistrict, four minutes from the embankment. It has two sixteen-storey buildings, underground parking and a private car-free courtyard.',
        'Buyers who reserve a flat at the design stage get the biggest saving and the pick of the flats with the best views.',
      ],
    ),
    'zhaiyk-park',
  ),
  keysHandover('nauryz-garden', 2, 395),
  oneOff(
    'finishing-options-2026',
    115,
    'interior-7',
    t('Четыре варианта отделки: от черновой до дизайнерской', 'Әрлеудің төрт түрі: қаралайдан дизайнерлікке дейін', 'Four finishing options, from rough to designer'),
    t(
      'Объясняем разницу между черновой, предчистовой, чистовой и дизайнерской отделкой.',
      'Қаралай, таза әрлеу алдындағы, таза және дизайнерлік әрлеудің айырмашылығын түсіндіреміз.',
      'We explain the difference between rough, white box, turnkey and designer finishing.',
    ),
    new Loc(
      [
        'Во всех наших проектах квартиры продаются с разными вариантами отделки — выбирайте то, что подходит вашим планам и бюджету.',
        '- Черновая: стены и стяжка без финишных покрытий, разводка коммуникаций\n- Предчистовая: выровненные стены и полы, готовые к покраске и укладке\n- Чистовая: обои или покраска, ламинат, сантехника и двери — можно сразу въезжать\n- Дизайнерская: проект дизайнера, премиальные материалы и встроенная мебель',
        'Стоимость отделки уже включена в цену квартиры и может быть оплачена в ипотеку.',
      ],
      [
        'Біздің барлық жобаларымызда пәтерлер әрлеудің әр түрімен сатылады — жоспарларыңыз бен бюджетіңізге сәйкесін таңдаңыз.',
        '- Қаралай: қабырғалар мен еден әрлеусіз, коммуникациялар тартылған\n- Таза әрлеу алдындағы: тегістелген қабырғалар мен едендер, бояуға және төсеуге дайын\n- Таза әрлеу: тұсқағаз немесе бояу, ламинат, сантехника мен есіктер — бірден көшуге болады\n- Дизайнерлік: дизайнер жобасы, премиум материалдар және кіріктірілген жиһаз',
        'Әрлеу құны пәтер бағасына кірген және оны ипотекамен төлеуге болады.',
      ],
      [
        'In all our projects flats are sold with a choice of finishing, so you can pick what suits your plans and budget.',
        '- Rough: bare walls and screed, utilities installed\n- White box: levelled walls and floors, ready for paint and flooring\n- Turnkey: wallpaper or paint, laminate, plumbing and doors, ready to move in\n- Designer: a designer’s project, premium materials and built-in furniture',
        'The finishing is included in the price of the flat and can be paid for with a mortgage.',
      ],
    ),
  ),
  constructionReport('alatau-residence', 2, 6, 2026, 140, 'construction-1'),
  exhibition('astana', 158),
  oneOff(
    'nauryz-2026',
    230,
    'yard-nauryz-garden',
    t('Наурыз в наших дворах', 'Біздің аулалардағы Наурыз', 'Nauryz in our courtyards'),
    t(
      'Наурыз-коже, юрта и концерт для жителей всех наших комплексов.',
      'Барлық кешендеріміздің тұрғындарына наурыз көже, киіз үй және концерт.',
      'Nauryz kozhe, a yurt and a concert for the residents of all our complexes.',
    ),
    new Loc(
      [
        '22 марта во дворах наших комплексов в Шымкенте, Караганде и Астане поставили юрты, угощали наурыз-коже и баурсаками. Для детей работали мастер-классы, для взрослых — концерт домбристов.',
        'Спасибо жителям, которые пришли и помогли с организацией. Ұлыс күні құтты болсын!',
      ],
      [
        '22 наурызда Шымкент, Қарағанды және Астанадағы кешендеріміздің аулаларында киіз үйлер тігіліп, наурыз көже мен бауырсақ таратылды. Балаларға шеберлік сабақтары, ересектерге домбырашылар концерті өтті.',
        'Келіп, ұйымдастыруға көмектескен тұрғындарға рахмет. Ұлыс күні құтты болсын!',
      ],
      [
        'On 22 March yurts went up in the courtyards of our complexes in Shymkent, Karaganda and Astana, with nauryz kozhe and baursaks for everyone. There were workshops for children and a dombra concert for adults.',
        'Thank you to the residents who came and helped organise it. Happy Nauryz!',
      ],
    ),
  ),
  salesStart('koktem-hills', 1, 245),
  constructionReport('esil-riverside', 3, 2, 2026, 262, 'construction-3'),
  oneOff(
    'award-developer-of-the-year',
    280,
    'award-1',
    t('Qazaq Stroy — «Девелопер года»', 'Qazaq Stroy — «Жыл девелопері»', 'Qazaq Stroy named Developer of the Year'),
    t(
      'Национальная премия в сфере недвижимости отметила качество наших проектов.',
      'Жылжымайтын мүлік саласындағы ұлттық сыйлық жобаларымыздың сапасын атап өтті.',
      'The national real estate award recognised the quality of our projects.',
    ),
    new Loc(
      [
        'Жюри национальной премии в сфере недвижимости назвало Qazaq Stroy девелопером года. Эксперты отметили сдачу домов в срок, качество благоустройства и прозрачность для покупателей.',
        'Эта награда — заслуга всей команды: инженеров, строителей, архитекторов и менеджеров.',
      ],
      [
        'Жылжымайтын мүлік саласындағы ұлттық сыйлықтың қазылар алқасы Qazaq Stroy-ды жыл девелопері деп атады. Сарапшылар үйлердің мерзімінде тапсырылуын, абаттандыру сапасын және сатып алушылар үшін ашықтықты атап өтті.',
        'Бұл марапат — бүкіл команданың: инженерлердің, құрылысшылардың, сәулетшілер мен менеджерлердің еңбегі.',
      ],
      [
        'The jury of the national real estate award named Qazaq Stroy Developer of the Year, citing buildings delivered on time, the quality of the landscaping and transparency for buyers.',
        'The award belongs to the whole team: engineers, builders, architects and managers.',
      ],
    ),
  ),
  keysHandover('esil-riverside', 1, 300),
  oneOff(
    'online-booking',
    318,
    'interior-1',
    t('Бронируйте квартиру онлайн', 'Пәтерді онлайн брондаңыз', 'Reserve a flat online'),
    t(
      'Выберите квартиру на сайте, и менеджер закрепит её за вами на три дня.',
      'Сайттан пәтер таңдаңыз, менеджер оны үш күнге сізге бекітеді.',
      'Choose a flat on the website and a manager will hold it for you for three days.',
    ),
    new Loc(
      [
        'Теперь забронировать квартиру можно, не приезжая в офис: выберите её в каталоге, оставьте заявку, и менеджер подтвердит бронь по телефону.',
        'Бронь бесплатна и действует три дня — за это время можно спокойно обсудить покупку с семьёй и банком.',
      ],
      [
        'Енді пәтерді кеңсеге келмей-ақ брондауға болады: оны каталогтан таңдап, өтінім қалдырыңыз, менеджер брондауды телефон арқылы растайды.',
        'Брондау тегін және үш күн жарамды — осы уақытта сатып алуды отбасыңызбен және банкпен асықпай талқылай аласыз.',
      ],
      [
        'You can now reserve a flat without visiting the office: choose it in the catalogue, leave a request and a manager will confirm the reservation by phone.',
        'The reservation is free and lasts three days, giving you time to talk it over with your family and the bank.',
      ],
    ),
  ),
  courtyard('esil-riverside', 240, 362),
  oneOff(
    'energy-efficient-homes',
    390,
    'skyline-dawn',
    t('Тёплые дома: как мы снижаем счета за отопление', 'Жылы үйлер: жылу шотын қалай азайтамыз', 'Warm homes: how we cut heating bills'),
    t(
      'Утеплённые фасады, энергоэффективные окна и поквартирные счётчики.',
      'Жылытылған қасбеттер, энергия үнемдейтін терезелер және пәтер сайынғы есептегіштер.',
      'Insulated facades, energy-efficient windows and individual meters.',
    ),
    new Loc(
      [
        'Каждый наш дом проходит энергоаудит. Мы утепляем фасады минеральной ватой, ставим окна с двухкамерным стеклопакетом и автоматизированные тепловые пункты.',
        'В результате жители платят за отопление в среднем на 25% меньше, чем в домах прежней постройки.',
      ],
      [
        'Әр үйіміз энергоаудиттен өтеді. Қасбеттерді минералды мақтамен жылытамыз, екі камералы шыны пакетті терезелер мен автоматтандырылған жылу пункттерін орнатамыз.',
        'Нәтижесінде тұрғындар жылу үшін бұрынғы үйлерге қарағанда орта есеппен 25% аз төлейді.',
      ],
      [
        'Every one of our buildings goes through an energy audit. We insulate the facades with mineral wool and install double-chamber windows and automated heating substations.',
        'As a result residents pay on average 25% less for heating than in older buildings.',
      ],
    ),
  ),
  salesStart('esil-riverside', 3, 410),
  exhibition('almaty', 428),
  mortgage('Halyk Bank', 12, 450),
  oneOff(
    'new-school-next-to-saryarka-quarter',
    470,
    'skyline-day',
    t('Рядом с ЖК «Сарыарка Квартал» открылась новая школа', '«Сарыарқа Кварталы» маңында жаңа мектеп ашылды', 'A new school has opened next to Saryarka Quarter'),
    t(
      'Школа на 1200 мест в пяти минутах ходьбы от комплекса.',
      'Кешеннен жаяу бес минуттық жерде 1200 орындық мектеп.',
      'A 1,200-pupil school five minutes’ walk from the complex.',
    ),
    new Loc(
      ['В районе имени Казыбек би открылась школа на 1200 учеников с бассейном и спортивным залом. Дети жителей ЖК «Сарыарка Квартал» смогут дойти до неё за пять минут.'],
      ['Қазыбек би атындағы ауданда бассейні мен спорт залы бар 1200 оқушыға арналған мектеп ашылды. «Сарыарқа Кварталы» тұрғындарының балалары оған бес минутта жаяу жете алады.'],
      ['A school for 1,200 pupils with a swimming pool and a gym has opened in Kazybek Bi district. Children from Saryarka Quarter can walk there in five minutes.'],
    ),
    'saryarka-quarter',
  ),
  keysHandover('alatau-residence', 1, 520),
  courtyard('nauryz-garden', 180, 548),
  oneOff(
    'qazaq-stroy-run',
    575,
    'skyline-dawn',
    t('Забег Qazaq Stroy Run собрал 800 участников', 'Qazaq Stroy Run жүгірісіне 800 қатысушы жиналды', 'Qazaq Stroy Run brought together 800 runners'),
    t(
      'Дистанции 3 и 10 км, детский забег и благотворительный сбор на спортивную площадку.',
      '3 және 10 км қашықтық, балалар жүгірісі және спорт алаңына қайырымдылық жинау.',
      '3 km and 10 km races, a children’s run and a charity collection for a sports ground.',
    ),
    new Loc(
      [
        'Первый корпоративный забег Qazaq Stroy Run прошёл на набережной Есиля. Участники пробежали 3 и 10 километров, а все собранные взносы пошли на новую спортивную площадку для школы.',
      ],
      [
        'Алғашқы Qazaq Stroy Run корпоративтік жүгірісі Есіл жағалауында өтті. Қатысушылар 3 және 10 шақырым жүгірді, ал жиналған жарналардың бәрі мектепке арналған жаңа спорт алаңына жұмсалды.',
      ],
      ['The first Qazaq Stroy Run took place on the Yesil embankment. Runners covered 3 and 10 kilometres, and all the entry fees went to a new sports ground for a school.'],
    ),
  ),
  keysHandover('saryarka-quarter', 2, 610),
  constructionReport('alatau-residence', 2, 12, 2024, 668, 'construction-1'),
  oneOff(
    'company-results-2024',
    700,
    'skyline-evening',
    t('Итоги года: 1,200 семей получили ключи', 'Жыл қорытындысы: 1,200 отбасы кілт алды', 'The year in review: 1,200 families got their keys'),
    t(
      'Мы сдали четыре дома в трёх городах и начали два новых проекта.',
      'Үш қалада төрт үйді пайдалануға беріп, екі жаңа жобаны бастадық.',
      'We completed four buildings in three cities and started two new projects.',
    ),
    new Loc(
      [
        'За год Qazaq Stroy ввела в эксплуатацию четыре дома в Шымкенте, Караганде и Алматы — это более 1,200 квартир. Все дома сданы в срок или раньше.',
        'В следующем году мы начнём строительство в Атырау и продолжим проекты в Астане и Актау.',
      ],
      [
        'Бір жылда Qazaq Stroy Шымкент, Қарағанды және Алматыда төрт үйді пайдалануға берді — бұл 1,200-ден астам пәтер. Барлық үйлер мерзімінде немесе одан ерте тапсырылды.',
        'Келесі жылы Атырауда құрылысты бастап, Астана мен Ақтаудағы жобаларды жалғастырамыз.',
      ],
      [
        'Over the year Qazaq Stroy completed four buildings in Shymkent, Karaganda and Almaty: more than 1,200 flats. Every building was delivered on time or early.',
        'Next year we start building in Atyrau and continue our projects in Astana and Aktau.',
      ],
    ),
  ),
]
