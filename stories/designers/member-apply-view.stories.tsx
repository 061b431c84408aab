import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { MemberApplyView } from '../../src/features/designers/member-apply-view'
import { designerJoinMessages } from '../../src/schemas/designer-join.schema'

const row = (
  desAppId: number,
  enterpriseName: string,
  state: 1 | 2 | 3,
  declineReason: string | null = null,
) => ({
  desAppId,
  enterpriseId: desAppId,
  enterpriseName,
  specialty: 'Interiores comerciales',
  message: 'Propongo selecciones de iluminación y mobiliario.',
  state,
  declineReason,
  createTime: `2026-11-${String(10 + desAppId).padStart(2, '0')}T10:00:00.000Z`,
  decideTime: state === 1 ? null : `2026-11-${String(11 + desAppId).padStart(2, '0')}T10:00:00.000Z`,
})

const ORIENTE = { enterpriseId: 4, enterpriseName: 'Comercializadora Oriente S.A.' }
const CARIBE = { enterpriseId: 1, enterpriseName: 'Importadora Caribe S.A.' }

const meta = {
  title: 'Designers/MemberApplyView',
  component: MemberApplyView,
  args: {
    stage: 'ready',
    applications: [
      row(3, 'Comercializadora Oriente S.A.', 1),
      row(2, 'Hoteles del Malecón S.A.', 3, 'Este año no compramos mobiliario de exterior.'),
      row(1, 'Importadora Caribe S.A.', 2),
    ],
    keyword: '',
    enterprises: null,
    enterprise: null,
    message: '',
    errors: {},
    error: null,
    notice: null,
    searching: false,
    sending: false,
    busy: false,
    withdrawing: null,
    onKeyword: fn(),
    onSearch: fn(),
    onChoose: fn(),
    onMessage: fn(),
    onSubmit: fn(),
    onWithdraw: fn(),
    onWithdrawConfirm: fn(),
    onWithdrawCancel: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MemberApplyView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}
export const Found: Story = {
  args: {
    keyword: 'S.A.',
    enterprises: [ORIENTE, CARIBE],
    enterprise: ORIENTE,
    message: 'Propongo selecciones de iluminación para sus almacenes de Santiago de Cuba.',
  },
}
export const NoneFound: Story = { args: { keyword: 'Varadero', enterprises: [] } }
export const Problems: Story = {
  args: {
    enterprises: [ORIENTE, CARIBE],
    message: 'corto',
    errors: {
      enterpriseId: { id: designerJoinMessages.enterprise.id },
      message: { id: designerJoinMessages.message.id },
    },
  },
}
export const Refused: Story = {
  args: {
    enterprises: [ORIENTE],
    enterprise: ORIENTE,
    message: 'Propongo selecciones de iluminación para sus almacenes.',
    error: { text: 'Ya tiene una solicitud pendiente con esta empresa.' },
  },
}
export const Sent: Story = { args: { notice: { kind: 'sent', enterpriseName: ORIENTE.enterpriseName } } }
export const Empty: Story = { args: { applications: [] } }
export const ConfirmWithdraw: Story = {
  args: { withdrawing: row(3, 'Comercializadora Oriente S.A.', 1) },
}
export const Loading: Story = { args: { stage: 'loading', applications: [] } }
export const LoadFailed: Story = {
  args: { stage: 'loadFailed', applications: [], error: { id: 'api.error.network' } },
}
