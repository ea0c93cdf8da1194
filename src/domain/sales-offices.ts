/**
 * The sales office where a project is sold: the first sales office (in the editors' order) in the
 * project's city, else the first sales office of all (the head office sells everywhere), else none.
 */
export function salesOfficeFor<O extends { is_sales_office: boolean; city: { id: number } | null }>(cityId: number | null, offices: readonly O[]): O | null {
  const sales = offices.filter((office) => office.is_sales_office)
  return (cityId !== null ? sales.find((office) => office.city?.id === cityId) : undefined) ?? sales[0] ?? null
}
