import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { idListParam, listParam } from './query-lists'

describe('list parameters', () => {
  const rooms = listParam(z.string().regex(/^\d+$/, 'validation_integer').transform(Number))

  it('accepts one value, a comma list or repeated values', () => {
    expect(rooms.parse('2')).toEqual([2])
    expect(rooms.parse('1,2')).toEqual([1, 2])
    expect(rooms.parse(['1', '3'])).toEqual([1, 3])
  })

  it('reports a bad token on the parameter itself', () => {
    const result = z.object({ rooms }).safeParse({ rooms: '1,abc' })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['rooms', 'validation_integer']])
  })

  it('limits the number of values and refuses ids that are not positive integers', () => {
    expect(idListParam.safeParse(Array.from({ length: 51 }, (_, i) => String(i + 1))).success).toBe(false)
    expect(idListParam.safeParse('0').success).toBe(false)
    expect(idListParam.safeParse('1; DROP TABLE').success).toBe(false)
    expect(idListParam.parse('3,4')).toEqual([3, 4])
  })
})
