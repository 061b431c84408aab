// The profile of the member centre, /member/info (issue 11 item 3; SPEC.md §5, §9: avatar png/jpg under
// 4 MB). Operations: getMemberInfo → (uploadFile, source avatar) → updateMemberInfo.
//
// A picked avatar is checked before anything is sent: size and declared type with the shared upload rule
// (imageFileSchema(AVATAR_MAX_BYTES)), then its content (readImageType: a .gif renamed .png is refused). The
// mock checks the content again. The new avatar is only shown until "Guardar" sends it with the name; a
// refusal of the server comes back to `editing` with its text, and the form keeps what was typed.
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import type { MemberInfo } from '../../src/api/session'
import { profileSchema } from '../../src/schemas/member-security.schema'
import { AVATAR_MAX_BYTES, imageFileSchema, paymentMessages } from '../../src/schemas/payment.schema'
import { profileActors } from './profile.actors'

export interface ProfileAvatar {
  url: string
  path: string
}

export interface ProfileContext {
  member: MemberInfo | null
  loadError: ErrorMessage | null
  /** the picked file while it is checked and uploaded */
  file: File | null
  /** the uploaded avatar not saved yet */
  avatar: ProfileAvatar | null
  avatarError: ErrorMessage | null
  submitError: ErrorMessage | null
  /** "Guardar" succeeded since the last change */
  saved: boolean
}

export type ProfileEvent =
  | { type: 'retry.requested' }
  | { type: 'avatar.picked'; file: File }
  | { type: 'form.submitted'; memberTrueName: string }

/** The problem of a picked avatar by size and declared type (before its content is read), or null. */
export function avatarProblem(file: { type: string; size: number }): ErrorMessage | null {
  try {
    imageFileSchema(AVATAR_MAX_BYTES).validateSync({ type: file.type, size: file.size })
    return null
  } catch (error) {
    const message = (error as { errors?: unknown[] }).errors?.[0]
    return { id: typeof message === 'string' ? message : paymentMessages.fileFormat.id }
  }
}

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'busy',
  },
  actors: profileActors,
  actions: {
    refuseAvatar: assign(({ event }) => {
      assertEvent(event, 'avatar.picked')
      return { avatarError: avatarProblem(event.file), saved: false }
    }),
    storeMember: assign((_, { member }: { member: MemberInfo }) => ({ member })),
    storeLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: errorMessageOf(error) })),
    clearLoadError: assign({ loadError: null }),
    holdAvatar: assign((_, { file }: { file: File }) => ({ file, avatarError: null, saved: false })),
    startSaving: assign({ submitError: null, saved: false }),
    /** the content is not a PNG or JPEG (SPEC.md §8 «Formato de archivo incorrecto») */
    refuseAvatarFormat: assign({ file: null, avatarError: { id: paymentMessages.fileFormat.id } }),
    storeAvatar: assign((_, { avatar }: { avatar: ProfileAvatar }) => ({ avatar, file: null })),
    storeAvatarError: assign((_, { error }: { error: unknown }) => ({
      avatarError: errorMessageOf(error),
      file: null,
    })),
    storeSaved: assign((_, { member }: { member: MemberInfo }) => ({ member, avatar: null, saved: true })),
    storeSubmitError: assign((_, { error }: { error: unknown }) => ({ submitError: errorMessageOf(error) })),
    /** The route puts the changed member into the session (header, member home). */
    refreshMember: (_, _params: { member: MemberInfo }) => undefined,
  },
  guards: {
    isAvatarAcceptable: ({ event }) => event.type === 'avatar.picked' && avatarProblem(event.file) === null,
    isFormValid: ({ event }) =>
      event.type === 'form.submitted' && profileSchema.isValidSync({ memberTrueName: event.memberTrueName }),
  },
}).createMachine({
  id: 'profile',
  context: {
    member: null,
    loadError: null,
    file: null,
    avatar: null,
    avatarError: null,
    submitError: null,
    saved: false,
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      invoke: {
        id: 'getMemberInfo',
        src: 'getMemberInfo',
        onDone: {
          target: 'editing',
          actions: { type: 'storeMember', params: ({ event }) => ({ member: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'storeLoadError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    loadFailed: {
      on: { 'retry.requested': { target: 'loading', actions: 'clearLoadError' } },
    },
    editing: {
      on: {
        'avatar.picked': [
          {
            guard: 'isAvatarAcceptable',
            target: 'checkingAvatar',
            actions: { type: 'holdAvatar', params: ({ event }) => ({ file: event.file }) },
          },
          { actions: 'refuseAvatar' },
        ],
        'form.submitted': {
          guard: 'isFormValid',
          target: 'saving',
          actions: 'startSaving',
        },
      },
    },
    checkingAvatar: {
      tags: 'busy',
      invoke: {
        id: 'readImageType',
        src: 'readImageType',
        input: ({ context }) => ({ file: context.file! }),
        onDone: [
          { guard: ({ event }) => event.output !== null, target: 'uploadingAvatar' },
          { target: 'editing', actions: 'refuseAvatarFormat' },
        ],
        onError: { target: 'editing', actions: 'refuseAvatarFormat' },
      },
    },
    uploadingAvatar: {
      tags: 'busy',
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => ({ file: context.file! }),
        onDone: {
          target: 'editing',
          actions: {
            type: 'storeAvatar',
            params: ({ event }) => ({ avatar: { url: event.output.url, path: event.output.path } }),
          },
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeAvatarError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // no second "Guardar" while one is in flight
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateMemberInfo',
        src: 'updateMemberInfo',
        input: ({ context, event }) => {
          assertEvent(event, 'form.submitted')
          return { memberTrueName: event.memberTrueName.trim(), memberAvatar: context.avatar?.path ?? '' }
        },
        onDone: {
          target: 'editing',
          actions: [
            { type: 'storeSaved', params: ({ event }) => ({ member: event.output }) },
            { type: 'refreshMember', params: ({ event }) => ({ member: event.output }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'storeSubmitError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
})

// ── readers (issue 25 item 4): the route reads the flow through these, never by its state names ──
type ProfileSnapshot = SnapshotFrom<typeof profileMachine>
export type ProfileStage = 'loading' | 'loadFailed' | 'editing' | 'checkingAvatar' | 'saving'
const STAGES = [
  ['loadFailed', 'loadFailed'],
  ['editing', 'editing'],
  ['checkingAvatar', 'checkingAvatar'],
  ['uploadingAvatar', 'checkingAvatar'],
  ['saving', 'saving'],
] as const
export const profileStageOf = (s: ProfileSnapshot): ProfileStage =>
  STAGES.find(([state]) => s.matches(state))?.[1] ?? 'loading'
