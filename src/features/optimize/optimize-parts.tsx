// Pieces shared by the optimisation screens (issue 28 item 4): a proposal's state badge, the product line, the
// proposal's images and the alternatives' table.
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { OptimizeProduct } from '../../api/optimize'
import { StatusBadge, type BadgeTone } from '../../components/badges'
import { DataTable, type DataColumn } from '../../components/data-table'
import { Picture } from '../../components/picture'
import { formatMoney } from '../../i18n/format'
import { optimizeMessages as m } from './messages'

const TONE: Record<number, BadgeTone> = { 1: 'warning', 2: 'success', 3: 'error' }
const LABEL = { 1: m.state1, 2: m.state2, 3: m.state3 } as const

export const optimizeStateLabel = (state: 1 | 2 | 3) => LABEL[state]

/** Pendiente, Aceptada, Rechazada. */
export function OptimizeStateBadge({ state }: { state: 1 | 2 | 3 }) {
  return (
    <StatusBadge tone={TONE[state]}>
      <FormattedMessage {...LABEL[state]} />
    </StatusBadge>
  )
}

/** The product a proposal is about: picture, name (a link to its page), store and price. */
export function ProductLine({ product }: { product: OptimizeProduct }) {
  const intl = useIntl()
  return (
    <div className="optimize__product">
      <Picture
        src={product.goodsImage}
        alt={intl.formatMessage(m.productImageAlt, { name: product.goodsName })}
        width={96}
        height={96}
      />
      <p className="optimize__product-text">
        <Link to={`/goods/detail?productId=${product.productId}`}>{product.goodsName}</Link>
        <span className="optimize__muted">
          {product.storeName} ·{' '}
          <FormattedMessage {...m.priceFrom} values={{ price: formatMoney(product.goodsPrice) }} />
        </span>
      </p>
    </div>
  )
}

/** The proposal's images, each with an optional control under it (a remove button on the form). */
export function OptimizeGallery({
  images,
  controlOf,
}: {
  images: readonly string[]
  controlOf?: (index: number) => ReactNode
}) {
  const intl = useIntl()
  if (images.length === 0) return null
  return (
    <ul className="optimize__gallery">
      {images.map((url, index) => (
        <li key={url}>
          <Picture src={url} alt={intl.formatMessage(m.imageAlt, { n: index + 1 })} loading="lazy" />
          {controlOf ? controlOf(index) : null}
        </li>
      ))}
    </ul>
  )
}

/** Products as a table: name, store, price and, when given, one action per row. */
export function ProductTable({
  rows,
  caption,
  action,
  busy,
}: {
  rows: readonly OptimizeProduct[]
  caption: string
  action?: { header: string; cell(row: OptimizeProduct): ReactNode }
  busy?: boolean
}) {
  const intl = useIntl()
  const columns: DataColumn<OptimizeProduct>[] = [
    {
      key: 'product',
      header: intl.formatMessage(m.colProduct),
      rowHeader: true,
      cell: (row) => <Link to={`/goods/detail?productId=${row.productId}`}>{row.goodsName}</Link>,
    },
    { key: 'store', header: intl.formatMessage(m.colStore), cell: (row) => row.storeName },
    {
      key: 'price',
      header: intl.formatMessage(m.colPrice),
      numeric: true,
      cell: (row) => formatMoney(row.goodsPrice),
    },
    ...(action ? [{ key: 'action', header: action.header, nowrap: true, cell: action.cell }] : []),
  ]
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.productId}
      caption={caption}
      captionHidden
      busy={busy}
    />
  )
}
