// What a wholesale buyer checks on a cart line (issue 16 item 5): the product code, the sale unit and the
// SKU's price ladder with the tier that applies to the quantity marked.
import { FormattedMessage, useIntl } from 'react-intl'
import { Price } from '../../components/price'
import { cartCouponMessages as m } from './cart-coupon-messages'

export interface CartLineDetailsData {
  productCode?: string
  saleUnit?: string
  ladder?: { minQty: number; price: number }[]
  buyNum: number
}

/** The tier whose minimum the quantity reaches last (the ladder is lowest quantity first). */
export function currentTier(ladder: { minQty: number }[], buyNum: number): number {
  let index = 0
  ladder.forEach((tier, at) => {
    if (buyNum >= tier.minQty) index = at
  })
  return index
}

export function CartLineDetails({ line, showPrices }: { line: CartLineDetailsData; showPrices: boolean }) {
  const intl = useIntl()
  const ladder = line.ladder ?? []
  const current = currentTier(ladder, line.buyNum)
  return (
    <>
      {line.productCode || line.saleUnit ? (
        <span className="cart-line__codes">
          {line.productCode ? (
            <FormattedMessage {...m.productCode} values={{ code: line.productCode }} />
          ) : null}
          {line.productCode && line.saleUnit ? ' · ' : null}
          {line.saleUnit ? <FormattedMessage {...m.saleUnit} values={{ unit: line.saleUnit }} /> : null}
        </span>
      ) : null}
      {showPrices && ladder.length > 1 ? (
        <ul className="cart-line__ladder" aria-label={intl.formatMessage(m.ladder)}>
          {ladder.map((tier, index) => (
            <li
              key={tier.minQty}
              className={index === current ? 'cart-line__tier cart-line__tier--current' : 'cart-line__tier'}
              aria-current={index === current ? 'true' : undefined}
            >
              <Price amount={tier.price} visible>
                {(price) => <FormattedMessage {...m.ladderTier} values={{ min: tier.minQty, price }} />}
              </Price>
              {index === current ? (
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage {...m.ladderCurrent} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  )
}
