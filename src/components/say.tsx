// The one way to show a Message (issue 25 item 1): useSay for a string, <Say> inline, <LoadFailed> for a failed
// load with its retry button (SPEC.md §8: a failure says what happened and offers the next step).
import { FormattedMessage, useIntl } from 'react-intl'
import { isText, type Message } from '../api/message'
import { commonMessages } from './messages'

/** The Spanish text of a message; null for no message. */
export function useSay() {
  const intl = useIntl()
  return (message: Message | null | undefined) =>
    !message ? null : isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
}

/** A message as inline text. */
export function Say({ message }: { message: Message | null | undefined }) {
  const say = useSay()
  return <>{say(message)}</>
}

/** A failed load: the message and a retry button. `className` keeps a screen's own look (points use plain text). */
export function LoadFailed({
  error,
  onRetry,
  className = 'empty-state',
  buttonClassName = 'button',
}: {
  error: Message | null
  onRetry(): void
  className?: string
  buttonClassName?: string
}) {
  const say = useSay()
  return (
    <div className={className} role="alert">
      <p>{say(error)}</p>
      <button type="button" className={buttonClassName || undefined} onClick={onRetry}>
        <FormattedMessage {...commonMessages.retry} />
      </button>
    </div>
  )
}
