import { createActor, fromPromise, waitFor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/api/errors'
import type { OrderApproval, SubAccount } from '../../src/api/sub-accounts'
import { listActors } from '../../src/flows/paged-list.machine'
import {
  approvalListMachine,
  awaitsDecision,
  listStatusOf,
  passwordResetErrorOf,
  passwordResetOf,
  subAccountAdminMachine,
  subAccountListMachine,
  toggleAskedOf,
  type ApprovalListRef,
  type SubAccountListRef,
} from './sub-account-admin.machine'

const sub = (subMemberId: number, disabled = false): SubAccount => ({
  subMemberId,
  email: `sub${subMemberId}@example.com`,
  memberName: `compras_caribe0${subMemberId}`,
  permissions: ['browse', 'prices'],
  spendingLimit: 500,
  disabled,
  createTime: '2026-08-01T10:00:00Z',
  pendingApprovals: 0,
})

const approval = (state: OrderApproval['state']): OrderApproval => ({
  orderSn: 'SO2026112900012',
  storeName: 'Materiales Habana S.A.',
  lines: [
    {
      goodsName: 'Cemento gris P.O 32.5 saco 50 kg',
      specValues: 'Saco de polipropileno',
      buyNum: 30,
      saleUnit: 'sacos',
      price: 12.5,
    },
    {
      goodsName: 'Yeso de construcción saco 40 kg',
      specValues: '',
      buyNum: 60,
      saleUnit: 'sacos',
      price: 24.4,
    },
  ],
  state,
  orderAmount: 900,
  spendingLimit: 500,
  subMemberId: 1,
  subMemberName: 'compras_caribe01',
  submitTime: '2026-11-28T15:20:00Z',
  decideTime: null,
  rejectReason: null,
})

const refused = (msg: string) => new ApiError('state', { state: 255, serverMessage: msg })

function start(options: { disable?: (input: unknown) => void; reset?: () => Promise<SubAccount> } = {}) {
  const rows = [sub(1), sub(2, true)]
  const machine = subAccountAdminMachine.provide({
    actors: {
      subAccountList: subAccountListMachine.provide({
        actors: listActors(subAccountListMachine, {
          listPage: (query) => Promise.resolve({ list: rows, pagination: { ...query, total: rows.length } }),
          runCommand: async (input) => void options.disable?.(input),
        }),
      }),
      approvalList: approvalListMachine.provide({
        actors: listActors(approvalListMachine, {
          listPage: (query) => Promise.resolve({ list: [], pagination: { ...query, total: 0 } }),
        }),
      }),
      resetSubAccountPassword: fromPromise(() => (options.reset ?? (() => Promise.resolve(sub(1))))()),
    },
  })
  return createActor(machine, { input: { query: { current: 1, pageSize: 10 } } }).start()
}

describe('subAccountAdmin flow', () => {
  it('asks before disabling, and only the confirmation sends the command to the sub-account list', async () => {
    const sent: unknown[] = []
    const actor = start({ disable: (input) => sent.push(input) })
    const list = actor.getSnapshot().children.subAccounts as SubAccountListRef
    await waitFor(list, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'toggle.requested', id: 1, command: 'disable' })
    expect(toggleAskedOf(actor.getSnapshot())).toEqual({ id: 1, command: 'disable' })
    actor.send({ type: 'toggle.cancelled' })
    expect(toggleAskedOf(actor.getSnapshot())).toBeNull()
    expect(sent).toEqual([])
    actor.send({ type: 'toggle.requested', id: 1, command: 'disable' })
    actor.send({ type: 'toggle.confirmed' })
    await waitFor(list, (s) => listStatusOf(s) === 'ready' && !s.hasTag('busy'))
    expect(sent).toEqual([expect.objectContaining({ command: 'disable', id: 1 })])
  })

  it('does not enable a sub-account that is already active (the list refuses the command)', async () => {
    const sent: unknown[] = []
    const actor = start({ disable: (input) => sent.push(input) })
    const list = actor.getSnapshot().children.subAccounts as SubAccountListRef
    await waitFor(list, (s) => listStatusOf(s) === 'ready')
    actor.send({ type: 'toggle.requested', id: 1, command: 'enable' })
    actor.send({ type: 'toggle.confirmed' })
    expect(list.getSnapshot().hasTag('busy')).toBe(false)
    expect(sent).toEqual([])
  })

  it('keeps the typed password and shows the refusal when a new password is refused', async () => {
    const actor = start({ reset: () => Promise.reject(refused('La contraseña no es válida')) })
    actor.send({ type: 'password.requested', id: 1 })
    actor.send({ type: 'password.submitted', password: 'Nueva#2026x' })
    await waitFor(actor, (s) => passwordResetErrorOf(s) !== null)
    expect(passwordResetOf(actor.getSnapshot())).toEqual({ id: 1, password: 'Nueva#2026x' })
    actor.send({ type: 'password.cancelled' })
    expect(passwordResetOf(actor.getSnapshot())).toBeNull()
  })

  it('closes the password dialog with a notice once the new password is taken', async () => {
    const actor = start()
    actor.send({ type: 'password.requested', id: 1 })
    actor.send({ type: 'password.submitted', password: 'Nueva#2026x' })
    await waitFor(actor, (s) => s.context.notice !== null)
    expect(passwordResetOf(actor.getSnapshot())).toBeNull()
    expect(actor.getSnapshot().context.notice?.tone).toBe('success')
  })

  it('reads the sub-accounts again after a decision, so their count of orders waiting follows', async () => {
    let waiting = 1
    const pages: number[] = []
    const machine = subAccountAdminMachine.provide({
      actors: {
        subAccountList: subAccountListMachine.provide({
          actors: listActors(subAccountListMachine, {
            listPage: (query) => {
              pages.push(waiting)
              const rows = [{ ...sub(1), pendingApprovals: waiting }]
              return Promise.resolve({ list: rows, pagination: { ...query, total: 1 } })
            },
          }),
        }),
        approvalList: approvalListMachine.provide({
          actors: listActors(approvalListMachine, {
            listPage: (query) =>
              Promise.resolve({
                list: waiting ? [approval('pendingApproval')] : [],
                pagination: { ...query, total: waiting },
              }),
            runCommand: async () => {
              waiting = 0
            },
          }),
        }),
      },
    })
    const actor = createActor(machine, { input: { query: { current: 1, pageSize: 10 } } }).start()
    const subs = actor.getSnapshot().children.subAccounts as SubAccountListRef
    const approvals = actor.getSnapshot().children.approvals as ApprovalListRef
    await waitFor(approvals, (s) => listStatusOf(s) === 'ready')
    await waitFor(subs, (s) => listStatusOf(s) === 'ready')
    expect(pages).toEqual([1])
    approvals.send({ type: 'command.requested', command: 'approve', id: 'SO2026112900012' })
    await waitFor(subs, (s) => pages.length === 2 && listStatusOf(s) === 'ready')
    expect(pages).toEqual([1, 0])
    expect(subs.getSnapshot().context.rows[0]?.pendingApprovals).toBe(0)
  })

  it('offers a decision only on an approval the order-approval machine still takes one on', () => {
    expect(awaitsDecision(approval('pendingApproval'))).toBe(true)
    expect(awaitsDecision(approval('approved'))).toBe(false)
    expect(awaitsDecision(approval('rejected'))).toBe(false)
  })
})
