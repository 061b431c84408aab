// The prices of the product page: by quantity for members, "log in to see prices" for visitors (SPEC.md §6).
import { FormattedMessage, useIntl } from 'react-intl'
import type { LadderPrice, Sku } from '../../api/goods-detail'
import { EuroReference } from '../../components/euro-reference'
import { LoginForPrice } from '../../components/price'
import { formatMoney, unitFor } from '../../i18n/format'
import { skuGridMessages } from './goods-sku-grid.messages'
import { goodsDetailMessages as m } from './messages'

export interface GoodsPriceProps {
  /** the price tiers of the chosen SKU */
  tiers: LadderPrice[]
  /** the price of one unit at the current quantity */
  unitPrice: number
  onLogin: () => void
  /** EUR per USD for the reference beside the price (SPEC.md §9, issue 16 item 10); null or absent: none */
  euroRate?: number | null
}

export function GoodsPriceBox({
  price,
  saleUnit,
  sku,
  showPrices,
}: {
  price: GoodsPriceProps
  saleUnit: string
  sku: Sku | null
  /** Visitors see no prices (SPEC.md §6). */
  showPrices: boolean
}) {
  const intl = useIntl()
  return (
    <div className="price-box">
      <h2 className="price-box__title">
        <FormattedMessage {...m.priceTitle} />
      </h2>
      {showPrices ? (
        <>
          <table className="price-table">
            <thead>
              <tr>
                <th scope="col">{intl.formatMessage(m.tierQuantity)}</th>
                <th scope="col">{intl.formatMessage(m.tierPrice)}</th>
              </tr>
            </thead>
            <tbody>
              {price.tiers.map((tier) => (
                <tr
                  key={tier.minQty}
                  className={price.unitPrice === tier.price ? 'price-table__current' : undefined}
                >
                  <td>
                    {intl.formatMessage(m.tierFrom, {
                      count: tier.minQty,
                      unit: unitFor(tier.minQty, saleUnit),
                    })}
                  </td>
                  <td>{formatMoney(tier.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="goods-detail__meta">
            <FormattedMessage
              {...skuGridMessages.unitPriceNow}
              values={{ price: formatMoney(price.unitPrice), unit: saleUnit }}
            />
            <EuroReference amount={price.unitPrice} rate={price.euroRate} />
          </p>
          {sku ? (
            <p className="goods-detail__meta">
              <FormattedMessage {...m.marketPrice} values={{ price: formatMoney(sku.marketPrice) }} />
            </p>
          ) : null}
        </>
      ) : (
        <p className="price-box__login">
          <LoginForPrice />{' '}
          <button type="button" className="button button--primary" onClick={price.onLogin}>
            <FormattedMessage {...m.login} />
          </button>
        </p>
      )}
    </div>
  )
}
