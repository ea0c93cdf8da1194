import { describe, expect, it } from 'vitest'

import { newLeadsCaption } from './NewLeadsToday'

/** Issue 31, item 7: the dashboard card says «3 новые заявки», never «3 новых заявок». */
describe("the new leads card's caption", () => {
  it('takes the Russian plural form of the count', () => {
    expect([1, 21, 3, 22, 5, 11, 12, 14, 0, 100].map((count) => `${count} ${newLeadsCaption(count, 'ru')}`)).toEqual([
      '1 новая заявка сегодня',
      '21 новая заявка сегодня',
      '3 новые заявки сегодня',
      '22 новые заявки сегодня',
      '5 новых заявок сегодня',
      '11 новых заявок сегодня',
      '12 новых заявок сегодня',
      '14 новых заявок сегодня',
      '0 новых заявок сегодня',
      '100 новых заявок сегодня',
    ])
  })

  it('speaks English to an editor who chose it, Russian otherwise', () => {
    expect([newLeadsCaption(1, 'en'), newLeadsCaption(2, 'en'), newLeadsCaption(2, undefined)]).toEqual(['new lead today', 'new leads today', 'новые заявки сегодня'])
  })
})
