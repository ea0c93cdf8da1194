import { Loc, t } from '../localized'

/** Career: vacancy categories and open positions (some urgent, some for students). */

export const VACANCY_CATEGORIES: { slug: string; title: Loc }[] = [
  { slug: 'construction', title: t('Строительство', 'Құрылыс', 'Construction') },
  { slug: 'design', title: t('Проектирование', 'Жобалау', 'Design and engineering') },
  { slug: 'sales-marketing', title: t('Продажи и маркетинг', 'Сату және маркетинг', 'Sales and marketing') },
  { slug: 'finance-admin', title: t('Финансы и администрация', 'Қаржы және әкімшілік', 'Finance and administration') },
  { slug: 'it', title: t('Информационные технологии', 'Ақпараттық технологиялар', 'Information technology') },
]

export type VacancySeed = {
  slug: string
  category: string
  city: string
  title: Loc
  salary: Loc
  student?: boolean
  burning?: boolean
  /** Filled: the page stays, marked closed, out of every list. */
  closed?: boolean
  description: Loc
  responsibilities: Loc[]
  requirements: Loc[]
  conditions: Loc[]
}

const from = (amount: string) => t(`от ${amount} ₸`, `${amount} ₸-ден бастап`, `from ${amount} ₸`)

export const FULL_TIME = t('Полная занятость', 'Толық жұмыс күні', 'Full-time')
export const INTERNSHIP = t('Стажировка, гибкий график', 'Тағылымдама, икемді кесте', 'Internship, flexible hours')

const OFFICE_CONDITIONS = [
  t('Официальное трудоустройство и белая зарплата', 'Ресми жұмысқа орналасу және ақ жалақы', 'Official employment and a transparent salary'),
  t('Медицинская страховка', 'Медициналық сақтандыру', 'Health insurance'),
  t('Обучение и профессиональный рост', 'Оқу және кәсіби өсу', 'Training and career growth'),
]

const SITE_CONDITIONS = [
  t('Официальное трудоустройство, спецодежда и СИЗ', 'Ресми жұмысқа орналасу, арнайы киім және жеке қорғаныс құралдары', 'Official employment, workwear and protective equipment'),
  t('Служебный транспорт до объекта', 'Нысанға дейін қызметтік көлік', 'Company transport to the site'),
  t('Премии за сдачу объекта в срок', 'Нысанды мерзімінде тапсырғаны үшін сыйақы', 'Bonuses for on-time completion'),
]

const STUDENT_CONDITIONS = [
  t('Гибкий график, совместимый с учёбой', 'Оқумен үйлесетін икемді кесте', 'Flexible hours that fit around your studies'),
  t('Наставник из числа опытных сотрудников', 'Тәжірибелі қызметкерлер арасынан тәлімгер', 'A mentor from among our experienced staff'),
  t('Возможность трудоустройства после стажировки', 'Тағылымдамадан кейін жұмысқа орналасу мүмкіндігі', 'A chance of a permanent job after the internship'),
]

export const VACANCIES: VacancySeed[] = [
  {
    slug: 'site-foreman-almaty',
    category: 'construction',
    city: 'almaty',
    burning: true,
    title: t('Прораб', 'Прораб', 'Site foreman'),
    salary: from('900,000'),
    description: t(
      'Ищем прораба на строительство 3-й очереди ЖК «Алатау Резиденс».',
      '«Алатау Резиденс» тұрғын үй кешенінің 3-кезегінің құрылысына прораб іздейміз.',
      'We are looking for a site foreman for Phase 3 of Alatau Residence.',
    ),
    responsibilities: [
      t('Организация работ на строительной площадке', 'Құрылыс алаңындағы жұмыстарды ұйымдастыру', 'Organising work on the construction site'),
      t('Контроль качества и сроков работ подрядчиков', 'Мердігерлер жұмысының сапасы мен мерзімін бақылау', 'Checking the quality and timing of contractors’ work'),
      t('Ведение исполнительной документации', 'Атқарушы құжаттаманы жүргізу', 'Keeping the as-built documentation'),
    ],
    requirements: [
      t('Высшее строительное образование', 'Жоғары құрылыс білімі', 'A degree in civil engineering'),
      t(
        'Опыт работы прорабом от 3 лет на монолитных объектах',
        'Монолитті нысандарда прораб болып кемінде 3 жыл жұмыс тәжірибесі',
        'At least 3 years as a foreman on cast-in-place concrete projects',
      ),
      t('Знание СНиП и технологии строительства', 'ҚНжЕ мен құрылыс технологиясын білу', 'Knowledge of building codes and construction technology'),
    ],
    conditions: SITE_CONDITIONS,
  },
  {
    slug: 'technical-documentation-engineer-astana',
    category: 'construction',
    city: 'astana',
    title: t('Инженер ПТО', 'ӨТБ инженері', 'Technical documentation engineer'),
    salary: from('650,000'),
    description: t(
      'Производственно-технический отдел ЖК «Есиль Риверсайд».',
      '«Есіл Риверсайд» тұрғын үй кешенінің өндірістік-техникалық бөлімі.',
      'The technical department of Esil Riverside.',
    ),
    responsibilities: [
      t('Проверка проектной и рабочей документации', 'Жобалық және жұмыс құжаттамасын тексеру', 'Reviewing design and working documentation'),
      t('Подсчёт объёмов работ и приёмка актов', 'Жұмыс көлемін есептеу және актілерді қабылдау', 'Calculating quantities and accepting work certificates'),
      t('Взаимодействие с проектировщиками и технадзором', 'Жобалаушылармен және техқадағалаумен өзара іс-қимыл', 'Working with the designers and technical supervision'),
    ],
    requirements: [
      t('Высшее техническое образование', 'Жоғары техникалық білім', 'A technical degree'),
      t('Уверенное владение AutoCAD и сметными программами', 'AutoCAD пен сметалық бағдарламаларды еркін меңгеру', 'Confident use of AutoCAD and estimating software'),
      t('Опыт работы в ПТО от 2 лет', 'ӨТБ-да кемінде 2 жыл жұмыс тәжірибесі', 'At least 2 years in a technical department'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'technical-supervision-engineer-aktau',
    category: 'construction',
    city: 'aktau',
    burning: true,
    title: t('Инженер технического надзора', 'Техникалық қадағалау инженері', 'Technical supervision engineer'),
    salary: from('750,000'),
    description: t(
      'Технический надзор за строительством ЖК «Каспиан Бэй».',
      '«Каспиан Бэй» тұрғын үй кешенінің құрылысын техникалық қадағалау.',
      'Technical supervision of the Caspian Bay construction.',
    ),
    responsibilities: [
      t('Контроль качества строительно-монтажных работ', 'Құрылыс-монтаж жұмыстарының сапасын бақылау', 'Quality control of construction and installation work'),
      t('Приёмка скрытых работ и материалов', 'Жасырын жұмыстар мен материалдарды қабылдау', 'Accepting concealed work and materials'),
      t('Подготовка ежемесячных отчётов', 'Ай сайынғы есептерді дайындау', 'Preparing monthly reports'),
    ],
    requirements: [
      t('Аттестат эксперта технического надзора', 'Техникалық қадағалау сарапшысының аттестаты', 'A technical supervision expert certificate'),
      t('Опыт работы от 3 лет', 'Кемінде 3 жыл жұмыс тәжірибесі', 'At least 3 years of experience'),
      t('Внимательность и принципиальность', 'Мұқияттылық пен принципшілдік', 'Attention to detail and integrity'),
    ],
    conditions: SITE_CONDITIONS,
  },
  {
    slug: 'architect-almaty',
    category: 'design',
    city: 'almaty',
    title: t('Архитектор', 'Сәулетші', 'Architect'),
    salary: from('800,000'),
    description: t(
      'Разработка новых жилых комплексов от концепции до рабочей документации.',
      'Жаңа тұрғын үй кешендерін тұжырымдамадан жұмыс құжаттамасына дейін әзірлеу.',
      'Designing new residential complexes from concept to working drawings.',
    ),
    responsibilities: [
      t('Разработка архитектурных концепций и планировок', 'Сәулеттік тұжырымдамалар мен жоспарлауларды әзірлеу', 'Developing architectural concepts and flat layouts'),
      t('Сопровождение проекта на экспертизе', 'Жобаны сараптамада сүйемелдеу', 'Supporting the project through expert review'),
      t('Авторский надзор на строительстве', 'Құрылыста авторлық қадағалау', 'Designer supervision on site'),
    ],
    requirements: [
      t('Высшее архитектурное образование', 'Жоғары сәулет білімі', 'A degree in architecture'),
      t('Портфолио жилых проектов', 'Тұрғын үй жобаларының портфолиосы', 'A portfolio of residential projects'),
      t('Revit или ArchiCAD на уверенном уровне', 'Revit немесе ArchiCAD бағдарламасын еркін меңгеру', 'Confident use of Revit or ArchiCAD'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'structural-engineer-almaty',
    category: 'design',
    city: 'almaty',
    title: t('Инженер-конструктор', 'Инженер-конструктор', 'Structural engineer'),
    salary: from('850,000'),
    description: t(
      'Расчёт несущих конструкций зданий в сейсмических районах.',
      'Сейсмикалық аудандардағы ғимараттардың көтергіш конструкцияларын есептеу.',
      'Designing load-bearing structures for earthquake-prone areas.',
    ),
    responsibilities: [
      t('Расчёт монолитных каркасов в ЛИРА или SCAD', 'ЛИРА немесе SCAD бағдарламасында монолитті қаңқаларды есептеу', 'Analysing concrete frames in LIRA or SCAD'),
      t('Разработка разделов КЖ и КМ', 'КЖ және КМ бөлімдерін әзірлеу', 'Producing reinforced concrete and steel drawings'),
      t('Консультации строителей на площадке', 'Алаңдағы құрылысшыларға кеңес беру', 'Advising the builders on site'),
    ],
    requirements: [
      t('Опыт проектирования в сейсмических зонах', 'Сейсмикалық аймақтарда жобалау тәжірибесі', 'Experience designing for seismic zones'),
      t('Знание действующих строительных норм РК', 'ҚР қолданыстағы құрылыс нормаларын білу', 'Knowledge of Kazakhstan’s current building codes'),
      t('Опыт работы от 3 лет', 'Кемінде 3 жыл жұмыс тәжірибесі', 'At least 3 years of experience'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'sales-manager-shymkent',
    category: 'sales-marketing',
    city: 'shymkent',
    burning: true,
    title: t('Менеджер по продажам', 'Сату жөніндегі менеджер', 'Sales manager'),
    salary: from('500,000'),
    description: t(
      'Продажи квартир в ЖК «Наурыз Гарден» и новых проектах.',
      '«Наурыз Гарден» кешені мен жаңа жобалардағы пәтерлерді сату.',
      'Selling flats in Nauryz Garden and our new projects.',
    ),
    responsibilities: [
      t('Консультации клиентов в офисе и по телефону', 'Клиенттерге кеңседе және телефон арқылы кеңес беру', 'Advising clients in the office and by phone'),
      t('Показы квартир и сопровождение сделок', 'Пәтерлерді көрсету және мәмілелерді сүйемелдеу', 'Showing flats and handling the deals'),
      t('Работа с CRM и базой клиентов', 'CRM және клиенттер базасымен жұмыс', 'Working with the CRM and client base'),
    ],
    requirements: [
      t('Опыт продаж недвижимости от 1 года', 'Жылжымайтын мүлікті сатуда кемінде 1 жыл тәжірибе', 'At least 1 year in real estate sales'),
      t('Свободное владение казахским и русским языками', 'Қазақ және орыс тілдерін еркін меңгеру', 'Fluent Kazakh and Russian'),
      t('Грамотная речь и клиентоориентированность', 'Сауатты сөйлеу және клиентке бағдарлану', 'Good communication and a client-first attitude'),
    ],
    conditions: [t('Оклад и процент от продаж', 'Жалақы және сатудан пайыз', 'Salary plus commission'), ...OFFICE_CONDITIONS.slice(0, 2)],
  },
  {
    slug: 'smm-marketing-specialist-almaty',
    category: 'sales-marketing',
    city: 'almaty',
    title: t('SMM-специалист', 'SMM маманы', 'Social media specialist'),
    salary: from('450,000'),
    description: t('Ведение соцсетей компании на трёх языках.', 'Компанияның әлеуметтік желілерін үш тілде жүргізу.', 'Running the company’s social media in three languages.'),
    responsibilities: [
      t(
        'Контент-план и публикации в Instagram, Facebook и YouTube',
        'Instagram, Facebook және YouTube желілеріне контент-жоспар мен жарияланымдар',
        'Content planning and posting on Instagram, Facebook and YouTube',
      ),
      t('Съёмка стройки и жизни в наших дворах', 'Құрылыс пен аулалардағы өмірді түсіру', 'Filming our sites and life in our courtyards'),
      t('Анализ статистики и работа с таргетологом', 'Статистиканы талдау және таргетологпен жұмыс', 'Analysing statistics and working with the ads specialist'),
    ],
    requirements: [
      t('Портфолио аккаунтов, которые вы вели', 'Өзіңіз жүргізген аккаунттардың портфолиосы', 'A portfolio of accounts you have run'),
      t('Хорошие тексты на казахском и русском', 'Қазақ және орыс тілдерінде жақсы мәтіндер жаза білу', 'Good writing in Kazakh and Russian'),
      t('Умение снимать и монтировать видео', 'Бейне түсіріп, монтаждай білу', 'Ability to shoot and edit video'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'accountant-almaty',
    category: 'finance-admin',
    city: 'almaty',
    title: t('Бухгалтер', 'Бухгалтер', 'Accountant'),
    salary: from('550,000'),
    description: t('Участок расчётов с подрядчиками и поставщиками.', 'Мердігерлермен және жеткізушілермен есеп айырысу учаскесі.', 'Accounts with contractors and suppliers.'),
    responsibilities: [
      t('Учёт расчётов с подрядчиками', 'Мердігерлермен есеп айырысуды есепке алу', 'Keeping contractor accounts'),
      t('Сверки и первичная документация', 'Салыстырып тексеру және бастапқы құжаттама', 'Reconciliations and source documents'),
      t('Подготовка данных для налоговой отчётности', 'Салық есептілігіне деректер дайындау', 'Preparing data for tax reporting'),
    ],
    requirements: [
      t('Опыт работы бухгалтером от 2 лет', 'Бухгалтер болып кемінде 2 жыл жұмыс тәжірибесі', 'At least 2 years as an accountant'),
      t('Знание 1С и налогового кодекса РК', '1С және ҚР салық кодексін білу', 'Knowledge of 1C and the Kazakhstan tax code'),
      t('Опыт в строительной отрасли — преимущество', 'Құрылыс саласындағы тәжірибе — артықшылық', 'Construction industry experience is a plus'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'lawyer-almaty',
    category: 'finance-admin',
    city: 'almaty',
    title: t('Юрист по недвижимости', 'Жылжымайтын мүлік жөніндегі заңгер', 'Real estate lawyer'),
    salary: from('700,000'),
    description: t(
      'Сопровождение сделок долевого участия и договоров с подрядчиками.',
      'Үлестік қатысу мәмілелері мен мердігерлермен шарттарды сүйемелдеу.',
      'Supporting shared-construction deals and contractor agreements.',
    ),
    responsibilities: [
      t('Подготовка и проверка договоров', 'Шарттарды дайындау және тексеру', 'Drafting and reviewing contracts'),
      t('Сопровождение регистрации сделок', 'Мәмілелерді тіркеуді сүйемелдеу', 'Handling the registration of deals'),
      t('Представление интересов компании в госорганах', 'Мемлекеттік органдарда компания мүддесін білдіру', 'Representing the company before state bodies'),
    ],
    requirements: [
      t('Высшее юридическое образование', 'Жоғары заң білімі', 'A law degree'),
      t('Знание законодательства о долевом строительстве', 'Үлестік құрылыс туралы заңнаманы білу', 'Knowledge of shared-construction law'),
      t('Опыт работы от 3 лет', 'Кемінде 3 жыл жұмыс тәжірибесі', 'At least 3 years of experience'),
    ],
    conditions: OFFICE_CONDITIONS,
  },
  {
    slug: 'frontend-developer-almaty',
    category: 'it',
    city: 'almaty',
    title: t('Frontend-разработчик', 'Frontend әзірлеуші', 'Frontend developer'),
    salary: from('1,000,000'),
    description: t('Развитие сайта и личного кабинета покупателя.', 'Сайт пен сатып алушының жеке кабинетін дамыту.', 'Developing our website and the buyer’s account.'),
    responsibilities: [
      t('Разработка интерфейсов на React и Next.js', 'React және Next.js негізінде интерфейстер әзірлеу', 'Building interfaces with React and Next.js'),
      t('Интеграция с CRM и API', 'CRM және API-мен интеграция', 'Integrating with the CRM and APIs'),
      t('Забота о скорости и доступности сайта', 'Сайттың жылдамдығы мен қолжетімділігіне қамқорлық', 'Looking after the site’s speed and accessibility'),
    ],
    requirements: [
      t('Опыт коммерческой разработки от 2 лет', 'Кемінде 2 жыл коммерциялық әзірлеу тәжірибесі', 'At least 2 years of commercial development'),
      t('TypeScript, React, CSS', 'TypeScript, React, CSS', 'TypeScript, React, CSS'),
      t('Понимание SEO и веб-производительности', 'SEO мен веб-өнімділікті түсіну', 'Understanding of SEO and web performance'),
    ],
    conditions: [...OFFICE_CONDITIONS.slice(0, 2), t('Гибридный формат работы', 'Аралас жұмыс форматы', 'Hybrid working')],
  },
  {
    slug: 'trainee-civil-engineer-karaganda',
    category: 'construction',
    city: 'karaganda',
    student: true,
    title: t('Стажёр — инженер-строитель', 'Тағылымдамадан өтуші — құрылыс инженері', 'Trainee civil engineer'),
    salary: t('Стипендия 250,000 ₸', '250,000 ₸ стипендия', 'Stipend of 250,000 ₸'),
    description: t(
      'Стажировка для студентов старших курсов строительных специальностей.',
      'Құрылыс мамандықтарының жоғары курс студенттеріне арналған тағылымдама.',
      'An internship for senior civil engineering students.',
    ),
    responsibilities: [
      t('Помощь прорабу и инженеру ПТО', 'Прорабқа және ӨТБ инженеріне көмектесу', 'Assisting the foreman and the technical engineer'),
      t('Участие в приёмке работ', 'Жұмыстарды қабылдауға қатысу', 'Taking part in work acceptance'),
      t('Фотофиксация хода строительства', 'Құрылыс барысын суретке түсіру', 'Photographing construction progress'),
    ],
    requirements: [
      t('Студент 3–4 курса строительной специальности', 'Құрылыс мамандығының 3–4 курс студенті', 'A 3rd or 4th year civil engineering student'),
      t('Базовые знания AutoCAD', 'AutoCAD бойынша негізгі білім', 'Basic AutoCAD'),
      t('Желание работать на стройке', 'Құрылыста жұмыс істеуге ниет', 'Keen to work on a construction site'),
    ],
    conditions: STUDENT_CONDITIONS,
  },
  {
    slug: 'sales-intern-almaty',
    category: 'sales-marketing',
    city: 'almaty',
    student: true,
    burning: true,
    title: t('Стажёр отдела продаж', 'Сату бөлімінің тағылымдамадан өтушісі', 'Sales intern'),
    salary: t('Стипендия 200,000 ₸ и бонусы', '200,000 ₸ стипендия және бонустар', 'Stipend of 200,000 ₸ plus bonuses'),
    description: t('Старт карьеры в продажах недвижимости.', 'Жылжымайтын мүлікті сатудағы мансаптың басы.', 'Start a career in real estate sales.'),
    responsibilities: [
      t('Ответы на входящие заявки с сайта', 'Сайттан келген өтінімдерге жауап беру', 'Answering incoming requests from the website'),
      t('Помощь менеджерам на показах', 'Көрсетілімдерде менеджерлерге көмектесу', 'Helping managers at viewings'),
      t('Ведение базы клиентов в CRM', 'CRM-де клиенттер базасын жүргізу', 'Keeping the client base in the CRM'),
    ],
    requirements: [
      t('Студент любого курса', 'Кез келген курстың студенті', 'A student in any year'),
      t('Казахский и русский языки', 'Қазақ және орыс тілдері', 'Kazakh and Russian'),
      t('Общительность и ответственность', 'Көпшілдік пен жауапкершілік', 'Sociable and responsible'),
    ],
    conditions: STUDENT_CONDITIONS,
  },
  {
    slug: 'architecture-intern-astana',
    category: 'design',
    city: 'astana',
    student: true,
    title: t('Ассистент архитектора', 'Сәулетші көмекшісі', 'Architecture intern'),
    salary: t('Стипендия 220,000 ₸', '220,000 ₸ стипендия', 'Stipend of 220,000 ₸'),
    description: t('Стажировка в архитектурном бюро компании.', 'Компанияның сәулет бюросындағы тағылымдама.', 'An internship in the company’s architecture studio.'),
    responsibilities: [
      t('Подготовка чертежей и визуализаций', 'Сызбалар мен визуализациялар дайындау', 'Preparing drawings and renderings'),
      t('Сбор исходных данных по участкам', 'Учаскелер бойынша бастапқы деректерді жинау', 'Collecting site data'),
      t('Участие в презентациях проектов', 'Жоба таныстырылымдарына қатысу', 'Taking part in project presentations'),
    ],
    requirements: [
      t('Студент архитектурной специальности', 'Сәулет мамандығының студенті', 'An architecture student'),
      t('Revit, SketchUp или ArchiCAD', 'Revit, SketchUp немесе ArchiCAD', 'Revit, SketchUp or ArchiCAD'),
      t('Портфолио учебных проектов', 'Оқу жобаларының портфолиосы', 'A portfolio of study projects'),
    ],
    conditions: STUDENT_CONDITIONS,
  },
  {
    slug: 'estimator-almaty',
    category: 'construction',
    city: 'almaty',
    closed: true,
    title: t('Инженер-сметчик', 'Смета инженері', 'Cost estimator'),
    salary: from('700,000'),
    description: t(
      'Искали инженера-сметчика в отдел ценообразования. Вакансия закрыта.',
      'Баға белгілеу бөліміне смета инженерін іздедік. Вакансия жабылды.',
      'We were looking for a cost estimator for the pricing team. The vacancy is closed.',
    ),
    responsibilities: [
      t('Составление смет на строительно-монтажные работы', 'Құрылыс-монтаж жұмыстарына смета жасау', 'Estimating construction and installation work'),
      t('Проверка смет подрядчиков', 'Мердігерлердің сметаларын тексеру', 'Checking contractors’ estimates'),
    ],
    requirements: [
      t('Опыт работы сметчиком от 2 лет', 'Сметашы болып кемінде 2 жыл жұмыс тәжірибесі', 'At least 2 years as an estimator'),
      t('Знание АВС-4 или аналогов', 'АВС-4 немесе ұқсас бағдарламаларды білу', 'Knowledge of ABC-4 or similar software'),
    ],
    conditions: SITE_CONDITIONS,
  },
]
