import type { Locale } from '../locales'
import en from './en.json'
import kk from './kk.json'
import consultation from './parts/consultation.json'
import favorites from './parts/favorites.json'
import map from './parts/map.json'
import projects from './parts/projects.json'
import properties from './parts/properties.json'
import purchase from './parts/purchase.json'
import ru from './ru.json'

/**
 * The UI strings shipped with the code: the shell's in {ru,kk,en}.json, each section's in
 * parts/<section>.json ({ru, kk, en} in one file, so a section's strings are edited together).
 * Keys are flat and unique across files (tests/unit/messages.test.ts checks it).
 */
export const MESSAGE_PARTS: Record<string, Record<Locale, Record<string, string>>> = { consultation, favorites, map, projects, properties, purchase }

const CORE: Record<Locale, Record<string, string>> = { ru, kk, en }

const merged = (locale: Locale): Record<string, string> =>
  Object.assign({}, CORE[locale], ...Object.values(MESSAGE_PARTS).map((part) => part[locale]))

export const DEFAULT_MESSAGES: Record<Locale, Record<string, string>> = { ru: merged('ru'), kk: merged('kk'), en: merged('en') }
