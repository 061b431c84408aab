import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { CustomsRegistration } from '../../src/api/identity'
import { CustomsView } from '../../src/features/identity/customs-view'
import { customsFailureMessages } from '../../machines/customs-registration/customs-messages'

const NONE: CustomsRegistration = {
  state: 'unregistered',
  ready: false,
  importerName: null,
  importerCode: null,
  enterpriseName: null,
  enterpriseCode: null,
  boundTime: null,
}
const VALUES = {
  importerName: 'Importadora Comprador S.A.',
  importerCode: 'IMP-CU-000123',
  enterpriseName: 'Comprador Mayorista S.A.',
  enterpriseCode: '09876543210',
}

const meta = {
  title: 'Identity/CustomsView',
  component: CustomsView,
  args: {
    stage: 'ready',
    registration: NONE,
    loadError: null,
    values: { importerName: '', importerCode: '', enterpriseName: '', enterpriseCode: '' },
    binding: false,
    bindError: null,
    justBound: false,
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CustomsView>

export default meta
type Story = StoryObj<typeof meta>

export const Unregistered: Story = {}

/** SPEC.md §8 bind failure: the importer is bound to another buyer; the values stay. */
export const BindFailed: Story = {
  args: {
    values: VALUES,
    bindError: {
      text: 'No se pudo vincular el registro aduanero: el código de importador ya está vinculado a otra cuenta.',
    },
  },
}

export const Registered: Story = {
  args: {
    registration: {
      ...NONE,
      ...VALUES,
      state: 'registered',
      ready: true,
      boundTime: '2026-11-29T09:00:00.000Z',
    },
    values: VALUES,
    justBound: true,
  },
}

/** SPEC.md §8 fetch failure, with a retry. */
export const FetchFailed: Story = {
  args: { stage: 'loadFailed', registration: null, loadError: { id: customsFailureMessages.fetchFailed.id } },
}
