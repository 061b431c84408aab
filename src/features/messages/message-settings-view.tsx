// /msg/setting (issue 11 item 6; REFERENCE.md msg/Setting): one switch per notice type — a real checkbox with
// the switch role, named after the type; system notices are always received (shown checked and disabled).
// Plain props: the route owns the messageSettings actor.
import { isText } from '../../api/message'
import { FormattedMessage, useIntl } from 'react-intl'
import type { MessageSetting, MessageType } from '../../api/member-messages'
import { messageTypeHints, messageTypeLabels, msgMessages as m } from './messages'
import type { ViewMessage } from './message-list-view'
import './messages.css'

export interface MessageSettingsViewProps {
  status: 'loading' | 'loadFailed' | 'ready'
  busy: boolean
  settings: MessageSetting[]
  /** the type whose change is being saved */
  savingType: MessageType | null
  notice: { tone: 'success' | 'error'; message: ViewMessage } | null
  loadError: ViewMessage | null
  onToggle(tplType: MessageType, isReceive: boolean): void
  onRetry(): void
  onDismissNotice(): void
}

export function MessageSettingsView(props: MessageSettingsViewProps) {
  const intl = useIntl()
  const say = (message: ViewMessage) =>
    isText(message) ? message.text : intl.formatMessage({ id: message.id }, message.values)
  return (
    <div className="page">
      <section className="msg-main" aria-labelledby="msg-setting-title">
        <h1 id="msg-setting-title">
          <FormattedMessage {...m.settingTitle} />
        </h1>
        <p className="msg-intro">
          <FormattedMessage {...m.settingIntro} />
        </p>
        {props.notice ? (
          <div
            className={`msg-notice msg-notice--${props.notice.tone}`}
            role={props.notice.tone === 'error' ? 'alert' : 'status'}
          >
            <span>{say(props.notice.message)}</span>
            <button type="button" className="link-button" onClick={props.onDismissNotice}>
              <FormattedMessage {...m.dismiss} />
            </button>
          </div>
        ) : null}
        {props.status === 'loading' ? (
          <p role="status">
            <FormattedMessage {...m.loading} />
          </p>
        ) : props.status === 'loadFailed' ? (
          <div role="alert" className="msg-notice msg-notice--error">
            <span>{props.loadError ? say(props.loadError) : null}</span>
            <button type="button" className="button" onClick={props.onRetry}>
              <FormattedMessage {...m.retry} />
            </button>
          </div>
        ) : (
          <ul className="msg-settings" aria-busy={props.busy}>
            {props.settings.map((setting) => {
              const on = setting.isReceive === 1
              const hintId = `msg-setting-hint-${setting.tplType}`
              return (
                <li
                  key={setting.tplType}
                  className="msg-setting"
                  aria-busy={props.savingType === setting.tplType}
                >
                  <label className="msg-setting__label">
                    <input
                      type="checkbox"
                      role="switch"
                      checked={on}
                      disabled={!setting.canSwitch || props.busy}
                      aria-describedby={hintId}
                      onChange={(event) => props.onToggle(setting.tplType, event.target.checked)}
                    />
                    <span>
                      <FormattedMessage
                        {...m.settingReceive}
                        values={{ type: intl.formatMessage(messageTypeLabels[setting.tplType]) }}
                      />
                    </span>
                    <span
                      className={`msg-setting__state${on ? ' msg-setting__state--on' : ''}`}
                      aria-hidden="true"
                    >
                      <FormattedMessage {...(on ? m.settingOn : m.settingOff)} />
                    </span>
                  </label>
                  <p id={hintId} className="msg-setting__hint">
                    <FormattedMessage {...messageTypeHints[setting.tplType]} />
                  </p>
                </li>
              )
            })}
          </ul>
        )}
      </section>
    </div>
  )
}
