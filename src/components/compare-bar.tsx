// The comparison bar (SPEC.md §5 comparison, max 4): the items of session.contrastList with remove and clear,
// and the link to /goods/contrast. Plain props; the shell mounts it and hands it the session's list.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import { COMPARE_MAX, type CompareItem } from '../lib/compare'
import { defineMessages } from '../lib/intl'
import './compare-bar.css'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }
import { Picture } from './picture'

addMessages(componentsPart)

export const compareBarMessages = defineMessages({
  label: { id: 'components.compareBar.label', defaultMessage: 'Comparación' },
  count: {
    id: 'components.compareBar.count',
    defaultMessage: '{count, number} de {max, number} seleccionados',
  },
  compare: { id: 'components.compareBar.compare', defaultMessage: 'Comparar' },
  remove: { id: 'components.compareBar.remove', defaultMessage: 'Quitar {name} de la comparación' },
  clear: { id: 'components.compareBar.clear', defaultMessage: 'Vaciar' },
})

export interface CompareBarProps {
  items: CompareItem[]
  onRemove: (item: CompareItem) => void
  onClear: () => void
}

export function CompareBar({ items, onRemove, onClear }: CompareBarProps) {
  const intl = useIntl()
  if (items.length === 0) return null
  return (
    <aside className="compare-bar" aria-label={intl.formatMessage(compareBarMessages.label)}>
      <p className="compare-bar__count">
        <FormattedMessage {...compareBarMessages.count} values={{ count: items.length, max: COMPARE_MAX }} />
      </p>
      <ul className="compare-bar__items">
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`} className="compare-bar__item">
            {item.image ? <Picture src={item.image} alt="" width={40} height={40} /> : null}
            <span className="compare-bar__name">{item.name}</span>
            <button
              type="button"
              className="icon-button"
              aria-label={intl.formatMessage(compareBarMessages.remove, { name: item.name })}
              onClick={() => onRemove(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="compare-bar__actions">
        <Link className="button button--primary" to="/goods/contrast">
          <FormattedMessage {...compareBarMessages.compare} />
        </Link>
        <button type="button" className="button" onClick={onClear}>
          <FormattedMessage {...compareBarMessages.clear} />
        </button>
      </div>
    </aside>
  )
}
