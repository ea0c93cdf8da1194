import { describe, expect, it } from 'vitest'

import { salesOfficeFor } from './sales-offices'

const office = (id: number, city: number | null, sales = true) => ({ id, city: city === null ? null : { id: city }, is_sales_office: sales })

describe('sales office of a project', () => {
  const offices = [office(1, 10), office(2, 20, false), office(3, 20), office(4, 30)]
  it('is the first sales office in the project’s city', () => {
    expect(salesOfficeFor(20, offices)?.id).toBe(3)
    expect(salesOfficeFor(30, offices)?.id).toBe(4)
  })
  it('is the first sales office when the city has none, or the project no city', () => {
    expect(salesOfficeFor(99, offices)?.id).toBe(1)
    expect(salesOfficeFor(null, offices)?.id).toBe(1)
  })
  it('is none without sales offices', () => {
    expect(salesOfficeFor(10, [office(1, 10, false)])).toBeNull()
  })
})
