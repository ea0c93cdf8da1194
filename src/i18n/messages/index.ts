import type { Locale } from '../locales'
import en from './en.json'
import alerts from './parts/alerts.json'
import company from './parts/company.json'
import kk from './kk.json'
import career from './parts/career.json'
import consent from './parts/consent.json'
import consultation from './parts/consultation.json'
import contents from './parts/contents.json'
import design from './parts/design.json'
import favorites from './parts/favorites.json'
import home from './parts/home.json'
import map from './parts/map.json'
import picker from './parts/picker.json'
import preview from './parts/preview.json'
import projects from './parts/projects.json'
import properties from './parts/properties.json'
import purchase from './parts/purchase.json'
import ru from './ru.json'

type Strings = Record<string, string>

/**
 * The UI strings shipped with the code: the shell's in {ru,kk,en}.json, each section's in
 * parts/<section>.json ({ru, kk, en} in one file, so a section's strings are edited together).
 * Keys are flat, kebab-case and unique across files (tests/unit/messages.test.ts checks it).
 * Registering a part here also types its keys (`MessageKey`, src/i18n/app-config.ts).
 */
export const MESSAGE_PARTS = {
  alerts,
  career,
  company,
  consent,
  consultation,
  contents,
  design,
  favorites,
  home,
  map,
  picker,
  preview,
  projects,
  properties,
  purchase,
} satisfies Record<string, Record<Locale, Strings>>

type Parts = typeof MESSAGE_PARTS

/** Every UI string's key: the shell's (ru.json) and every registered part's (their Russian set). */
export type MessageKey = keyof typeof ru | { [Part in keyof Parts]: keyof Parts[Part]['ru'] }[keyof Parts]

/** One language's UI strings, as next-intl is given them (AppConfig['Messages']). */
export type Messages = Record<MessageKey, string>

/**
 * A translator of the UI strings, for helpers that word things on both sides: next-intl's `t` from
 * getTranslations (server) or useTranslations (browser) fits it, as does a test's stand-in.
 */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string

const CORE: Record<Locale, Strings> = { ru, kk, en }

const merged = (locale: Locale): Messages => Object.assign({}, CORE[locale], ...Object.values(MESSAGE_PARTS).map((part): Strings => part[locale]))

export const DEFAULT_MESSAGES: Record<Locale, Messages> = { ru: merged('ru'), kk: merged('kk'), en: merged('en') }
