import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { MemberInfoUpdate } from '../../src/api/member-security'
import type { UploadResult } from '../../src/api/payment'
import type { MemberInfo } from '../../src/api/session'
import { paymentMessages } from '../../src/schemas/payment.schema'
import { modelPaths, replayPath, uncovered } from '../testing/model-coverage'
import { avatarProblem, profileMachine } from './profile.machine'

const MEMBER: MemberInfo = {
  memberId: 2,
  memberName: 'personal_habana01',
  memberTrueName: 'Ana Laura Martínez Díaz',
  memberEmail: 'personal@example.com',
  memberType: 1,
}
const UPLOADED: UploadResult = {
  url: '/mock-uploads/avatar/1.png',
  path: '/uploads/avatar/1.png',
  size: 2048,
  contentType: 'image/png',
}
const NETWORK = new ApiError('network')
const REFUSED = new ApiError('state', { state: 255, serverMessage: 'La imagen del avatar no es válida.' })

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
function file(name: string, bytes: number[] | string, type = 'image/png', size?: number) {
  const f = new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type })
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size })
  Object.defineProperty(f, 'toJSON', { value: () => ({ name, size: f.size }) })
  return f
}

function fake(options: { update?: (input: MemberInfoUpdate) => Promise<MemberInfo> } = {}) {
  const calls = { uploads: [] as string[], updates: [] as MemberInfoUpdate[] }
  const refreshMember = vi.fn()
  const machine = profileMachine.provide({
    actors: {
      getMemberInfo: fromPromise(() => Promise.resolve(MEMBER)),
      uploadFile: fromPromise(({ input }: { input: { file: Blob } }) => {
        calls.uploads.push((input.file as File).name)
        return Promise.resolve(UPLOADED)
      }),
      updateMemberInfo: fromPromise(({ input }: { input: MemberInfoUpdate }) => {
        calls.updates.push(input)
        return options.update?.(input) ?? Promise.resolve({ ...MEMBER, memberTrueName: input.memberTrueName })
      }),
    },
    actions: { refreshMember },
  })
  return { machine, calls, refreshMember }
}

async function editing(f: ReturnType<typeof fake>) {
  const actor = createActor(f.machine).start()
  await waitFor(actor, (s) => s.matches('editing'))
  return actor
}

describe('avatarProblem', () => {
  it('accepts png and jpg under 4 MB and refuses bigger files or other types', () => {
    expect(avatarProblem({ type: 'image/png', size: 4 * 1024 * 1024 })).toBeNull()
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toEqual({
      id: paymentMessages.fileTooBigAvatar.id,
    })
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toEqual({ id: paymentMessages.fileFormat.id })
  })
})

describe('profileMachine', () => {
  it('refuses a 5 MB avatar before reading or sending it', async () => {
    const f = fake()
    const actor = await editing(f)
    actor.send({ type: 'avatar.picked', file: file('grande.png', PNG, 'image/png', 5 * 1024 * 1024) })
    expect(actor.getSnapshot().context.avatarError).toEqual({ id: paymentMessages.fileTooBigAvatar.id })
    expect(f.calls.uploads).toEqual([])
  })

  it('refuses a GIF renamed .png by its content and never uploads it', async () => {
    const f = fake()
    const actor = await editing(f)
    actor.send({ type: 'avatar.picked', file: file('foto.png', 'GIF89a animada') })
    await waitFor(actor, (s) => s.matches('editing') && s.context.avatarError !== null)
    expect(actor.getSnapshot().context.avatarError).toEqual({ id: paymentMessages.fileFormat.id })
    expect(f.calls.uploads).toEqual([])
  })

  it('uploads a real PNG and saves it with the name', async () => {
    const f = fake()
    const actor = await editing(f)
    actor.send({ type: 'avatar.picked', file: file('yo.png', PNG) })
    await waitFor(actor, (s) => s.matches('editing') && s.context.avatar !== null)
    actor.send({ type: 'form.submitted', memberTrueName: ' Ana Martínez ' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved)
    expect(f.calls.updates).toEqual([{ memberTrueName: 'Ana Martínez', memberAvatar: UPLOADED.path }])
    expect(f.refreshMember).toHaveBeenCalledTimes(1)
  })

  it('keeps the uploaded avatar and says why after a refusal', async () => {
    const f = fake({ update: () => Promise.reject(REFUSED) })
    const actor = await editing(f)
    actor.send({ type: 'avatar.picked', file: file('yo.png', PNG) })
    await waitFor(actor, (s) => s.matches('editing') && s.context.avatar !== null)
    actor.send({ type: 'form.submitted', memberTrueName: 'Ana Martínez' })
    await waitFor(actor, (s) => s.matches('editing') && s.context.submitError !== null)
    expect(actor.getSnapshot().context).toMatchObject({
      avatar: { path: UPLOADED.path },
      submitError: { text: 'La imagen del avatar no es válida.' },
    })
  })
})

describe('profileMachine model (xstate/graph)', () => {
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.getMemberInfo', output: MEMBER },
    { type: 'xstate.error.actor.getMemberInfo', error: NETWORK },
    { type: 'retry.requested' },
    { type: 'avatar.picked', file: file('yo.png', PNG) },
    { type: 'avatar.picked', file: file('grande.png', PNG, 'image/png', 5 * 1024 * 1024) },
    { type: 'xstate.done.actor.readImageType', output: 'image/png' },
    { type: 'xstate.done.actor.readImageType', output: null },
    { type: 'xstate.error.actor.readImageType', error: new Error('unreadable') },
    { type: 'xstate.done.actor.uploadFile', output: UPLOADED },
    { type: 'xstate.error.actor.uploadFile', error: REFUSED },
    { type: 'form.submitted', memberTrueName: 'A' },
    { type: 'form.submitted', memberTrueName: 'Ana Martínez' },
    { type: 'xstate.done.actor.updateMemberInfo', output: MEMBER },
    { type: 'xstate.error.actor.updateMemberInfo', error: REFUSED },
  ]
  const paths = modelPaths(profileMachine, { events })
  const replay = {
    actorNames: ['getMemberInfo', 'readImageType', 'uploadFile', 'updateMemberInfo'],
    actions: { refreshMember: () => undefined },
  }

  it.each(paths.map((path) => [path.description, path] as const))(
    'a real actor follows the model: %s',
    async (_, path) => {
      const result = await replayPath(profileMachine, path, replay)
      expect(result.values).toEqual(path.steps.map((step) => step.value))
    },
  )

  it('reaches every state node and takes every transition of the definition', async () => {
    expect(await uncovered(profileMachine, paths, replay)).toEqual({ states: [], transitions: [] })
  })
})
