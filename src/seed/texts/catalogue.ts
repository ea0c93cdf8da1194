import type { BuildStatus, ComplexClass } from '../../domain/complex-filters'
import { formatNumber } from '../../domain/money'
import { Loc, t } from '../localized'

/** Reference data of the demo catalogue: six cities, seven complexes, sixteen queues. */

export type CitySeed = {
  slug: string
  name: Loc
  /** "in the city", used inside sentences (Kazakh and Russian decline city names). */
  in: Loc
  phone: string
}

export const CITIES: CitySeed[] = [
  { slug: 'almaty', name: t('Алматы', 'Алматы', 'Almaty'), in: t('в Алматы', 'Алматыда', 'in Almaty'), phone: '+7 (727) 300-00-00' },
  { slug: 'astana', name: t('Астана', 'Астана', 'Astana'), in: t('в Астане', 'Астанада', 'in Astana'), phone: '+7 (7172) 30-00-00' },
  { slug: 'shymkent', name: t('Шымкент', 'Шымкент', 'Shymkent'), in: t('в Шымкенте', 'Шымкентте', 'in Shymkent'), phone: '+7 (7252) 30-00-00' },
  { slug: 'aktau', name: t('Актау', 'Ақтау', 'Aktau'), in: t('в Актау', 'Ақтауда', 'in Aktau'), phone: '+7 (7292) 30-00-00' },
  { slug: 'karaganda', name: t('Караганда', 'Қарағанды', 'Karaganda'), in: t('в Караганде', 'Қарағандыда', 'in Karaganda'), phone: '+7 (7212) 30-00-00' },
  { slug: 'atyrau', name: t('Атырау', 'Атырау', 'Atyrau'), in: t('в Атырау', 'Атырауда', 'in Atyrau'), phone: '+7 (7122) 30-00-00' },
]

export type HouseSeed = {
  number: number
  floors: number
  sections: number
  /** Flats on one floor of one section. */
  flatsPerFloor: number
  status: BuildStatus
  year: number
  quarter: 1 | 2 | 3 | 4
}

/** Colours of the generated pictures of a complex: sky, facade, accent (window frames, balconies). */
export type Palette = { sky: [string, string]; facade: string; facadeShade: string; accent: string; glass: string }

export type ComplexSeed = {
  /** CRM prefix of its estate numbers, e.g. ALT in "ALT-2-117". */
  code: string
  slug: string
  city: string
  name: Loc
  district: Loc
  address: Loc
  latitude: number
  longitude: number
  class: ComplexClass
  status: BuildStatus
  /** Flat price per m² in tenge (rough finishing, middle floor), min and max. */
  pricePerM2: [number, number]
  /** Parking space price range in tenge. */
  parkingPrice: [number, number]
  short: Loc
  /** Two paragraphs about the place and the architecture. */
  about: Loc<string[]>
  features: Loc[]
  infrastructure: { title: Loc; distance: Loc }[]
  palette: Palette
  houses: HouseSeed[]
}

const walk = (minutes: number) => ({ distance: t(`${minutes} мин пешком`, `жаяу ${minutes} мин`, `${minutes} min walk`) })
// Distances are written as every number on the site (domain/money formatNumber): 1.2 км, not 1,2 км next to 45.2 млн.
const metres = (m: number) => ({ distance: t(`${formatNumber(m)} м`, `${formatNumber(m)} м`, `${formatNumber(m)} m`) })
const km = (value: number) => ({ distance: t(`${formatNumber(value)} км`, `${formatNumber(value)} км`, `${formatNumber(value)} km`) })

const F = {
  carFree: t('Двор без машин', 'Көліксіз аула', 'Car-free courtyard'),
  underground: t('Подземный паркинг', 'Жерасты паркингі', 'Underground parking'),
  security: t('Видеонаблюдение и контроль доступа', 'Бейнебақылау және кіруді бақылау', 'CCTV and access control'),
  playgrounds: t('Детские и спортивные площадки', 'Балалар және спорт алаңдары', 'Playgrounds and sports grounds'),
  retail: t('Магазины и кафе на первых этажах', 'Бірінші қабаттарда дүкендер мен кафелер', 'Shops and cafés on the ground floors'),
  lobby: t('Дизайнерские входные группы', 'Дизайнерлік кіреберістер', 'Designer entrance lobbies'),
  windows: t('Панорамные окна', 'Панорамалық терезелер', 'Floor-to-ceiling windows'),
  lifts: t('Бесшумные лифты', 'Шусыз лифтілер', 'Quiet lifts'),
  strollers: t('Колясочные в каждом подъезде', 'Әр кіреберісте бесік арбаларға арналған бөлме', 'Pram rooms in every entrance'),
  park: t('Собственный ландшафтный парк', 'Жеке ландшафтық саябақ', 'Private landscaped park'),
  terraces: t('Террасы на последних этажах', 'Соңғы қабаттарда террасалар', 'Terraces on the top floors'),
  ceilings: t('Потолки 3 метра', 'Төбе биіктігі 3 метр', '3-metre ceilings'),
  seismic: t('Сейсмостойкость 9 баллов', '9 балдық сейсмикалық төзімділік', 'Earthquake resistance up to magnitude 9'),
  heating: t('Поквартирное отопление', 'Пәтер сайынғы жылыту', 'Individual heating in every flat'),
  seaView: t('Вид на Каспийское море', 'Каспий теңізіне көрініс', 'Caspian Sea views'),
  riverView: t('Вид на реку', 'Өзенге көрініс', 'River views'),
  mountainView: t('Вид на горы', 'Тауға көрініс', 'Mountain views'),
  concierge: t('Консьерж-сервис', 'Консьерж қызметі', 'Concierge service'),
  fitness: t('Фитнес-зал для жителей', 'Тұрғындарға арналған фитнес-зал', 'Residents’ gym'),
  warmParking: t('Тёплый паркинг', 'Жылы паркинг', 'Heated parking'),
}

const I = {
  school: t('Школа', 'Мектеп', 'School'),
  kindergarten: t('Детский сад', 'Балабақша', 'Kindergarten'),
  clinic: t('Поликлиника', 'Емхана', 'Outpatient clinic'),
  mall: t('Торговый центр', 'Сауда орталығы', 'Shopping centre'),
  park: t('Парк', 'Саябақ', 'Park'),
  bus: t('Остановка общественного транспорта', 'Қоғамдық көлік аялдамасы', 'Public transport stop'),
  university: t('Университет', 'Университет', 'University'),
  embankment: t('Набережная', 'Жағалау', 'Embankment'),
  beach: t('Городской пляж', 'Қалалық жағажай', 'City beach'),
  metro: t('Станция метро', 'Метро бекеті', 'Metro station'),
  market: t('Рынок', 'Базар', 'Market'),
  sport: t('Спортивный комплекс', 'Спорт кешені', 'Sports centre'),
}

export const COMPLEXES: ComplexSeed[] = [
  {
    code: 'ALT',
    slug: 'alatau-residence',
    city: 'almaty',
    name: t('Алатау Резиденс', 'Алатау Резиденс', 'Alatau Residence'),
    district: t('Бостандыкский район', 'Бостандық ауданы', 'Bostandyk district'),
    address: t('пр. Аль-Фараби, 120', 'Әл-Фараби даңғылы, 120', '120 Al-Farabi Ave'),
    latitude: 43.2082,
    longitude: 76.9015,
    class: 'business',
    status: 'construction',
    pricePerM2: [920_000, 1_250_000],
    parkingPrice: [5_500_000, 8_000_000],
    short: t(
      'Жилой комплекс бизнес-класса у подножия гор, в пяти минутах от проспекта Аль-Фараби.',
      'Тау бөктеріндегі бизнес-класты тұрғын үй кешені, Әл-Фараби даңғылынан бес минуттық жерде.',
      'A business-class residence at the foot of the mountains, five minutes from Al-Farabi Avenue.',
    ),
    about: new Loc(
      [
        'Алатау Резиденс стоит в тихой части Бостандыкского района: с верхних этажей открывается вид на Заилийский Алатау, а до делового центра города — десять минут на машине.',
        'Три дома разной высоты образуют закрытый двор с садом, прогулочными дорожками и площадками для детей разных возрастов. Фасады облицованы натуральным камнем и керамогранитом тёплого песочного оттенка.',
      ],
      [
        'Алатау Резиденс Бостандық ауданының тыныш бөлігінде орналасқан: жоғарғы қабаттардан Іле Алатауы көрінеді, ал қаланың іскерлік орталығына дейін көлікпен он минут.',
        'Әр түрлі биіктіктегі үш үй бақшасы, серуен жолдары және түрлі жастағы балаларға арналған алаңдары бар жабық аула құрайды. Қасбеттер табиғи таспен және жылы құм түсті керамогранитпен қапталған.',
      ],
      [
        'Alatau Residence stands in a quiet part of Bostandyk district: the upper floors look out on the Trans-Ili Alatau, and the business centre of the city is a ten-minute drive away.',
        'Three buildings of different heights enclose a private courtyard with a garden, walking paths and playgrounds for children of all ages. The facades are clad in natural stone and warm sand-coloured porcelain stoneware.',
      ],
    ),
    features: [F.carFree, F.underground, F.mountainView, F.seismic, F.lobby, F.concierge],
    infrastructure: [
      { title: I.school, ...metres(450) },
      { title: I.kindergarten, ...metres(300) },
      { title: I.mall, ...walk(12) },
      { title: I.park, ...km(1.2) },
      { title: I.university, ...km(2.5) },
    ],
    palette: { sky: ['#9cc3e4', '#f3e3cf'], facade: '#e8dcc8', facadeShade: '#cdbfa8', accent: '#8a6d4f', glass: '#5b7892' },
    houses: [
      { number: 1, floors: 16, sections: 3, flatsPerFloor: 5, status: 'completed', year: 2025, quarter: 2 },
      { number: 2, floors: 18, sections: 2, flatsPerFloor: 6, status: 'construction', year: 2027, quarter: 1 },
      { number: 3, floors: 18, sections: 2, flatsPerFloor: 6, status: 'construction', year: 2027, quarter: 4 },
    ],
  },
  {
    code: 'KTH',
    slug: 'koktem-hills',
    city: 'almaty',
    name: t('Коктем Хиллс', 'Көктем Хиллс', 'Koktem Hills'),
    district: t('Медеуский район', 'Медеу ауданы', 'Medeu district'),
    address: t('ул. Жамакаева, 45', 'Жамақаев көшесі, 45', '45 Zhamakayev St'),
    latitude: 43.2201,
    longitude: 76.9642,
    class: 'premium',
    status: 'construction',
    pricePerM2: [1_350_000, 1_750_000],
    parkingPrice: [6_500_000, 8_000_000],
    short: t(
      'Клубный дом премиум-класса среди яблоневых садов Медеуского района.',
      'Медеу ауданының алма бақтарының арасындағы премиум-класты клубтық үй.',
      'A premium club residence among the apple orchards of Medeu district.',
    ),
    about: new Loc(
      [
        'Коктем Хиллс — два невысоких клубных дома на склоне, где воздух чище, а город остаётся внизу. Всего по четыре квартиры на этаже, у каждой — вид на горы или на сад.',
        'Каркас рассчитан на сейсмическую нагрузку в 9 баллов, в домах — тёплый паркинг, фитнес-зал и лаунж для жителей. Архитектура сдержанная: стекло, светлый камень и дерево.',
      ],
      [
        'Көктем Хиллс — беткейдегі екі аласа клубтық үй: мұнда ауа тазарақ, ал қала төменде қалады. Әр қабатта небәрі төрт пәтер, әрқайсысынан тау немесе бақ көрінеді.',
        'Қаңқасы 9 балдық сейсмикалық жүктемеге есептелген, үйлерде жылы паркинг, фитнес-зал және тұрғындарға арналған лаунж бар. Сәулеті ұстамды: шыны, ақшыл тас және ағаш.',
      ],
      [
        'Koktem Hills is two low-rise club buildings on a hillside where the air is cleaner and the city stays below. There are only four flats per floor, each facing the mountains or the garden.',
        'The frame is designed for magnitude-9 earthquakes; the buildings have heated parking, a gym and a residents’ lounge. The architecture is restrained: glass, light stone and wood.',
      ],
    ),
    features: [F.mountainView, F.warmParking, F.fitness, F.concierge, F.ceilings, F.terraces, F.seismic],
    infrastructure: [
      { title: I.school, ...metres(700) },
      { title: I.park, ...walk(5) },
      { title: I.mall, ...km(3.1) },
      { title: I.clinic, ...km(1.4) },
    ],
    palette: { sky: ['#a9c7dc', '#eef1ee'], facade: '#f1efe9', facadeShade: '#d6d3ca', accent: '#6e5a47', glass: '#3f5f73' },
    houses: [
      { number: 1, floors: 9, sections: 2, flatsPerFloor: 4, status: 'construction', year: 2027, quarter: 3 },
      { number: 2, floors: 9, sections: 2, flatsPerFloor: 4, status: 'planning', year: 2029, quarter: 1 },
    ],
  },
  {
    code: 'ESL',
    slug: 'esil-riverside',
    city: 'astana',
    name: t('Есиль Риверсайд', 'Есіл Риверсайд', 'Esil Riverside'),
    district: t('район Есиль', 'Есіл ауданы', 'Yesil district'),
    address: t('пр. Мангилик Ел, 38', 'Мәңгілік Ел даңғылы, 38', '38 Mangilik El Ave'),
    latitude: 51.1089,
    longitude: 71.4312,
    class: 'comfort-plus',
    status: 'construction',
    pricePerM2: [560_000, 700_000],
    parkingPrice: [4_000_000, 6_000_000],
    short: t(
      'Квартал комфорт-плюс на левом берегу Есиля, рядом с набережной и Экспо.',
      'Есілдің сол жағалауындағы комфорт-плюс кварталы, жағалау мен Экспоға жақын.',
      'A comfort-plus quarter on the left bank of the Yesil, close to the embankment and Expo.',
    ),
    about: new Loc(
      [
        'Есиль Риверсайд — квартал из трёх домов на левом берегу, в пешей доступности от набережной. Дома развёрнуты так, чтобы защищать двор от зимнего ветра, а окна большинства квартир выходят на реку или в сад.',
        'На первых этажах — кофейни, аптека и магазины у дома; в каждом подъезде колясочная и лобби с зоной ожидания. Тёплый подземный паркинг соединён с подъездами лифтами.',
      ],
      [
        'Есіл Риверсайд — сол жағалаудағы үш үйден тұратын квартал, жағалауға жаяу жетуге болады. Үйлер ауланы қысқы желден қорғайтындай орналасқан, пәтерлердің көбінің терезелері өзенге немесе бақшаға қарайды.',
        'Бірінші қабаттарда кофеханалар, дәріхана және шағын дүкендер бар; әр кіреберісте бесік арбаларға арналған бөлме мен күту аймағы бар лобби. Жылы жерасты тұрағы кіреберістермен лифт арқылы байланысқан.',
      ],
      [
        'Esil Riverside is a quarter of three buildings on the left bank, within walking distance of the embankment. The buildings are arranged to shelter the courtyard from the winter wind, and most windows face the river or the garden.',
        'The ground floors hold coffee shops, a pharmacy and convenience stores; every entrance has a pram room and a lobby with a waiting area. The heated underground car park is linked to the entrances by lifts.',
      ],
    ),
    features: [F.riverView, F.warmParking, F.carFree, F.retail, F.strollers, F.playgrounds],
    infrastructure: [
      { title: I.embankment, ...walk(6) },
      { title: I.school, ...metres(600) },
      { title: I.kindergarten, ...metres(250) },
      { title: I.mall, ...km(1.5) },
      { title: I.bus, ...metres(150) },
    ],
    palette: { sky: ['#b8d3ea', '#e9eef3'], facade: '#dfe4e8', facadeShade: '#b9c2ca', accent: '#3b6e8f', glass: '#4d6e8a' },
    houses: [
      { number: 1, floors: 12, sections: 3, flatsPerFloor: 6, status: 'completed', year: 2025, quarter: 4 },
      { number: 2, floors: 14, sections: 2, flatsPerFloor: 7, status: 'construction', year: 2027, quarter: 2 },
      { number: 3, floors: 14, sections: 2, flatsPerFloor: 7, status: 'construction', year: 2028, quarter: 1 },
    ],
  },
  {
    code: 'NAU',
    slug: 'nauryz-garden',
    city: 'shymkent',
    name: t('Наурыз Гарден', 'Наурыз Гарден', 'Nauryz Garden'),
    district: t('Аль-Фарабийский район', 'Әл-Фараби ауданы', 'Al-Farabi district'),
    address: t('ул. Байтурсынова, 85', 'Байтұрсынұлы көшесі, 85', '85 Baitursynuly St'),
    latitude: 42.3294,
    longitude: 69.6012,
    class: 'comfort',
    status: 'completed',
    pricePerM2: [350_000, 440_000],
    parkingPrice: [3_000_000, 4_500_000],
    short: t(
      'Сданный жилой комплекс комфорт-класса с зелёным двором и школой по соседству.',
      'Жасыл ауласы бар, іргесінде мектебі бар пайдалануға берілген комфорт-класты тұрғын үй кешені.',
      'A completed comfort-class complex with a green courtyard and a school next door.',
    ),
    about: new Loc(
      [
        'Наурыз Гарден — два девятиэтажных дома в сложившемся районе Шымкента, где рядом есть всё нужное для жизни: школа, детский сад, рынок и остановки нескольких маршрутов.',
        'Во дворе высажены карагачи и фруктовые деревья, устроены тенистые беседки и площадки. Квартиры с продуманными планировками и просторными лоджиями, многие — с чистовой отделкой.',
      ],
      [
        'Наурыз Гарден — Шымкенттің қалыптасқан ауданындағы екі тоғыз қабатты үй, маңында өмірге қажеттінің бәрі бар: мектеп, балабақша, базар және бірнеше бағыттың аялдамалары.',
        'Аулаға қарағаштар мен жеміс ағаштары отырғызылған, көлеңкелі беседкалар мен алаңдар жасалған. Пәтерлердің жоспарлауы ойластырылған, лоджиялары кең, көбі таза әрлеумен.',
      ],
      [
        'Nauryz Garden is two nine-storey buildings in an established part of Shymkent with everything close at hand: a school, a kindergarten, a market and stops of several bus routes.',
        'The courtyard is planted with elms and fruit trees and has shady pavilions and playgrounds. The flats have practical layouts and spacious loggias, and many come with turnkey finishing.',
      ],
    ),
    features: [F.playgrounds, F.heating, F.strollers, F.security, F.retail],
    infrastructure: [
      { title: I.school, ...metres(200) },
      { title: I.kindergarten, ...metres(350) },
      { title: I.market, ...walk(8) },
      { title: I.clinic, ...metres(900) },
      { title: I.bus, ...metres(100) },
    ],
    palette: { sky: ['#f2c99b', '#fbeede'], facade: '#f0e2cf', facadeShade: '#d8c4a7', accent: '#b4653a', glass: '#6f7d8c' },
    houses: [
      { number: 1, floors: 9, sections: 3, flatsPerFloor: 6, status: 'completed', year: 2024, quarter: 3 },
      { number: 2, floors: 9, sections: 3, flatsPerFloor: 6, status: 'completed', year: 2025, quarter: 3 },
    ],
  },
  {
    code: 'CSP',
    slug: 'caspian-bay',
    city: 'aktau',
    name: t('Каспиан Бэй', 'Каспиан Бэй', 'Caspian Bay'),
    district: t('17-й микрорайон', '17-шағын аудан', '17th microdistrict'),
    address: t('17-й мкр., здание 9', '17-шағын аудан, 9-ғимарат', 'Building 9, 17th microdistrict'),
    latitude: 43.6681,
    longitude: 51.1452,
    class: 'comfort-plus',
    status: 'construction',
    pricePerM2: [460_000, 560_000],
    parkingPrice: [3_000_000, 5_000_000],
    short: t(
      'Дома у моря: из большинства квартир виден Каспий, до пляжа — пять минут пешком.',
      'Теңіз жағасындағы үйлер: пәтерлердің көбінен Каспий көрінеді, жағажайға дейін жаяу бес минут.',
      'Homes by the sea: most flats look out on the Caspian, and the beach is a five-minute walk away.',
    ),
    about: new Loc(
      [
        'Каспиан Бэй строится в 17-м микрорайоне, на первой линии от моря. Дома поставлены уступами, чтобы вид на воду был не только с верхних этажей.',
        'Фасады выполнены в светлых тонах и защищены от солёного ветра; на крышах — общие террасы для жителей. Во дворе — площадки, велопарковка и тенистые навесы.',
      ],
      [
        'Каспиан Бэй 17-шағын ауданда, теңізден бірінші қатарда салынып жатыр. Үйлер сатылап орналасқан, сондықтан суға көрініс тек жоғарғы қабаттардан ғана емес.',
        'Қасбеттер ашық түсте жасалған және тұзды желден қорғалған; шатырларда тұрғындарға арналған ортақ террасалар бар. Аулада алаңдар, велотұрақ және көлеңкелі шатырлар бар.',
      ],
      [
        'Caspian Bay is going up in the 17th microdistrict, on the first line from the sea. The buildings step down towards the shore so that the water is visible not only from the top floors.',
        'The light-coloured facades are protected against the salty wind, and the roofs have shared terraces for residents. The courtyard has playgrounds, bicycle parking and shady canopies.',
      ],
    ),
    features: [F.seaView, F.terraces, F.windows, F.carFree, F.playgrounds, F.lifts],
    infrastructure: [
      { title: I.beach, ...walk(5) },
      { title: I.school, ...metres(800) },
      { title: I.kindergarten, ...metres(400) },
      { title: I.mall, ...km(2) },
    ],
    palette: { sky: ['#8fc6d8', '#e6f2f1'], facade: '#f4f1ea', facadeShade: '#d3d0c6', accent: '#2f7f8a', glass: '#48788a' },
    houses: [
      { number: 1, floors: 12, sections: 2, flatsPerFloor: 6, status: 'construction', year: 2027, quarter: 2 },
      { number: 2, floors: 12, sections: 2, flatsPerFloor: 6, status: 'construction', year: 2028, quarter: 2 },
    ],
  },
  {
    code: 'SAR',
    slug: 'saryarka-quarter',
    city: 'karaganda',
    name: t('Сарыарка Квартал', 'Сарыарқа Кварталы', 'Saryarka Quarter'),
    district: t('район имени Казыбек би', 'Қазыбек би атындағы аудан', 'Kazybek Bi district'),
    address: t('пр. Бухар Жырау, 72', 'Бұқар жырау даңғылы, 72', '72 Bukhar Zhyrau Ave'),
    latitude: 49.8047,
    longitude: 73.1094,
    class: 'comfort',
    status: 'completed',
    pricePerM2: [330_000, 420_000],
    parkingPrice: [3_000_000, 4_000_000],
    short: t(
      'Сданный квартал в центре Караганды: тёплые квартиры, свой двор и всё нужное рядом.',
      'Қарағанды орталығындағы пайдалануға берілген квартал: жылы пәтерлер, жеке аула және қажеттінің бәрі жақын.',
      'A completed quarter in central Karaganda: warm flats, a courtyard of its own and everything you need nearby.',
    ),
    about: new Loc(
      [
        'Сарыарка Квартал — два дома на проспекте Бухар Жырау, в пятнадцати минутах пешком от Центрального парка. Стены с усиленным утеплением и энергоэффективные окна рассчитаны на карагандинскую зиму.',
        'Оба дома сданы и заселены; в продаже остаются квартиры, кладовые и места в паркинге. Во дворе работают детский клуб и спортивная площадка.',
      ],
      [
        'Сарыарқа Кварталы — Бұқар жырау даңғылындағы екі үй, Орталық саябаққа дейін жаяу он бес минут. Күшейтілген жылу оқшаулағышы бар қабырғалар мен энергия үнемдейтін терезелер Қарағандының қысына есептелген.',
        'Екі үй де пайдалануға беріліп, тұрғындар қоныстанды; сатылымда пәтерлер, қоймалар және паркингтегі орындар қалды. Аулада балалар клубы мен спорт алаңы жұмыс істейді.',
      ],
      [
        'Saryarka Quarter is two buildings on Bukhar Zhyrau Avenue, a fifteen-minute walk from Central Park. Extra insulation and energy-efficient windows are designed for the Karaganda winter.',
        'Both buildings are completed and occupied; flats, storerooms and parking spaces are still on sale. A children’s club and a sports ground operate in the courtyard.',
      ],
    ),
    features: [F.heating, F.playgrounds, F.security, F.strollers, F.retail],
    infrastructure: [
      { title: I.park, ...walk(15) },
      { title: I.school, ...metres(500) },
      { title: I.university, ...km(1.1) },
      { title: I.sport, ...metres(700) },
      { title: I.bus, ...metres(120) },
    ],
    palette: { sky: ['#b7c4d6', '#efe9e1'], facade: '#e6d6c8', facadeShade: '#c4ad98', accent: '#8d4a3c', glass: '#5d6b7d' },
    houses: [
      { number: 1, floors: 10, sections: 3, flatsPerFloor: 6, status: 'completed', year: 2023, quarter: 4 },
      { number: 2, floors: 10, sections: 2, flatsPerFloor: 6, status: 'completed', year: 2024, quarter: 4 },
    ],
  },
  {
    code: 'ZHP',
    slug: 'zhaiyk-park',
    city: 'atyrau',
    name: t('Жайык Парк', 'Жайық Парк', 'Zhaiyk Park'),
    district: t('микрорайон Нурсая', 'Нұрсая шағын ауданы', 'Nursaya microdistrict'),
    address: t('пр. Абулхаир хана, 24', 'Әбілқайыр хан даңғылы, 24', '24 Abulkhair Khan Ave'),
    latitude: 47.1138,
    longitude: 51.9097,
    class: 'business',
    status: 'planning',
    pricePerM2: [620_000, 760_000],
    parkingPrice: [3_500_000, 5_500_000],
    short: t(
      'Новый проект бизнес-класса на берегу Жайыка: старт продаж по ценам котлована.',
      'Жайық жағасындағы бизнес-класты жаңа жоба: сатылым іргетас бағасымен басталды.',
      'A new business-class project on the Zhaiyk river: sales open at foundation-stage prices.',
    ),
    about: new Loc(
      [
        'Жайык Парк — проект двух шестнадцатиэтажных домов в микрорайоне Нурсая, на левом берегу реки. Рядом набережная, парк и деловой центр Атырау.',
        'Проект проходит экспертизу; покупатели, бронирующие квартиру сейчас, получают лучшую цену и выбор планировок. В домах предусмотрены подземный паркинг, кладовые и закрытый двор.',
      ],
      [
        'Жайық Парк — өзеннің сол жағалауындағы Нұрсая шағын ауданында салынатын екі он алты қабатты үйдің жобасы. Маңында жағалау, саябақ және Атыраудың іскерлік орталығы бар.',
        'Жоба сараптамадан өтуде; пәтерді қазір брондайтын сатып алушылар ең жақсы баға мен жоспарлаудың кең таңдауын алады. Үйлерде жерасты паркингі, қоймалар және жабық аула қарастырылған.',
      ],
      [
        'Zhaiyk Park is a project of two sixteen-storey buildings in Nursaya microdistrict on the left bank of the river, next to the embankment, a park and the business centre of Atyrau.',
        'The project is under expert review; buyers who reserve a flat now get the best price and the widest choice of layouts. The buildings will have underground parking, storerooms and a private courtyard.',
      ],
    ),
    features: [F.riverView, F.underground, F.carFree, F.windows, F.lobby],
    infrastructure: [
      { title: I.embankment, ...walk(4) },
      { title: I.park, ...metres(600) },
      { title: I.school, ...km(1) },
      { title: I.mall, ...km(1.8) },
    ],
    palette: { sky: ['#c9b8d8', '#f6ece4'], facade: '#e4e0da', facadeShade: '#bcb5ad', accent: '#5a4f7a', glass: '#556479' },
    houses: [
      { number: 1, floors: 16, sections: 2, flatsPerFloor: 5, status: 'planning', year: 2029, quarter: 2 },
      { number: 2, floors: 16, sections: 2, flatsPerFloor: 5, status: 'planning', year: 2029, quarter: 4 },
    ],
  },
]

export const CATEGORIES = [
  { code: 'flat', title: t('Квартиры', 'Пәтерлер', 'Apartments'), order: 1 },
  { code: 'comm', title: t('Коммерческие помещения', 'Коммерциялық үй-жайлар', 'Commercial premises'), order: 2 },
  { code: 'garage', title: t('Паркинги', 'Тұрақ орындары', 'Parking spaces'), order: 3 },
  { code: 'storageroom', title: t('Кладовые', 'Қоймалар', 'Storerooms'), order: 4 },
] as const

export type RestorationCode = 'rough' | 'white-box' | 'turnkey' | 'designer'

/** markup: how much the finishing adds to the price per m² of a rough flat. */
export const RESTORATIONS: { code: RestorationCode; title: Loc; order: number; markup: number }[] = [
  { code: 'rough', title: t('Черновая', 'Қаралай әрлеу', 'Rough finish'), order: 1, markup: 0 },
  { code: 'white-box', title: t('Предчистовая', 'Таза әрлеу алдындағы', 'White box'), order: 2, markup: 0.05 },
  { code: 'turnkey', title: t('Чистовая', 'Таза әрлеу', 'Turnkey'), order: 3, markup: 0.12 },
  { code: 'designer', title: t('Дизайнерская', 'Дизайнерлік', 'Designer'), order: 4, markup: 0.22 },
]

/** Which finishing a flat gets, by the class of its complex. */
export const RESTORATION_MIX: Record<ComplexClass, [RestorationCode, number][]> = {
  comfort: [
    ['rough', 3],
    ['white-box', 4],
    ['turnkey', 3],
  ],
  'comfort-plus': [
    ['white-box', 5],
    ['turnkey', 4],
    ['designer', 1],
  ],
  business: [
    ['white-box', 4],
    ['turnkey', 4],
    ['designer', 2],
  ],
  premium: [
    ['white-box', 3],
    ['turnkey', 3],
    ['designer', 4],
  ],
}

export const houseName = (n: number) => t(`${n} очередь`, `${n}-кезек`, `Phase ${n}`)

/** Months a queue takes to build: smaller club houses go faster. */
const buildMonths = (house: HouseSeed) => (house.floors <= 10 ? 24 : 30)

/**
 * Percent done of a queue at the end of a month, straight from its schedule, so the news, the progress
 * reports and the house pages all tell the same story.
 */
export function progressPercent(house: HouseSeed, year: number, month: number): number {
  if (house.status === 'planning') return 0
  if (house.status === 'completed') return 100
  const end = house.year * 12 + house.quarter * 3
  const elapsed = year * 12 + month - (end - buildMonths(house))
  return Math.max(1, Math.min(99, Math.round((100 * elapsed) / buildMonths(house))))
}
