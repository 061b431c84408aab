import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MemberAuthen } from '../../src/api/identity'
import { MemberAuthenView } from '../../src/features/identity/member-authen-view'
import { memberAuthenMessages } from '../../src/schemas/member-authen.schema'
import { paymentMessages } from '../../src/schemas/payment.schema'

const LICENCE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#f4f1ea"/><text x="20" y="100" font-size="20">Licencia comercial</text></svg>',
  )

const BLANK: MemberAuthen = {
  authenType: 'enterprise',
  state: 'notSubmitted',
  realName: null,
  idNumber: null,
  companyName: null,
  registrationNumber: null,
  licencePath: null,
  licenceUrl: null,
  rejectReason: null,
  submitTime: null,
  reviewTime: null,
}
const SENT: MemberAuthen = {
  ...BLANK,
  state: 'pending',
  companyName: 'Comprador Mayorista S.A.',
  registrationNumber: 'RM-2026-0001',
  licencePath: '/uploads/licence/a.png',
  licenceUrl: LICENCE,
  submitTime: '2026-11-28T10:00:00.000Z',
}
const VALUES = {
  authenType: 'enterprise' as const,
  realName: '',
  idNumber: '',
  companyName: 'Comprador Mayorista S.A.',
  registrationNumber: 'RM-2026-0001',
  licencePath: '',
}

const meta = {
  title: 'Identity/MemberAuthenView',
  component: MemberAuthenView,
  args: {
    stage: 'editing',
    authen: BLANK,
    loadError: null,
    values: { ...VALUES, companyName: '', registrationNumber: '' },
    fieldErrors: {},
    licence: null,
    licenceError: null,
    submitError: null,
    busy: false,
    uploading: false,
    onChange: fn(),
    onPickLicence: fn(),
    onSubmit: fn(),
    onRetry: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof MemberAuthenView>

export default meta
type Story = StoryObj<typeof meta>

export const EnterpriseBlank: Story = {}

/** A licence of 2 MB refused before upload; what was typed stays. */
export const LicenceTooBig: Story = {
  args: {
    values: VALUES,
    licenceError: { id: paymentMessages.fileTooBig.id },
    fieldErrors: { licencePath: memberAuthenMessages.licenceRequired.id },
  },
}

export const Pending: Story = { args: { stage: 'pending', authen: SENT } }

export const Approved: Story = {
  args: { stage: 'approved', authen: { ...SENT, state: 'approved', reviewTime: '2026-11-29T09:00:00.000Z' } },
}

/** Rejected with the reason: the form comes back filled in for a resubmission. */
export const Rejected: Story = {
  args: {
    authen: { ...SENT, state: 'rejected', rejectReason: 'La licencia no se lee bien.' },
    values: { ...VALUES, licencePath: '/uploads/licence/a.png' },
    licence: { url: LICENCE, name: '' },
  },
}

export const PersonalWithBadId: Story = {
  args: {
    authen: { ...BLANK, authenType: 'personal' },
    values: { ...VALUES, authenType: 'personal', realName: 'Ana Pérez Gómez', idNumber: '12345' },
    fieldErrors: { idNumber: 'validation.account.nationalIdFormat' },
  },
}

export const LoadFailed: Story = {
  args: { stage: 'loadFailed', authen: null, loadError: { text: 'No se pudo cargar la certificación.' } },
}
