import { Loc, t } from '../localized'

/** Site-wide settings, the privacy policy text and editor redirects. */

export const SITE = {
  company: t('Qazaq Stroy', 'Qazaq Stroy', 'Qazaq Stroy'),
  phone: '+7 (727) 300-00-00',
  whatsapp: '+7 (701) 300-00-00',
  telegram: 'qazaqstroy_sales',
  salesEmail: 'sales@qazaqstroy.kz',
  infoEmail: 'info@qazaqstroy.kz',
  socials: [
    { network: 'instagram' as const, url: 'https://www.instagram.com/qazaqstroy' },
    { network: 'facebook' as const, url: 'https://www.facebook.com/qazaqstroy' },
    { network: 'youtube' as const, url: 'https://www.youtube.com/@qazaqstroy' },
  ],
  requisites: {
    legal_name: t('ТОО «Qazaq Stroy»', '«Qazaq Stroy» ЖШС', 'Qazaq Stroy LLP'),
    bin: '090840012345',
    kbe: '17',
    iban: 'KZ86125KZT5004100100',
    bik: 'HSBKKZKX',
    bank: t('АО «Народный Банк Казахстана»', '«Қазақстан Халық Банкі» АҚ', 'Halyk Bank of Kazakhstan JSC'),
    legal_address: t('050040, Алматы, пр. Аль-Фараби, 77', '050040, Алматы, Әл-Фараби даңғылы, 77', '77 Al-Farabi Ave, Almaty 050040'),
  },
  madeBy: { title: 'Aspan Digital', url: 'https://aspan-digital.example' },
  seo: {
    title: t(
      'Qazaq Stroy — квартиры от застройщика в Казахстане',
      'Qazaq Stroy — Қазақстандағы құрылыс салушыдан пәтерлер',
      'Qazaq Stroy: new homes from the developer in Kazakhstan',
    ),
    description: t(
      'Жилые комплексы в Алматы, Астане, Шымкенте, Актау, Караганде и Атырау. Квартиры, паркинги, кладовые и коммерческие помещения, ипотека и рассрочка.',
      'Алматы, Астана, Шымкент, Ақтау, Қарағанды және Атыраудағы тұрғын үй кешендері. Пәтерлер, паркингтер, қоймалар мен коммерциялық үй-жайлар, ипотека және бөліп төлеу.',
      'Residential complexes in Almaty, Astana, Shymkent, Aktau, Karaganda and Atyrau. Flats, parking spaces, storerooms and commercial premises, with mortgages and instalments.',
    ),
  },
}

/** The privacy policy, one document per language (served at /policy.pdf). */
export const POLICY: Loc<{ title: string; paragraphs: string[] }> = new Loc(
  {
    title: 'Политика конфиденциальности',
    paragraphs: [
      'ТОО «Qazaq Stroy» (далее — Компания) обрабатывает персональные данные посетителей сайта в соответствии с Законом Республики Казахстан «О персональных данных и их защите».',
      '1. Какие данные мы получаем: имя, номер телефона, адрес электронной почты и сведения, которые вы сами указываете в формах на сайте, а также технические данные о посещении (метки UTM, язык, страница).',
      '2. Зачем: чтобы связаться с вами по вашей заявке, подобрать недвижимость, подготовить договор и сообщать о новостях и акциях, если вы на них подписались.',
      '3. Мы не передаём ваши данные третьим лицам, кроме банков-партнёров при оформлении ипотеки с вашего согласия и случаев, предусмотренных законом.',
      '4. Вы можете в любой момент отозвать согласие на обработку данных, написав на info@qazaqstroy.kz.',
      'Дата публикации: 1 ноября 2026 года.',
    ],
  },
  {
    title: 'Құпиялылық саясаты',
    paragraphs: [
      '«Qazaq Stroy» ЖШС (бұдан әрі — Компания) сайтқа кірушілердің дербес деректерін Қазақстан Республикасының «Дербес деректер және оларды қорғау туралы» Заңына сәйкес өңдейді.',
      '1. Қандай деректерді аламыз: аты-жөні, телефон нөмірі, электрондық пошта мекенжайы және сайттағы нысандарда өзіңіз көрсететін мәліметтер, сондай-ақ кіру туралы техникалық деректер (UTM белгілері, тіл, бет).',
      '2. Не үшін: өтініміңіз бойынша сізбен байланысу, жылжымайтын мүлік таңдау, шарт дайындау және жазылған болсаңыз, жаңалықтар мен акциялар туралы хабарлау үшін.',
      '3. Деректеріңізді үшінші тұлғаларға бермейміз, тек келісіміңізбен ипотеканы рәсімдеу кезінде серіктес банктерге және заңда көзделген жағдайларда ғана беріледі.',
      '4. Деректерді өңдеуге келісіміңізді кез келген уақытта info@qazaqstroy.kz мекенжайына жазып, қайтарып ала аласыз.',
      'Жарияланған күні: 2026 жылғы 1 қараша.',
    ],
  },
  {
    title: 'Privacy Policy',
    paragraphs: [
      'Qazaq Stroy LLP (the Company) processes the personal data of website visitors in accordance with the Law of the Republic of Kazakhstan on Personal Data and its Protection.',
      '1. What we collect: your name, phone number, e-mail address and whatever you enter in the forms on the website, plus technical data about your visit (UTM tags, language, page).',
      '2. Why: to contact you about your request, help you choose a property, prepare a contract and, if you subscribed, send you news and offers.',
      '3. We do not pass your data to third parties, except partner banks when arranging a mortgage with your consent and where the law requires it.',
      '4. You can withdraw your consent at any time by writing to info@qazaqstroy.kz.',
      'Published on 1 November 2026.',
    ],
  },
)

export const REDIRECTS: { from: string; to: string; status: '301' | '302' | '307' | '308' }[] = [
  { from: '/old-projects', to: '/projects', status: '301' },
  { from: '/promo', to: '/contents/promo', status: '301' },
  { from: '/news', to: '/contents/news', status: '301' },
  { from: '/kk/old-projects', to: '/kk/projects', status: '301' },
  { from: '/instagram', to: 'https://www.instagram.com/qazaqstroy', status: '302' },
]
