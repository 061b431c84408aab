import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { DataTable, type DataColumn } from '../../src/components/data-table'
import { EmptyState } from '../../src/components/empty-state'
import { PagedListFrame } from '../../src/components/paged-list-frame'
import { formatMoney } from '../../src/i18n/format'
import { BIG_AMOUNT, BIG_COUNT, CHINESE_STORE, LONG_PRODUCT } from './kit-fixtures'

interface Movement {
  id: number
  concept: string
  amount: string
}
const columns: DataColumn<Movement>[] = [
  { key: 'concept', header: 'Concepto', cell: (row) => row.concept },
  { key: 'amount', header: 'Importe', cell: (row) => row.amount, numeric: true },
]
const rows: Movement[] = [
  { id: 1, concept: 'Recarga', amount: formatMoney(100) },
  { id: 2, concept: 'Pago de pedido', amount: formatMoney(-150.5) },
]
const table = (list: Movement[]) => (
  <DataTable caption="Movimientos" captionHidden columns={columns} rows={list} rowKey={(row) => row.id} />
)

const meta = {
  title: 'Componentes/PagedListFrame',
  component: PagedListFrame,
  args: {
    title: 'Movimientos',
    toolbar: (
      <label>
        Dirección{' '}
        <select defaultValue="all">
          <option value="all">Todos</option>
          <option value="income">Ingresos</option>
        </select>
      </label>
    ),
    status: 'ready',
    isEmpty: false,
    empty: (
      <EmptyState title="No hay movimientos con estos filtros" text="Quite los filtros para ver todos." />
    ),
    children: table(rows),
    pager: { page: 1, limit: 20, total: 2, onChange: fn() },
    onRetry: fn(),
  },
} satisfies Meta<typeof PagedListFrame>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {}

export const FirstLoad: Story = { args: { status: 'loading', isEmpty: true, children: null } }

/** The next page loads over the current one: the list dims, the pager stays. */
export const LoadingNextPage: Story = { args: { status: 'loading' } }

export const Failed: Story = {
  args: {
    status: 'error',
    error: 'Lo sentimos, la conexión con la interfaz es anómala. Inténtelo más tarde.',
  },
}

export const FailedDefaultText: Story = { args: { status: 'error', error: undefined } }

export const Empty: Story = {
  args: { isEmpty: true, children: null, pager: { page: 1, limit: 20, total: 0, onChange: fn() } },
}

/** 120 results over seven pages, a 200-character row and the largest amount. */
export const ManyPagesLongText: Story = {
  args: {
    title: `Movimientos de ${CHINESE_STORE}`,
    children: table([...rows, { id: 3, concept: LONG_PRODUCT, amount: BIG_AMOUNT }]),
    pager: { page: 3, limit: 20, total: BIG_COUNT, onChange: fn() },
  },
}
