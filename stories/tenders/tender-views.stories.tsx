import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { tenderMessages as m } from '../../src/features/tenders/messages'
import { TenderDetailView } from '../../src/features/tenders/tender-detail-view'
import { TenderListView } from '../../src/features/tenders/tender-list-view'
import { TenderPublishView } from '../../src/features/tenders/tender-publish-view'
import { OPENED, TERMINATED, WON } from './tender-fixtures'

const meta = {
  title: 'Tenders/TenderDetailView',
  component: TenderDetailView,
  args: {
    title: m.detailTitle,
    back: { to: '/member/bid', label: m.backToMine },
    status: 'ready',
    tender: OPENED,
    signedIn: true,
    loadError: null,
    actionError: null,
    busy: false,
    pendingOffer: null,
    confirmingTermination: false,
    onRetry: fn(),
    onRefresh: fn(),
    onAward: fn(),
    onConfirmAward: fn(),
    onCancelAward: fn(),
    onTerminate: fn(),
    onConfirmTermination: fn(),
    onCancelTermination: fn(),
  },
} satisfies Meta<typeof TenderDetailView>

export default meta
type Story = StoryObj<typeof meta>

/** /member/bid?tenderSn=: the owner compares the opened offers, cheapest first. */
export const OffersOpened: Story = {}

export const Sealed: Story = { args: { tender: { ...OPENED, state: 'open', offers: [] } } }

export const ConfirmingAward: Story = { args: { pendingOffer: OPENED.offers[0]! } }

export const WinningNotice: Story = { args: { title: m.winNotice, notice: 'won', tender: WON } }

export const TerminationNotice: Story = {
  args: { title: m.terminationNotice, notice: 'terminated', tender: TERMINATED },
}

/** /bid/index and the other lists. */
export const List: Story = {
  render: () => (
    <TenderListView
      title={m.hallTitle}
      lead={m.hallLead}
      states={['open', 'opening', 'won', 'terminated']}
      allowAll
      empty={m.listEmpty}
      status="ready"
      list={[
        OPENED,
        { ...WON, tenderSn: 'TD20260000000000003' },
        { ...TERMINATED, tenderSn: 'TD20260000000000004' },
      ]}
      pagination={{ current: 1, pageSize: 10, total: 3 }}
      state={undefined}
      error={null}
      linkTo={(sn) => `/bid/detail?tenderSn=${sn}`}
      onState={fn()}
      onPage={fn()}
      onRetry={fn()}
    />
  ),
}

/** /member/bid?publish=1 after a refusal: what was typed stays. */
export const PublishForm: Story = {
  render: () => (
    <TenderPublishView
      today="2026-11-29"
      draft={{
        title: 'Bloques de hormigón para la nave de Cárdenas',
        description: '',
        items: [{ goodsName: 'Bloque de hormigón 15 cm', buyNum: '5000', unit: 'unidad' }],
        deadline: '2026-12-10',
        openingDate: '2026-12-11',
      }}
      submitting={false}
      submitError={{ text: 'La fecha límite no puede ser anterior a hoy.' }}
      onSubmit={fn()}
      onCancel={fn()}
    />
  ),
}
