import type { HomeBlockType } from '../../domain/home-blocks'
import { Loc, t } from '../localized'

/** Promotions, home page banners, photo and video galleries. */

export type PromotionSeed = {
  slug: string
  image: string
  startsDaysAgo: number
  /** Days after the reference date it ends; negative: already over; undefined: no end date. */
  endsInDays?: number
  basic?: boolean
  complex?: string
  title: Loc
  excerpt: Loc
  body: Loc<string[]>
}

export const PROMOTIONS: PromotionSeed[] = [
  {
    slug: 'instalment-0-percent',
    image: 'promo-calendar',
    startsDaysAgo: 400,
    basic: true,
    title: t('Рассрочка 0% на 12 месяцев', '12 айға 0% бөліп төлеу', '0% instalments for 12 months'),
    excerpt: t(
      'Первый взнос от 30%, остаток — равными частями без переплаты.',
      'Алғашқы жарна 30%-дан бастап, қалғаны — артық төлемсіз тең бөліктермен.',
      'A 30% down payment and the rest in equal parts with no extra charge.',
    ),
    body: new Loc(
      [
        'Купите квартиру в любом нашем проекте в беспроцентную рассрочку от застройщика: без банка, справок о доходах и переплат.',
        '- Первоначальный взнос — от 30%\n- Срок — до 12 месяцев\n- Досрочное погашение без комиссий',
      ],
      [
        'Кез келген жобамыздағы пәтерді құрылыс салушының пайызсыз бөліп төлеуімен сатып алыңыз: банксіз, табыс туралы анықтамасыз және артық төлемсіз.',
        '- Бастапқы жарна — 30%-дан бастап\n- Мерзімі — 12 айға дейін\n- Мерзімінен бұрын өтеу комиссиясыз',
      ],
      [
        'Buy a flat in any of our projects with an interest-free instalment plan from the developer: no bank, no income statements, no overpayment.',
        '- Down payment from 30%\n- Up to 12 months\n- Early repayment with no fees',
      ],
    ),
  },
  {
    slug: 'discount-full-payment',
    image: 'promo-percent',
    startsDaysAgo: 380,
    basic: true,
    title: t('Скидка 5% при 100% оплате', '100% төлегенде 5% жеңілдік', '5% off when you pay in full'),
    excerpt: t(
      'Оплатите квартиру сразу и сэкономьте до нескольких миллионов тенге.',
      'Пәтерді бірден төлеп, бірнеше миллион теңгеге дейін үнемдеңіз.',
      'Pay for your flat in one go and save up to several million tenge.',
    ),
    body: new Loc(
      ['При единовременной оплате стоимости квартиры, паркинга или кладовой действует скидка 5%. Скидка суммируется с акциями на отделку.'],
      ['Пәтердің, паркингтің немесе қойманың құнын бірден төлегенде 5% жеңілдік беріледі. Жеңілдік әрлеу акцияларымен қосылады.'],
      ['Pay the full price of a flat, parking space or storeroom at once and get 5% off. The discount combines with finishing offers.'],
    ),
  },
  {
    slug: 'trade-in',
    image: 'promo-key',
    startsDaysAgo: 300,
    basic: true,
    title: t('Trade-in: обменяйте старую квартиру на новую', 'Trade-in: ескі пәтерді жаңасына айырбастаңыз', 'Trade-in: swap your old flat for a new one'),
    excerpt: t(
      'Мы оценим и выкупим вашу квартиру, а вы въедете в новую.',
      'Пәтеріңізді бағалап, сатып аламыз, ал сіз жаңасына көшесіз.',
      'We value and buy your flat, and you move into a new one.',
    ),
    body: new Loc(
      ['Не нужно ждать продажи старого жилья: мы бесплатно оценим вашу квартиру, зафиксируем цену новой и зачтём стоимость старой в счёт покупки.'],
      ['Ескі тұрғын үйдің сатылуын күтудің қажеті жоқ: пәтеріңізді тегін бағалаймыз, жаңасының бағасын бекітіп, ескісінің құнын сатып алу есебіне аламыз.'],
      ['No need to wait for your old home to sell: we value your flat for free, fix the price of the new one and count the old one towards the purchase.'],
    ),
  },
  {
    slug: 'parking-gift-alatau-residence',
    image: 'promo-gift',
    startsDaysAgo: 45,
    endsInDays: 60,
    complex: 'alatau-residence',
    title: t('Паркинг в подарок в ЖК «Алатау Резиденс»', '«Алатау Резиденс» кешенінде паркинг сыйлыққа', 'A free parking space at Alatau Residence'),
    excerpt: t(
      'При покупке трёх- или четырёхкомнатной квартиры — место в паркинге бесплатно.',
      'Үш немесе төрт бөлмелі пәтер сатып алғанда — паркингтегі орын тегін.',
      'Buy a three- or four-room flat and get a parking space free.',
    ),
    body: new Loc(
      [
        'До конца года при покупке трёх- или четырёхкомнатной квартиры во 2-й или 3-й очереди ЖК «Алатау Резиденс» дарим место в подземном паркинге.',
        'Количество мест ограничено.',
      ],
      [
        'Жыл соңына дейін «Алатау Резиденс» кешенінің 2 немесе 3-кезегінен үш немесе төрт бөлмелі пәтер сатып алғанда жерасты паркингіндегі орынды сыйлаймыз.',
        'Орын саны шектеулі.',
      ],
      [
        'Until the end of the year, buy a three- or four-room flat in Phase 2 or 3 of Alatau Residence and get a space in the underground car park as a gift.',
        'Limited number of spaces.',
      ],
    ),
  },
  {
    slug: 'family-discount',
    image: 'promo-percent',
    startsDaysAgo: 120,
    endsInDays: 120,
    title: t('Семейная скидка 3% для многодетных', 'Көпбалалы отбасыларға 3% жеңілдік', '3% family discount for large families'),
    excerpt: t(
      'Для семей с тремя и более детьми — дополнительная скидка на любую квартиру.',
      'Үш және одан көп баласы бар отбасыларға кез келген пәтерге қосымша жеңілдік.',
      'An extra discount on any flat for families with three or more children.',
    ),
    body: new Loc(
      ['Семьи с тремя и более детьми получают скидку 3% на квартиру в любом нашем проекте. Скидка действует при любом способе оплаты, включая ипотеку.'],
      ['Үш және одан көп баласы бар отбасылар кез келген жобамыздағы пәтерге 3% жеңілдік алады. Жеңілдік кез келген төлем тәсілінде, соның ішінде ипотекада да жарамды.'],
      ['Families with three or more children get 3% off a flat in any of our projects, whatever the payment method, mortgages included.'],
    ),
  },
  {
    slug: 'zhaiyk-park-reservation',
    image: 'promo-key',
    startsDaysAgo: 80,
    endsInDays: 90,
    complex: 'zhaiyk-park',
    title: t('Бронь в ЖК «Жайык Парк» за 100,000 ₸', '«Жайық Парк» кешенінде 100,000 ₸-ге брондау', 'Reserve at Zhaiyk Park for 100,000 ₸'),
    excerpt: t(
      'Зафиксируйте цену котлована до старта строительства.',
      'Құрылыс басталғанға дейін іргетас бағасын бекітіңіз.',
      'Lock in the foundation-stage price before construction starts.',
    ),
    body: new Loc(
      ['Внесите 100,000 ₸ — и цена выбранной квартиры будет закреплена за вами до подписания договора. Если передумаете, вернём бронь полностью.'],
      ['100,000 ₸ енгізіңіз — таңдаған пәтеріңіздің бағасы шарт жасалғанға дейін сізге бекітіледі. Ойыңыз өзгерсе, брондау сомасын толық қайтарамыз.'],
      ['Pay 100,000 ₸ and the price of your chosen flat is fixed until the contract is signed. Change your mind and we refund it in full.'],
    ),
  },
  {
    slug: 'turnkey-finishing-gift-nauryz-garden',
    image: 'promo-gift',
    startsDaysAgo: 420,
    endsInDays: -240,
    complex: 'nauryz-garden',
    title: t('Чистовая отделка в подарок в ЖК «Наурыз Гарден»', '«Наурыз Гарден» кешенінде таза әрлеу сыйлыққа', 'Free turnkey finishing at Nauryz Garden'),
    excerpt: t(
      'Акция завершена: квартиры с отделкой по цене черновых.',
      'Акция аяқталды: әрленген пәтерлер қаралай әрлеу бағасымен.',
      'This offer has ended: finished flats at rough-finish prices.',
    ),
    body: new Loc(
      ['Акция действовала для квартир 2-й очереди ЖК «Наурыз Гарден». Спасибо всем, кто успел ею воспользоваться!'],
      ['Акция «Наурыз Гарден» кешенінің 2-кезегіндегі пәтерлерге жарамды болды. Үлгеріп қалғандардың бәріне рахмет!'],
      ['The offer applied to flats in Phase 2 of Nauryz Garden. Thank you to everyone who took part!'],
    ),
  },
  {
    slug: 'black-friday-storerooms',
    image: 'promo-calendar',
    startsDaysAgo: 345,
    endsInDays: -335,
    title: t(
      'Чёрная пятница: скидки до 10% на кладовые и паркинги',
      'Қара жұма: қоймалар мен паркингтерге 10%-ға дейін жеңілдік',
      'Black Friday: up to 10% off storerooms and parking',
    ),
    excerpt: t('Акция завершена. Следите за новыми предложениями.', 'Акция аяқталды. Жаңа ұсыныстарды қадағалаңыз.', 'This offer has ended. Watch out for new ones.'),
    body: new Loc(
      ['Десять дней скидки до 10% действовали на кладовые и машино-места во всех сданных домах.'],
      ['Он күн бойы барлық пайдалануға берілген үйлердегі қоймалар мен көлік орындарына 10%-ға дейін жеңілдік болды.'],
      ['For ten days storerooms and parking spaces in all completed buildings were up to 10% off.'],
    ),
  },
]

export const BANNERS: { complex: string; image: string; mobile?: string; title: Loc; subtitle: Loc }[] = [
  {
    complex: 'alatau-residence',
    image: 'banner-alatau-residence',
    mobile: 'banner-mobile-alatau-residence',
    title: t('Алатау Резиденс', 'Алатау Резиденс', 'Alatau Residence'),
    subtitle: t('Старт продаж 3-й очереди у подножия гор', 'Тау бөктерінде 3-кезектің сатылымы басталды', 'Phase 3 sales open at the foot of the mountains'),
  },
  {
    complex: 'esil-riverside',
    image: 'banner-esil-riverside',
    mobile: 'banner-mobile-esil-riverside',
    title: t('Есиль Риверсайд', 'Есіл Риверсайд', 'Esil Riverside'),
    subtitle: t('Квартиры у реки в Астане', 'Астанадағы өзен жағасындағы пәтерлер', 'Riverside flats in Astana'),
  },
  {
    complex: 'caspian-bay',
    image: 'banner-caspian-bay',
    title: t('Каспиан Бэй', 'Каспиан Бэй', 'Caspian Bay'),
    subtitle: t('Жизнь у моря в Актау', 'Ақтауда теңіз жағасындағы өмір', 'Life by the sea in Aktau'),
  },
  {
    complex: 'zhaiyk-park',
    image: 'banner-zhaiyk-park',
    title: t('Жайык Парк', 'Жайық Парк', 'Zhaiyk Park'),
    subtitle: t(
      'Новый проект в Атырау: бронь по цене котлована',
      'Атыраудағы жаңа жоба: іргетас бағасымен брондау',
      'Our new project in Atyrau: reserve at foundation-stage prices',
    ),
  },
]

/** Gallery photos: which picture, of which complex. Titles are built from the complex name. */
export const PHOTO_PICKS: [string, 'cover' | 'evening' | 'yard'][] = [
  ['alatau-residence', 'cover'],
  ['alatau-residence', 'evening'],
  ['alatau-residence', 'yard'],
  ['koktem-hills', 'cover'],
  ['esil-riverside', 'cover'],
  ['esil-riverside', 'yard'],
  ['nauryz-garden', 'cover'],
  ['nauryz-garden', 'evening'],
  ['caspian-bay', 'cover'],
  ['caspian-bay', 'evening'],
  ['saryarka-quarter', 'yard'],
  ['zhaiyk-park', 'evening'],
]

export const PHOTO_TITLE: Record<'cover' | 'evening' | 'yard', (name: Loc) => Loc> = {
  cover: (name) => t(`ЖК «${name.ru}»`, `«${name.kk}» тұрғын үй кешені`, name.en),
  evening: (name) => t(`ЖК «${name.ru}» вечером`, `Кешкі «${name.kk}»`, `${name.en} in the evening`),
  yard: (name) => t(`Двор ЖК «${name.ru}»`, `«${name.kk}» ауласы`, `${name.en} courtyard`),
}

export const VIDEOS: { complex: string; url: string; image: string; title: Loc }[] = [
  {
    complex: 'alatau-residence',
    url: 'https://www.youtube.com/watch?v=K3vQm8ZtR1s',
    image: 'evening-alatau-residence',
    title: t('Видеообзор ЖК «Алатау Резиденс»', '«Алатау Резиденс» кешеніне бейнешолу', 'Alatau Residence video tour'),
  },
  {
    complex: 'esil-riverside',
    url: 'https://www.youtube.com/watch?v=Lp7Xw2NcQ9e',
    image: 'evening-esil-riverside',
    title: t('Есиль Риверсайд с высоты', 'Есіл Риверсайд биіктен', 'Esil Riverside from above'),
  },
  {
    complex: 'caspian-bay',
    url: 'https://www.youtube.com/watch?v=Tz4Hb6YdM0k',
    image: 'evening-caspian-bay',
    title: t('Как строится Каспиан Бэй', 'Каспиан Бэй қалай салынып жатыр', 'How Caspian Bay is being built'),
  },
  {
    complex: 'nauryz-garden',
    url: 'https://www.youtube.com/watch?v=Wd1Rf5GsV8u',
    image: 'evening-nauryz-garden',
    title: t('Новосёлы ЖК «Наурыз Гарден»', '«Наурыз Гарден» жаңа қоныс иелері', 'New residents of Nauryz Garden'),
  },
]

/**
 * The home page's sections in their seeded order (the *Home page* global), each with an optional lead;
 * headings stay empty, i.e. the UI's default heading in each language.
 */
export const HOME_SECTIONS: { type: HomeBlockType; text?: Loc }[] = [
  { type: 'banners' },
  { type: 'promotions', text: t('Предложения, которые действуют прямо сейчас', 'Дәл қазір жарамды ұсыныстар', 'Offers running right now') },
  {
    type: 'projects',
    text: t('Жилые комплексы в крупнейших городах Казахстана', 'Қазақстанның ірі қалаларындағы тұрғын үй кешендері', 'Residential complexes in the largest cities of Kazakhstan'),
  },
  { type: 'categories' },
  {
    type: 'mortgage',
    text: t(
      'Рассчитайте платёж по программам банков-партнёров',
      'Серіктес банктердің бағдарламалары бойынша төлемді есептеңіз',
      "Work out your payment under our partner banks' programs",
    ),
  },
  { type: 'news' },
  { type: 'reviews', text: t('Что говорят те, кто уже живёт в наших домах', 'Біздің үйлерде тұратындар не дейді', 'What people who already live in our homes say') },
  { type: 'videos' },
  {
    type: 'consultation',
    text: t(
      'Оставьте номер: менеджер перезвонит и ответит на вопросы',
      'Нөміріңізді қалдырыңыз: менеджер қайта қоңырау шалып, сұрақтарға жауап береді',
      'Leave your number: a manager will call you back and answer your questions',
    ),
  },
]
