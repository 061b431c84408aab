// Which notice types the member receives, /msg/setting (issue 11 item 6; REFERENCE.md msg/front/msg/setting/
// {list, isReceive}): load the settings, switch one type on or off (one change at a time; the server answers
// the settings as they are after it). A type switched off gets no new notice (enforced by the server).
// Operations: getMessageSettings, setMessageReceive (message-settings.actors.ts).
import { assign, setup, type SnapshotFrom } from 'xstate'
import type { MessageSetting, MessageType } from '../../src/api/member-messages'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { addMessages } from '../../src/i18n/dictionary'
import msgPart from '../../src/i18n/parts/msg.json' with { type: 'json' }
import { defineMessages } from '../../src/lib/intl'
import { messageSettingsActors, type ReceiveChange } from './message-settings.actors'

addMessages(msgPart)

export type { ReceiveChange } from './message-settings.actors'

export interface MessageSettingsContext {
  settings: MessageSetting[]
  pending: ReceiveChange | null
  notice: { tone: 'success' | 'error'; message: ErrorMessage } | null
  loadError: ErrorMessage | null
}

export type MessageSettingsEvent =
  | { type: 'retry' }
  | { type: 'setting.toggled'; tplType: MessageType; isReceive: boolean }
  | { type: 'notice.dismissed' }

export const messageSettingsNotices = defineMessages({
  saved: { id: 'msg.setting.notice.saved', defaultMessage: 'Preferencia guardada.' },
})

export const messageSettingsMachine = setup({
  types: {
    context: {} as MessageSettingsContext,
    events: {} as MessageSettingsEvent,
    tags: {} as 'busy',
  },
  actors: messageSettingsActors,
  actions: {
    storeSettings: assign((_, params: { settings: MessageSetting[] }) => ({
      settings: params.settings,
      loadError: null,
    })),
    storeLoadError: assign((_, params: { error: unknown }) => ({ loadError: errorMessageOf(params.error) })),
    markPending: assign((_, params: ReceiveChange) => ({ pending: params, notice: null })),
    clearPending: assign({ pending: null }),
    noticeSaved: assign({
      notice: { tone: 'success' as const, message: { id: messageSettingsNotices.saved.id } },
    }),
    noticeError: assign((_, params: { error: unknown }) => ({
      notice: { tone: 'error' as const, message: errorMessageOf(params.error) },
    })),
    dismissNotice: assign({ notice: null }),
  },
  guards: {
    /** Only a switchable type, and only a real change. */
    isChange: ({ context }, params: ReceiveChange) =>
      context.settings.some(
        (setting) =>
          setting.tplType === params.tplType &&
          setting.canSwitch &&
          (setting.isReceive === 1) !== params.isReceive,
      ),
  },
}).createMachine({
  id: 'messageSettings',
  context: { settings: [], pending: null, notice: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getMessageSettings',
        src: 'getMessageSettings',
        onDone: {
          target: 'ready',
          actions: { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: { on: { retry: 'loading' } },
    ready: {
      on: {
        'setting.toggled': {
          guard: {
            type: 'isChange',
            params: ({ event }) => ({ tplType: event.tplType, isReceive: event.isReceive }),
          },
          target: 'saving',
          actions: {
            type: 'markPending',
            params: ({ event }) => ({ tplType: event.tplType, isReceive: event.isReceive }),
          },
        },
        'notice.dismissed': { actions: 'dismissNotice' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'setMessageReceive',
        src: 'setMessageReceive',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeSettings', params: ({ event }) => ({ settings: event.output }) },
            'clearPending',
            'noticeSaved',
          ],
        },
        onError: {
          target: 'ready',
          actions: ['clearPending', { type: 'noticeError', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type MessageSettingsSnapshot = SnapshotFrom<typeof messageSettingsMachine>
export const messageSettingsStatusOf = (s: MessageSettingsSnapshot) =>
  s.matches('loading')
    ? ('loading' as const)
    : s.matches('loadFailed')
      ? ('loadFailed' as const)
      : ('ready' as const)
