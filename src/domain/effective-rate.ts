/**
 * The annual effective rate (ГЭСВ) that Kazakhstan's regulator requires next to every advertised loan
 * rate: the yearly rate at which the money received (the loan less one-time fees) equals the payments,
 * compounded monthly: (1 + m)^12 − 1, m the monthly internal rate of return of the cash flows.
 * Computed for an annuity over the program's terms; a reference loan size is enough because the rate does
 * not depend on it.
 */
export function effectiveAnnualRate({ annualRate, months, feePercent = 0 }: { annualRate: number; months: number; feePercent?: number }): number {
  const n = Math.max(1, Math.round(months))
  const loan = 1_000_000
  const r = annualRate / 100 / 12
  const payment = r > 0 ? (loan * r) / (1 - (1 + r) ** -n) : loan / n
  const received = loan * (1 - feePercent / 100)
  // Present value of the payments at monthly rate m, falling in m: bisection between 0 and 100 % a month.
  const presentValue = (m: number) => (m === 0 ? payment * n : (payment * (1 - (1 + m) ** -n)) / m)
  let low = 0
  let high = 1
  if (presentValue(0) <= received) return 0
  for (let i = 0; i < 100; i++) {
    const mid = (low + high) / 2
    if (presentValue(mid) > received) low = mid
    else high = mid
  }
  return Math.round(((1 + low) ** 12 - 1) * 10000) / 100
}
