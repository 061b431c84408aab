// The lines whose price changed since the buyer saw them on a page served from the installed app's cache
// (issue 26 "Bad input": a stale cached price at checkout). The checkout's prices are the server's; this says so
// before the buyer confirms. Plain props: the route compares (machines/checkout/price-changes.ts).
import { FormattedMessage } from 'react-intl'
import { formatDateTime, formatMoney } from '../../i18n/format'
import { checkoutMessages as m } from './messages'

export interface CheckoutPriceChange {
  productId: number
  goodsName: string
  specValues: string
  seenPrice: number
  price: number
  cachedAt: string
}

export function CheckoutPriceChangesSection({ changes }: { changes: readonly CheckoutPriceChange[] }) {
  if (changes.length === 0) return null
  return (
    <section className="checkout-notice" aria-labelledby="checkout-stale-title" data-testid="stale-prices">
      <p id="checkout-stale-title">
        <FormattedMessage {...m.staleTitle} values={{ count: changes.length }} />
      </p>
      <ul className="checkout-notice__list">
        {changes.map((change) => (
          <li key={change.productId}>
            <FormattedMessage
              {...m.staleLine}
              values={{
                name: change.specValues ? `${change.goodsName} (${change.specValues})` : change.goodsName,
                price: formatMoney(change.price),
                seen: formatMoney(change.seenPrice),
                time: formatDateTime(change.cachedAt),
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
