import { describe, expect, it } from 'vitest'

import {
  CONSULTATION_DELAY_MS,
  consultationMayOpen,
  consultationTakesFocus,
  consultationPlan,
  CONSULTATION_QUIET_MS,
  IMAGES_KEY,
  isTypingTarget,
  pickConsultationImage,
  recordConsultationOpening,
  SECTIONS_KEY,
} from './consultation'

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const LIGHTHOUSE = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('consultation modal rules', () => {
  it('opens once per section per session, after 5 s', () => {
    const storage = memoryStorage()
    expect(consultationPlan(storage, 'projects', CHROME)).toEqual({ section: 'projects', delay: CONSULTATION_DELAY_MS })
    recordConsultationOpening(storage, 'projects', [1, 2, 3])
    expect(consultationPlan(storage, 'projects', CHROME)).toBeNull()
    expect(consultationPlan(storage, 'properties', CHROME)).toEqual({ section: 'properties', delay: 5000 })
    expect(JSON.parse(storage.data.get(SECTIONS_KEY)!)).toEqual(['projects'])
  })

  it('never opens for audit tools and bots, nor when a test switched it off', () => {
    expect(consultationPlan(memoryStorage(), 'projects', LIGHTHOUSE)).toBeNull()
    expect(consultationPlan(memoryStorage(), 'projects', 'Mozilla/5.0 (compatible; Googlebot/2.1)')).toBeNull()
    expect(consultationPlan(memoryStorage({ 'consultation-off': '1' }), 'projects', CHROME)).toBeNull()
    // Automated browsers (browser tests of other pages) only see it when the test opts in with a delay.
    expect(consultationPlan(memoryStorage(), 'projects', CHROME, true)).toBeNull()
    expect(consultationPlan(memoryStorage({ 'consultation-delay': '5000' }), 'projects', CHROME, true)).toEqual({ section: 'projects', delay: 5000 })
  })

  it('takes a test delay only when it is a sane number; corrupt session values are ignored', () => {
    expect(consultationPlan(memoryStorage({ 'consultation-delay': '200' }), 'projects', CHROME)?.delay).toBe(200)
    expect(consultationPlan(memoryStorage({ 'consultation-delay': '-1' }), 'projects', CHROME)?.delay).toBe(5000)
    expect(consultationPlan(memoryStorage({ 'consultation-delay': 'soon' }), 'projects', CHROME)?.delay).toBe(5000)
    expect(consultationPlan(memoryStorage({ [SECTIONS_KEY]: '{not json' }), 'projects', CHROME)?.section).toBe('projects')
    expect(consultationPlan(memoryStorage({ [SECTIONS_KEY]: '"projects"' }), 'projects', CHROME)?.section).toBe('projects')
  })

  it('shows every image once before repeating any, then starts over', () => {
    const images = [11, 12, 13, 14, 15, 16, 17]
    const storage = memoryStorage()
    const seen: number[] = []
    for (let i = 0; i < 7; i++) seen.push(recordConsultationOpening(storage, 'projects', images)!)
    expect([...seen].sort()).toEqual(images)
    const eighth = recordConsultationOpening(storage, 'projects', images)!
    expect(images).toContain(eighth)
    expect(eighth).not.toBe(seen[6])
    expect(JSON.parse(storage.data.get(IMAGES_KEY)!)).toEqual([eighth])
  })

  it('picks among the images not shown yet, ignoring ids that no longer exist', () => {
    expect(pickConsultationImage([1, 2, 3], [1, 3, 99], () => 0.99)).toEqual({ id: 2, shown: [1, 3, 2] })
    expect(pickConsultationImage([1, 2, 3], [], () => 0)).toEqual({ id: 1, shown: [1] })
    expect(pickConsultationImage([5], [5], () => 0.5)).toEqual({ id: 5, shown: [5] })
    expect(pickConsultationImage([], [], () => 0.5)).toBeNull()
  })
})

describe('consultation modal and a visitor at work', () => {
  const element = (tagName: string, type?: string, isContentEditable = false) => ({ tagName, type, isContentEditable })
  const NOW = 100_000

  it('counts text fields, text areas, selects and editable elements as typing targets', () => {
    for (const target of [
      element('INPUT'),
      element('INPUT', 'text'),
      element('INPUT', 'tel'),
      element('INPUT', 'number'),
      element('INPUT', 'search'),
      element('TEXTAREA'),
      element('SELECT'),
      element('DIV', undefined, true),
    ]) {
      expect(isTypingTarget(target)).toBe(true)
    }
    for (const target of [null, element('BODY'), element('A'), element('BUTTON'), element('INPUT', 'checkbox'), element('INPUT', 'radio'), element('INPUT', 'submit')]) {
      expect(isTypingTarget(target)).toBe(false)
    }
  })

  it('waits while a field has the focus, however long ago the last key was', () => {
    expect(consultationMayOpen(element('INPUT', 'text'), 0, NOW)).toBe(false)
    expect(consultationMayOpen(element('TEXTAREA'), NOW - 60_000, NOW)).toBe(false)
  })

  it('waits for a pause in keyboard and pointer use, then opens', () => {
    expect(consultationMayOpen(element('BODY'), NOW - 100, NOW)).toBe(false)
    expect(consultationMayOpen(element('A'), NOW - CONSULTATION_QUIET_MS + 1, NOW)).toBe(false)
    expect(consultationMayOpen(element('A'), NOW - CONSULTATION_QUIET_MS, NOW)).toBe(true)
    expect(consultationMayOpen(null, 0, NOW)).toBe(true)
  })
  it('takes the focus, opening by itself, only when the focus was on nothing', () => {
    const body = element('BODY')
    expect(consultationTakesFocus(body, body)).toBe(true)
    expect(consultationTakesFocus(null, body)).toBe(true)
    for (const other of [element('A'), element('BUTTON'), element('INPUT', 'checkbox'), element('INPUT', 'text')]) expect(consultationTakesFocus(other, body)).toBe(false)
  })
})
