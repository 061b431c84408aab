// The stock / promotion / points problem the server found when the order was sent (SPEC.md §5): what changed
// for which line, and the way out (back to the cart or product, or points reset).
import { FormattedMessage, useIntl } from 'react-intl'
import type { CheckoutData, CheckoutProblem } from '../../api/checkout'
import { Dialog } from '../../components/dialog'
import { formatMoney } from '../../i18n/format'
import { checkoutMessages as m } from './messages'

export interface CheckoutProblemProps {
  problem: CheckoutProblem | null
  onResetPoints: () => void
}

export function CheckoutProblemDialog({
  dialog,
  checkout,
  buyNow,
  onBack,
}: {
  dialog: CheckoutProblemProps
  checkout: CheckoutData | null
  buyNow: boolean
  onBack: () => void
}) {
  const { problem } = dialog
  const intl = useIntl()
  if (!problem) return null
  const codes = new Map(
    checkout?.storeGroupList.flatMap((group) =>
      group.productList.map((line) => [line.productId, line.productCode]),
    ) ?? [],
  )
  const points = problem.state === 6
  const explanation = problem.state === 5 ? m.problemPromotion : points ? m.problemPoints : m.problemIntro
  return (
    <Dialog
      open
      role="alertdialog"
      title={problem.stateValue}
      width={560}
      actions={
        points ? (
          <button type="button" className="button button--primary" onClick={dialog.onResetPoints}>
            <FormattedMessage {...m.problemResetPoints} />
          </button>
        ) : (
          <button type="button" className="button button--primary" onClick={onBack}>
            <FormattedMessage {...(buyNow ? m.backToProduct : m.backToCart)} />
          </button>
        )
      }
    >
      <p>
        <FormattedMessage {...explanation} />
      </p>
      {problem.productList.length > 0 && (
        <ul className="checkout-problem__list">
          {problem.productList.map((product) => {
            const sku = codes.get(product.productId) ?? product.specValues
            return (
              <li key={product.productId} className="checkout-problem__item">
                <strong>{product.goodsName}</strong>
                {sku && <span>{intl.formatMessage(m.problemSku, { sku })}</span>}
                {product.specValues && sku !== product.specValues && <span>{product.specValues}</span>}
                {product.buyNum !== undefined && (
                  <span>{intl.formatMessage(m.problemBuyNum, { count: product.buyNum })}</span>
                )}
                {product.productStock !== undefined && (
                  <span>{intl.formatMessage(m.problemStock, { stock: product.productStock })}</span>
                )}
                {product.purchaseLimit !== undefined && product.purchaseLimit > 0 && (
                  <span>{intl.formatMessage(m.problemLimit, { limit: product.purchaseLimit })}</span>
                )}
                {product.newPrice !== undefined && (
                  <span>
                    {intl.formatMessage(m.problemPrice, {
                      before: formatMoney(product.price ?? product.newPrice),
                      after: formatMoney(product.newPrice),
                    })}
                  </span>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </Dialog>
  )
}
