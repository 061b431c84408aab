// /goods/contrast (issue 4 item 4): one column per item, a row per field and per attribute; rows whose values
// differ are highlighted and marked "Diferente" for screen readers too. Plain props.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ContrastRow } from '../../api/goods-detail'
import { ProductLink } from '../../components/entity-links'
import { usePriceText } from '../../components/price'
import { productionStateMessages, stockTypeMessages } from '../../components/product-labels'
import { contrastMessages as m } from './messages'
import './contrast.css'
import { unitFor } from '../../i18n/format'
import { Picture } from '../../components/picture'

export interface ContrastViewProps {
  items: ContrastRow[]
  showPrices: boolean
  onlyDifferences: boolean
  /** Server text of a refused comparison (e.g. more than 4 items). */
  error: string | null
  onOnlyDifferencesChange: (value: boolean) => void
  onRemove: (item: ContrastRow) => void
  onClear: () => void
}

interface FieldRow {
  key: string
  label: string
  values: string[]
}

/** The compared fields, then every attribute any item has (in order of first appearance). */
export function contrastFields(
  items: ContrastRow[],
  format: {
    label: (id: keyof typeof m) => string
    price: (value: number) => string
    minimum: (item: ContrastRow) => string
    stockType: (item: ContrastRow) => string
    productionState: (item: ContrastRow) => string
  },
): FieldRow[] {
  const rows: FieldRow[] = [
    { key: 'price', label: format.label('price'), values: items.map((item) => format.price(item.price)) },
    { key: 'minimum', label: format.label('minimum'), values: items.map(format.minimum) },
    { key: 'stockType', label: format.label('stockType'), values: items.map(format.stockType) },
    {
      key: 'productionState',
      label: format.label('productionState'),
      values: items.map(format.productionState),
    },
    { key: 'brand', label: format.label('brand'), values: items.map((item) => item.brandName) },
    { key: 'store', label: format.label('store'), values: items.map((item) => item.storeName) },
    { key: 'category', label: format.label('category'), values: items.map((item) => item.categoryName) },
    { key: 'spec', label: format.label('spec'), values: items.map((item) => item.specValues ?? '') },
  ]
  const names: string[] = []
  for (const item of items)
    for (const attribute of item.attributes) if (!names.includes(attribute.name)) names.push(attribute.name)
  for (const name of names) {
    rows.push({
      key: `attribute-${name}`,
      label: name,
      values: items.map((item) => item.attributes.find((attribute) => attribute.name === name)?.value ?? ''),
    })
  }
  return rows
}

export const isDifferent = (values: string[]) => new Set(values).size > 1

export function ContrastView(props: ContrastViewProps) {
  const intl = useIntl()
  const priceText = usePriceText(props.showPrices)
  const toggleId = useId()
  const { items } = props
  const series = items[0]?.kind === 'series'
  const title = intl.formatMessage(series ? m.seriesTitle : m.title)
  if (items.length === 0) {
    return (
      <section className="page page--narrow state-page">
        <h1>{title}</h1>
        {props.error ? <p role="alert">{props.error}</p> : null}
        <p>
          <FormattedMessage {...m.empty} />
        </p>
        <p>
          <FormattedMessage {...m.emptyHint} />
        </p>
        <div className="state-page__actions">
          <Link className="button button--primary" to="/goods/category">
            <FormattedMessage {...m.browse} />
          </Link>
        </div>
      </section>
    )
  }
  const missing = intl.formatMessage(m.missing)
  const fields = contrastFields(items, {
    label: (id) => intl.formatMessage(m[id]),
    price: priceText,
    minimum: (item) =>
      intl.formatMessage(m.minimumValue, {
        count: item.minBuyNum,
        unit: unitFor(item.minBuyNum, item.saleUnit),
      }),
    stockType: (item) => intl.formatMessage(stockTypeMessages[item.stockType]),
    productionState: (item) => intl.formatMessage(productionStateMessages[item.productionState]),
  })
  const shown = props.onlyDifferences ? fields.filter((field) => isDifferent(field.values)) : fields
  return (
    <div className="page contrast">
      <div className="contrast__header">
        <h1>{title}</h1>
        <div className="contrast__tools">
          <label htmlFor={toggleId} className="contrast__toggle">
            <input
              id={toggleId}
              type="checkbox"
              checked={props.onlyDifferences}
              onChange={(event) => props.onOnlyDifferencesChange(event.target.checked)}
            />
            <FormattedMessage {...m.onlyDifferences} />
          </label>
          <button type="button" className="button" onClick={props.onClear}>
            <FormattedMessage {...m.clear} />
          </button>
        </div>
      </div>
      {props.error ? <p role="alert">{props.error}</p> : null}
      <div className="contrast__scroll">
        <table className="contrast-table">
          <caption className="visually-hidden">
            <FormattedMessage {...m.caption} values={{ count: items.length }} />
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage {...m.item} />
                </span>
              </th>
              {items.map((item) => (
                <th key={`${item.kind}-${item.id}`} scope="col" className="contrast-table__item">
                  <Picture src={item.image} alt="" width={120} height={120} />
                  <span className="contrast-table__name">
                    {item.productId ? (
                      <ProductLink productId={item.productId}>{item.name}</ProductLink>
                    ) : (
                      item.name
                    )}
                  </span>
                  <button
                    type="button"
                    className="button contrast-table__remove"
                    aria-label={intl.formatMessage(m.remove, { name: item.name })}
                    onClick={() => props.onRemove(item)}
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((field) => {
              const different = isDifferent(field.values)
              return (
                <tr key={field.key} className={different ? 'contrast-table__row--different' : undefined}>
                  <th scope="row">
                    {field.label}
                    {different ? (
                      <span className="contrast-table__badge">
                        <FormattedMessage {...m.different} />
                      </span>
                    ) : null}
                  </th>
                  {field.values.map((value, index) => (
                    <td key={index}>{value || missing}</td>
                  ))}
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
