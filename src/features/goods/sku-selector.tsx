// SKU choice by spec options (issue 4 item 3): one radio group per option; a value no SKU has with the other
// choices is disabled. Plain props: the route resolves the productId.
import { useIntl } from 'react-intl'
import { goodsDetailMessages as m } from './messages'

export interface SkuOptionGroupView {
  name: string
  values: { value: string; available: boolean }[]
}

export interface SkuSelectorProps {
  groups: SkuOptionGroupView[]
  selection: Record<string, string>
  disabled?: boolean
  onSelect: (name: string, value: string) => void
}

export function SkuSelector({ groups, selection, disabled = false, onSelect }: SkuSelectorProps) {
  const intl = useIntl()
  return (
    <div className="sku-selector">
      {groups.map((group) => (
        <fieldset key={group.name} className="sku-selector__group">
          <legend className="sku-selector__legend">{group.name}</legend>
          <div className="sku-selector__values">
            {group.values.map(({ value, available }) => {
              const checked = selection[group.name] === value
              return (
                <label
                  key={value}
                  className={`sku-chip${checked ? ' sku-chip--checked' : ''}${available ? '' : ' sku-chip--disabled'}`}
                >
                  <input
                    type="radio"
                    className="sku-chip__input"
                    name={`sku-${group.name}`}
                    value={value}
                    checked={checked}
                    disabled={disabled || (!available && !checked)}
                    onChange={() => onSelect(group.name, value)}
                  />
                  <span>{available ? value : intl.formatMessage(m.optionUnavailable, { value })}</span>
                </label>
              )
            })}
          </div>
        </fieldset>
      ))}
    </div>
  )
}
