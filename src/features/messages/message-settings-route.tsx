// /msg/setting (login required, router guard; issue 11 item 6): owns the messageSettings actor.
import { useSelector } from '@xstate/react'
import {
  messageSettingsMachine,
  messageSettingsStatusOf,
} from '../../../machines/message-settings/message-settings.machine'
import { useFlowActor } from '../../lib/flow'
import { MessageSettingsView, type MessageSettingsViewProps } from './message-settings-view'

export function MessageSettingsRoute() {
  const actorRef = useFlowActor(messageSettingsMachine)
  const status: MessageSettingsViewProps['status'] = useSelector(actorRef, messageSettingsStatusOf)
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'))
  const settings = useSelector(actorRef, (s) => s.context.settings)
  const savingType = useSelector(actorRef, (s) => s.context.pending?.tplType ?? null)
  const notice = useSelector(actorRef, (s) => s.context.notice)
  const loadError = useSelector(actorRef, (s) => s.context.loadError)
  const send = actorRef.send
  return (
    <MessageSettingsView
      status={status}
      busy={busy}
      settings={settings}
      savingType={savingType}
      notice={notice}
      loadError={loadError}
      onToggle={(tplType, isReceive) => send({ type: 'setting.toggled', tplType, isReceive })}
      onRetry={() => send({ type: 'retry' })}
      onDismissNotice={() => send({ type: 'notice.dismissed' })}
    />
  )
}
