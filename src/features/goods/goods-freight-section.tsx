// "Envío estimado" of the product detail (issue 16 item 3; REFERENCE.md §6 ship-to): where to (one of the
// buyer's addresses, or a region for a visitor) and what delivering the chosen quantity costs by the freight
// rule the checkout charges. Plain props: the route's freight-estimate actor fills them.
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ExpressEstimate, FreightRegionCode } from '../../api/freight'
import { FreightValue } from '../../components/freight-amount'
import { freightMessages as m } from '../../components/freight.messages'
import { formatCount, formatMoney } from '../../i18n/format'
import './goods-freight.css'

export type FreightShipTo = { addressId: number } | { regionCode: FreightRegionCode }

export interface GoodsFreightProps {
  status: 'idle' | 'estimating' | 'ready' | 'failed'
  /** the last estimate (kept while a newer one is computed) */
  estimate: ExpressEstimate | null
  onShipToChange: (shipTo: FreightShipTo) => void
  onRetry: () => void
}

const valueOf = (estimate: ExpressEstimate) =>
  estimate.addressId !== null ? `a:${estimate.addressId}` : `r:${estimate.regionCode}`

function parse(value: string): FreightShipTo | null {
  const [kind, id] = value.split(':')
  if (kind === 'a' && /^\d+$/.test(id ?? '')) return { addressId: Number(id) }
  if (kind === 'r' && id) return { regionCode: id as FreightRegionCode }
  return null
}

export function GoodsFreightSection({ status, estimate, onShipToChange, onRetry }: GoodsFreightProps) {
  const intl = useIntl()
  const ids = useId()
  return (
    <section className="goods-freight" aria-labelledby={`${ids}-title`} aria-busy={status === 'estimating'}>
      <h2 id={`${ids}-title`} className="goods-freight__title">
        <FormattedMessage {...m.estimateTitle} />
      </h2>
      {estimate ? (
        <>
          <label htmlFor={`${ids}-ship-to`} className="goods-freight__label">
            <FormattedMessage {...m.shipTo} />
          </label>
          <select
            id={`${ids}-ship-to`}
            value={valueOf(estimate)}
            onChange={(event) => {
              const shipTo = parse(event.target.value)
              if (shipTo) onShipToChange(shipTo)
            }}
          >
            {estimate.addressList.length > 0 ? (
              <optgroup label={intl.formatMessage(m.addressGroup)}>
                {estimate.addressList.map((address) => (
                  <option key={address.addressId} value={`a:${address.addressId}`}>
                    {intl.formatMessage(m.addressOption, {
                      name: address.memberName,
                      place: [address.province, address.city].filter(Boolean).join(', '),
                    })}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={intl.formatMessage(m.regionGroup)}>
              {estimate.regionList.map((region) => (
                <option key={region.regionCode} value={`r:${region.regionCode}`}>
                  {region.regionName}
                </option>
              ))}
            </optgroup>
          </select>
          <p className="goods-freight__amount" aria-live="polite">
            <span className="goods-freight__fee">
              <FreightValue expressFee={estimate.expressFee} expressState={estimate.expressState} />
            </span>{' '}
            <span className="goods-freight__basis">
              <FormattedMessage
                {...m.estimateFor}
                values={{
                  quantity: estimate.buyNum,
                  weight: formatCount(estimate.weightKg),
                }}
              />
            </span>
          </p>
          <p className="goods-freight__hint">
            <FormattedMessage {...m.freeAbove} values={{ amount: formatMoney(estimate.freeAbove) }} />
          </p>
        </>
      ) : status === 'failed' ? null : (
        <p aria-live="polite">
          <FormattedMessage {...m.estimating} />
        </p>
      )}
      {status === 'failed' ? (
        <p className="goods-freight__error" role="alert">
          <FormattedMessage {...m.estimateFailed} />{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            <FormattedMessage {...m.retry} />
          </button>
        </p>
      ) : null}
    </section>
  )
}
