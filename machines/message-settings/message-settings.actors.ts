// The I/O of /msg/setting (issue 11 item 6): the settings and one change, silent (a refusal shows in the flow's
// notice; network, timeout and HTTP failures keep the request layer's toast or modal, SPEC.md §8).
import { fromPromise } from 'xstate'
import {
  getMessageSettings,
  setMessageReceive,
  type MessageSetting,
  type MessageType,
} from '../../src/api/member-messages'

export interface ReceiveChange {
  tplType: MessageType
  isReceive: boolean
}

const silent = { silent: true }

export const messageSettingsActors = {
  getMessageSettings: fromPromise<MessageSetting[]>(() => getMessageSettings(silent)),
  setMessageReceive: fromPromise<MessageSetting[], ReceiveChange>(({ input }) =>
    setMessageReceive(input.tplType, input.isReceive, silent),
  ),
}
