import type { Meta, StoryObj } from '@storybook/react-vite'
import { Link } from 'react-router'
import { StatusBadge } from '../../src/components/badges'
import { DataTable, type DataColumn } from '../../src/components/data-table'
import { EmptyState } from '../../src/components/empty-state'
import { formatMoney } from '../../src/i18n/format'
import { BIG_AMOUNT, CHINESE_STORE, LONG_NAME, LONG_PRODUCT } from './kit-fixtures'

interface Row {
  sn: string
  date: string
  concept: string
  store: string
  amount: string
  state: 'Pagada' | 'Vencida'
}

const columns: DataColumn<Row>[] = [
  {
    key: 'sn',
    header: 'Número',
    cell: (row) => <Link to="/member/credit/index">{row.sn}</Link>,
    nowrap: true,
  },
  { key: 'date', header: 'Fecha', cell: (row) => row.date, nowrap: true },
  { key: 'concept', header: 'Concepto', cell: (row) => row.concept },
  { key: 'store', header: 'Tienda', cell: (row) => row.store },
  { key: 'amount', header: 'Importe', cell: (row) => row.amount, numeric: true },
  {
    key: 'state',
    header: 'Estado',
    cell: (row) => <StatusBadge tone={row.state === 'Pagada' ? 'success' : 'error'}>{row.state}</StatusBadge>,
  },
]

const rows: Row[] = [
  {
    sn: 'CB000004202601',
    date: '2026-02-21',
    concept: 'Pedido pagado a crédito',
    store: 'Materiales Shandong',
    amount: formatMoney(4800),
    state: 'Pagada',
  },
  {
    sn: 'CB000004202512',
    date: '2026-01-21',
    concept: 'Reembolso',
    store: 'Ferretería Habana',
    amount: formatMoney(-150.5),
    state: 'Vencida',
  },
]

const meta = {
  title: 'Componentes/DataTable',
  component: DataTable<Row>,
  args: { caption: 'Facturas de crédito', columns, rows, rowKey: (row: Row) => row.sn },
} satisfies Meta<typeof DataTable<Row>>

export default meta
type Story = StoryObj<typeof meta>

export const WithRows: Story = {}

/** The caption is for screen readers only: a heading above already names the table. */
export const HiddenCaption: Story = { args: { captionHidden: true } }

export const Busy: Story = { args: { busy: true } }

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        title="No hay facturas de crédito"
        text="Las compras a crédito de cada mes forman una factura."
      />
    ),
  },
}

export const EmptyDefault: Story = { args: { rows: [] } }

/** Long names, a 200-character concept and the largest amount: the text wraps, the amounts never do. */
export const LongText: Story = {
  args: {
    rows: [
      ...rows,
      {
        sn: 'CB000004202511',
        date: '2025-12-21',
        concept: LONG_PRODUCT,
        store: `${CHINESE_STORE} · ${LONG_NAME}`,
        amount: BIG_AMOUNT,
        state: 'Vencida',
      },
    ],
  },
}

/** In a 480 px box the table scrolls inside its own frame, which becomes focusable. */
export const NarrowBox: Story = {
  render: (args) => (
    <div style={{ width: 480 }}>
      <DataTable {...args} />
    </div>
  ),
  args: {
    rows: [...rows, { ...rows[0]!, sn: 'CB000004202511', concept: LONG_PRODUCT, amount: BIG_AMOUNT }],
  },
}
