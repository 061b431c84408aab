import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { OrderApproval, SubAccount } from '../../src/api/sub-accounts'
import { SubAccountListView } from '../../src/features/sub-accounts/sub-account-list-view'

const subs: SubAccount[] = [
  {
    subMemberId: 3,
    email: 'subcuenta.baja@example.com',
    memberName: 'antiguo_caribe03',
    permissions: ['browse', 'prices'],
    spendingLimit: 200,
    disabled: true,
    createTime: '2026-09-01T10:00:00Z',
    pendingApprovals: 0,
  },
  {
    subMemberId: 1,
    email: 'subcuenta@example.com',
    memberName: 'compras_caribe01',
    permissions: ['browse', 'prices', 'order', 'pay', 'addresses'],
    spendingLimit: 500,
    disabled: false,
    createTime: '2026-08-01T10:00:00Z',
    pendingApprovals: 2,
  },
  {
    subMemberId: 4,
    email: 'departamento.de.compras.de.la.sucursal.oriental.de.santiago@example.com',
    memberName: 'compras_oriente_santiago_2026',
    permissions: [],
    spendingLimit: 999999,
    disabled: false,
    createTime: '2026-07-01T10:00:00Z',
    pendingApprovals: 0,
  },
]

const approvals: OrderApproval[] = [
  {
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
    state: 'pendingApproval',
    orderAmount: 1840.5,
    spendingLimit: 500,
    subMemberId: 1,
    subMemberName: 'compras_caribe01',
    submitTime: '2026-11-28T15:20:00Z',
    decideTime: null,
    rejectReason: null,
  },
]

const list = {
  pagination: { current: 1, pageSize: 10, total: 3 },
  error: null,
  busyId: null,
  onPage: fn(),
  onRetry: fn(),
}

const meta = {
  title: 'Sub-accounts/SubAccountListView',
  component: SubAccountListView,
  args: {
    subs: {
      ...list,
      status: 'ready',
      rows: subs,
      onToggle: fn(),
      onEdit: fn(),
      onResetPassword: fn(),
    },
    approvals: {
      ...list,
      pagination: { current: 1, pageSize: 10, total: 1 },
      status: 'ready',
      rows: approvals,
      labelOf: () => ({ id: 'orders.approval.pending', defaultMessage: 'Pendiente de aprobación' }),
      canDecide: () => true,
      onApprove: fn(),
      onReject: fn(),
    },
    notice: null,
    onDismissNotice: fn(),
    confirm: null,
    onConfirm: fn(),
    onCancelConfirm: fn(),
    rights: null,
    onSaveRights: fn(),
    onCancelRights: fn(),
    reset: null,
    onSavePassword: fn(),
    onCancelPassword: fn(),
    reject: null,
    onSaveReject: fn(),
    onCancelReject: fn(),
  },
} satisfies Meta<typeof SubAccountListView>

export default meta
type Story = StoryObj<typeof meta>

/** Three sub-accounts (one disabled, one with a long email and no rights) and one order awaiting approval. */
export const Ready: Story = {}

export const Loading: Story = {
  args: {
    subs: { ...meta.args.subs, status: 'loading', rows: [] },
    approvals: { ...meta.args.approvals, status: 'loading', rows: [] },
  },
}

export const Empty: Story = {
  args: {
    subs: { ...meta.args.subs, rows: [], pagination: { current: 1, pageSize: 10, total: 0 } },
    approvals: { ...meta.args.approvals, rows: [], pagination: { current: 1, pageSize: 10, total: 0 } },
  },
}

export const LoadFailed: Story = {
  args: {
    subs: {
      ...meta.args.subs,
      status: 'loadFailed',
      rows: [],
      error: { text: 'Una subcuenta no puede gestionar subcuentas' },
    },
  },
}

export const Saved: Story = {
  args: { notice: { tone: 'success', message: { id: 'member.sub.notice.saved' } } },
}

export const ConfirmDisable: Story = {
  args: { confirm: { sub: subs[1]!, command: 'disable' } },
}

/** The rights dialog after the server refused: what was typed stays, the refusal on top. */
export const RightsRefused: Story = {
  args: {
    rights: {
      sub: subs[1]!,
      values: { spendingLimit: '1500.5', permissions: ['browse', 'prices', 'order'] },
      saving: false,
      error: { text: 'Una subcuenta no puede gestionar subcuentas' },
    },
  },
}

export const ResetPassword: Story = {
  args: { reset: { sub: subs[1]!, password: '', saving: false, error: null } },
}

export const Reject: Story = {
  args: { reject: { orderSn: 'SO2026112900012', reason: '', saving: false, error: null } },
}
