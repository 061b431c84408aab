// The five rights of a sub-account as checkboxes (issue 27 item 1: browse, see prices, order, pay, manage
// addresses), in the order of SUB_PERMISSIONS; shared by /member/createSub and the rights dialog of
// /member/subAccount. A fieldset with its legend, so a screen reader names the group.
import { FormattedMessage, useIntl } from 'react-intl'
import type { Message } from '../../lib/intl'
import { SUB_PERMISSIONS, type SubPermission } from '../../schemas/sub-account.schema'
import { subAccountMessages as m } from './messages'

export const RIGHT_LABELS: Record<SubPermission, Message> = {
  browse: m.rightBrowse,
  prices: m.rightPrices,
  order: m.rightOrder,
  pay: m.rightPay,
  addresses: m.rightAddresses,
}

export function RightsFields({
  value,
  disabled,
  onChange,
}: {
  value: readonly SubPermission[]
  disabled?: boolean
  onChange(next: SubPermission[]): void
}) {
  return (
    <fieldset className="sub-rights">
      <legend className="sub-rights__legend">
        <FormattedMessage {...m.fieldRights} />
      </legend>
      {SUB_PERMISSIONS.map((right) => (
        <label key={right} className="sub-rights__item">
          <input
            type="checkbox"
            name="permissions"
            value={right}
            checked={value.includes(right)}
            disabled={disabled}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? SUB_PERMISSIONS.filter((r) => r === right || value.includes(r))
                  : value.filter((r) => r !== right),
              )
            }
          />
          <FormattedMessage {...RIGHT_LABELS[right]} />
        </label>
      ))}
    </fieldset>
  )
}

/** The rights as one line of text (the lists). */
export function useRightsText() {
  const intl = useIntl()
  return (rights: readonly SubPermission[]) =>
    rights.length === 0
      ? intl.formatMessage(m.noRights)
      : SUB_PERMISSIONS.filter((r) => rights.includes(r))
          .map((r) => intl.formatMessage(RIGHT_LABELS[r]))
          .join(' · ')
}
