import { CURRENCY_SYMBOL, formatMoney, formatNumber } from '../../domain/money'

/**
 * List-view cells of the admin that read figures as the site writes them (domain/money.ts): a price
 * grouped with its currency, an area with its unit, instead of Payload's raw 11160000.
 */
type CellProps = { cellData?: unknown }

export function PriceCell({ cellData }: CellProps) {
  return typeof cellData === 'number' ? <span>{`${formatMoney(cellData, 0)} ${CURRENCY_SYMBOL}`}</span> : null
}

export function AreaCell({ cellData }: CellProps) {
  return typeof cellData === 'number' ? <span>{`${formatNumber(cellData)} м²`}</span> : null
}
