import { FormattedMessage } from 'react-intl'
import { commonMessages } from './messages'

/** SPEC.md §8 loader text "Loading...". */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage {...commonMessages.loading} />
    </div>
  )
}
