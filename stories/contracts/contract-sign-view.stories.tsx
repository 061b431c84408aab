import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { ContractSignView } from '../../src/features/contracts/contract-sign-view'
import { accountMessages } from '../../src/schemas/account.schema'
import { contractMessages } from '../../src/schemas/contract.schema'
import { authenticated, signedDetail, signInfo } from './fixtures'

const meta = {
  title: 'Contratos/Firma electrónica',
  component: ContractSignView,
  args: {
    page: 'authen',
    step: 'authenticating',
    busy: false,
    info: signInfo,
    loadError: null,
    values: {
      signerType: 'enterprise',
      realName: '',
      idNumber: '',
      companyName: '',
      creditCode: '',
      mobile: '',
      code: '',
    },
    fieldErrors: {},
    resendIn: 0,
    authenError: null,
    accepted: false,
    signError: null,
    signed: null,
    onChange: fn(),
    onRequestCode: fn(),
    onAuthenticate: fn(),
    onToggleAgreement: fn(),
    onSign: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ContractSignView>

export default meta
type Story = StoryObj<typeof meta>

export const Authenticating: Story = {}
export const PersonalWithErrors: Story = {
  args: {
    values: { ...meta.args.values, signerType: 'personal', mobile: '123' },
    fieldErrors: { realName: contractMessages.realNameRequired.id, mobile: accountMessages.mobileFormat.id },
  },
}
export const CodeSent: Story = {
  args: { values: { ...meta.args.values, mobile: '13800138000' }, resendIn: 42 },
}
export const WrongCode: Story = {
  args: { authenError: { text: 'El código de verificación es incorrecto.' } },
}
export const Authenticated: Story = { args: { step: 'authenticated', info: authenticated } }
export const AgreementNeedsAuthentication: Story = { args: { page: 'agreement' } }
export const Agreement: Story = { args: { page: 'agreement', step: 'reviewing', info: authenticated } }
export const AgreementNotAccepted: Story = {
  args: {
    page: 'agreement',
    step: 'reviewing',
    info: authenticated,
    signError: { id: contractMessages.agreementRequired.id },
  },
}
export const NotSignable: Story = {
  args: {
    page: 'agreement',
    step: 'reviewing',
    info: { ...authenticated, contract: { ...authenticated.contract!, state: 'expired' } },
  },
}
export const Signed: Story = {
  args: { page: 'agreement', step: 'signed', info: authenticated, signed: signedDetail },
}
export const Loading: Story = { args: { step: 'loading', info: null } }
export const LoadFailed: Story = {
  args: { step: 'loadFailed', info: null, loadError: { text: 'El contrato no existe.' } },
}
