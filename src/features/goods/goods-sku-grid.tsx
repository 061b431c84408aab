// The SKU grid of the product page (issue 16 item 2): one row per SKU with its code, stock, tiered unit price,
// a quantity (0: not ordered) and its subtotal, and the running total; the buying buttons below act on every
// row at once. Plain props: the route reads the rows from the product-detail machine.
import type { Message } from '../../api/message'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Sku } from '../../api/goods-detail'
import { EuroReference } from '../../components/euro-reference'
import { formatMoney, unitFor } from '../../i18n/format'
import { useText } from './goods-detail-parts'
import { skuGridMessages as m } from './goods-sku-grid.messages'
import './goods-sku-grid.css'

export interface GoodsSkuGridRow {
  sku: Sku
  /** 0: not ordered; NaN: typed text that is no number (the row shows its problem) */
  quantity: number
  unitPrice: number
  subtotal: number
  problem: Message | null
}

export interface GoodsSkuGridProps {
  rows: GoodsSkuGridRow[]
  total: number
  units: number
  lines: number
  onQuantityChange: (productId: number, quantity: number) => void
  onIncrement: (productId: number) => void
  onDecrement: (productId: number) => void
}

/** The grid and the switch between it and the single choice. */
export interface GoodsGridProps extends GoodsSkuGridProps {
  open: boolean
  onOpen: () => void
  onClose: () => void
}

/** "Pedir varias variantes" / "Pedir una sola variante". */
export function GoodsGridToggle({ grid, disabled }: { grid: GoodsGridProps; disabled: boolean }) {
  return (
    <p className="sku-grid__toggle">
      <button
        type="button"
        className="button"
        aria-pressed={grid.open}
        disabled={disabled}
        onClick={grid.open ? grid.onClose : grid.onOpen}
      >
        <FormattedMessage {...(grid.open ? m.closeGrid : m.openGrid)} />
      </button>
    </p>
  )
}

const variantName = (sku: Sku) => sku.options.map((option) => option.value).join(' · ') || sku.productCode

function GridQuantity({
  row,
  disabled,
  grid,
}: {
  row: GoodsSkuGridRow
  disabled: boolean
  grid: GoodsSkuGridProps
}) {
  const intl = useIntl()
  const errorId = useId()
  const variant = variantName(row.sku)
  const [draft, setDraft] = useState(String(row.quantity))
  const [shown, setShown] = useState(row.quantity)
  // the machine may move the quantity (− / +): show its value unless the draft already says it
  if (shown !== row.quantity && !(Number.isNaN(shown) && Number.isNaN(row.quantity))) {
    setShown(row.quantity)
    if (Number(draft) !== row.quantity) setDraft(Number.isNaN(row.quantity) ? draft : String(row.quantity))
  }
  const productId = row.sku.productId
  return (
    <div className="sku-grid__quantity">
      <button
        type="button"
        className="button quantity__step"
        aria-label={intl.formatMessage(m.decreaseOf, { variant })}
        disabled={disabled || row.quantity === 0}
        onClick={() => grid.onDecrement(productId)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        className="quantity__input"
        type="text"
        inputMode="numeric"
        aria-label={intl.formatMessage(m.quantityOf, { variant })}
        value={draft}
        disabled={disabled}
        aria-invalid={row.problem !== null}
        aria-describedby={row.problem ? errorId : undefined}
        onChange={(event) => {
          const value = event.target.value
          setDraft(value)
          grid.onQuantityChange(productId, value.trim() === '' ? 0 : Number(value))
        }}
      />
      <button
        type="button"
        className="button quantity__step"
        aria-label={intl.formatMessage(m.increaseOf, { variant })}
        disabled={disabled}
        onClick={() => grid.onIncrement(productId)}
      >
        <span aria-hidden="true">+</span>
      </button>
      {row.problem ? <GridProblem id={errorId} problem={row.problem} /> : null}
    </div>
  )
}

function GridProblem({ id, problem }: { id: string; problem: Message }) {
  const text = useText()
  return (
    <p id={id} className="gd-error">
      {text(problem)}
    </p>
  )
}

export function GoodsSkuGrid({
  grid,
  saleUnit,
  minBuyNum,
  showPrices,
  disabled,
  euroRate,
}: {
  grid: GoodsSkuGridProps
  saleUnit: string
  minBuyNum: number
  /** Visitors see no prices (SPEC.md §6): the price columns and the total amount are left out. */
  showPrices: boolean
  disabled: boolean
  euroRate?: number | null
}) {
  const titleId = useId()
  return (
    <section className="sku-grid" aria-labelledby={titleId}>
      <h2 id={titleId} className="sku-grid__title">
        <FormattedMessage {...m.title} />
      </h2>
      <p className="goods-detail__meta">
        <FormattedMessage {...m.hint} values={{ min: minBuyNum, unit: unitFor(minBuyNum, saleUnit) }} />
      </p>
      <table className="sku-grid__table" aria-labelledby={titleId}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage {...m.variant} />
            </th>
            <th scope="col">
              <FormattedMessage {...m.stock} />
            </th>
            {showPrices ? (
              <th scope="col">
                <FormattedMessage {...m.unitPrice} />
              </th>
            ) : null}
            <th scope="col">
              <FormattedMessage {...m.quantity} />
            </th>
            {showPrices ? (
              <th scope="col">
                <FormattedMessage {...m.subtotal} />
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => {
            const soldOut = row.sku.stock <= 0
            return (
              <tr key={row.sku.productId} className={row.problem ? 'sku-grid__row--invalid' : undefined}>
                <th scope="row">
                  {variantName(row.sku)}
                  <span className="sku-grid__code">
                    <FormattedMessage {...m.code} />: {row.sku.productCode}
                  </span>
                </th>
                <td>{soldOut ? <FormattedMessage {...m.soldOut} /> : row.sku.stock}</td>
                {showPrices ? <td>{formatMoney(row.unitPrice)}</td> : null}
                <td>
                  <GridQuantity
                    row={row}
                    grid={grid}
                    disabled={disabled || (soldOut && row.quantity === 0)}
                  />
                </td>
                {showPrices ? <td>{row.subtotal > 0 ? formatMoney(row.subtotal) : '—'}</td> : null}
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="sku-grid__total" role="status" aria-live="polite">
        {grid.lines === 0 ? (
          <FormattedMessage {...m.totalNone} />
        ) : showPrices ? (
          <>
            <strong>
              <FormattedMessage
                {...m.total}
                values={{
                  amount: formatMoney(grid.total),
                  units: grid.units,
                  unit: unitFor(grid.units, saleUnit),
                  lines: grid.lines,
                }}
              />
            </strong>
            <EuroReference amount={grid.total} rate={euroRate} />
          </>
        ) : (
          <FormattedMessage
            {...m.selected}
            values={{ units: grid.units, unit: unitFor(grid.units, saleUnit), lines: grid.lines }}
          />
        )}
      </p>
    </section>
  )
}
