// The delivery address of the checkout (SPEC.md §3 addressId): the buyer's addresses to choose from, new and
// edit buttons (the address dialog itself is opened by the view).
import type { Message } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Address } from '../../api/checkout'
import type { AddressFormValues } from '../../schemas/address.schema'
import { FieldError, type CheckoutStatus } from './checkout-parts'
import { checkoutMessages as m } from './messages'

export interface AddressDialogState {
  mode: 'new' | 'edit'
  values: AddressFormValues
  saving: boolean
  error: Message | null
}

export interface CheckoutAddressProps {
  addresses: Address[]
  selectedId: number | null
  error: Message | null
  /** the address being added or edited */
  dialog: AddressDialogState | null
  onSelect: (addressId: number) => void
  onAdd: () => void
  onEdit: (addressId: number) => void
  onSave: (values: AddressFormValues) => void
  onCancel: () => void
}

export function CheckoutAddressSection({
  address,
  reserved,
  status,
  recalculating,
}: {
  address: CheckoutAddressProps
  /** a reservation order: the address is chosen later */
  reserved: boolean
  status: CheckoutStatus
  recalculating: boolean
}) {
  const { addresses, selectedId, error } = address
  const intl = useIntl()
  const locked = status !== 'ready' || recalculating
  return (
    <section className="checkout-section" aria-labelledby="checkout-address-title">
      <div className="checkout-section__header">
        <h2 id="checkout-address-title">
          <FormattedMessage {...m.addressTitle} />
        </h2>
        <button type="button" className="button" onClick={address.onAdd} disabled={locked}>
          <FormattedMessage {...m.addressNew} />
        </button>
      </div>
      {reserved && (
        <p className="checkout-section__note">
          <FormattedMessage {...m.addressReservedNote} />
        </p>
      )}
      {addresses.length === 0 ? (
        <p className="checkout-section__note">
          <FormattedMessage {...m.addressNone} />
        </p>
      ) : (
        <fieldset
          className="checkout-addresses"
          aria-describedby={error ? 'checkout-address-error' : undefined}
        >
          <legend className="visually-hidden">
            <FormattedMessage {...m.addressTitle} />
          </legend>
          {addresses.map((entry) => {
            const inputId = `checkout-address-${entry.addressId}`
            const selected = entry.addressId === selectedId
            return (
              <div
                key={entry.addressId}
                className={`address-card${selected ? ' address-card--selected' : ''}`}
              >
                <input
                  type="radio"
                  id={inputId}
                  name="checkout-address"
                  className="address-card__radio"
                  checked={selected}
                  disabled={status !== 'ready'}
                  onChange={() => address.onSelect(entry.addressId)}
                />
                <label htmlFor={inputId} className="address-card__label">
                  <span className="address-card__name">
                    {entry.memberName}
                    {entry.isDefault && (
                      <span className="address-card__badge">
                        <FormattedMessage {...m.addressDefault} />
                      </span>
                    )}
                  </span>
                  <span className="address-card__phone">
                    <FormattedMessage {...m.addressPhone} values={{ phone: entry.telMobile }} />
                  </span>
                  <span className="address-card__text">
                    {entry.addressAll} · {entry.detailAddress}
                  </span>
                </label>
                <button
                  type="button"
                  className="link-button address-card__edit"
                  disabled={locked}
                  aria-label={intl.formatMessage(m.addressEdit, { name: entry.memberName })}
                  onClick={() => address.onEdit(entry.addressId)}
                >
                  <FormattedMessage {...m.addressEditShort} />
                </button>
              </div>
            )
          })}
        </fieldset>
      )}
      <FieldError id="checkout-address-error" message={error} />
    </section>
  )
}
