import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../tests/render'
import { DataTable, type DataColumn } from './data-table'

interface Bill {
  billSn: string
  amount: string
}
const columns: DataColumn<Bill>[] = [
  { key: 'sn', header: 'Número de factura', cell: (bill) => bill.billSn, rowHeader: true },
  { key: 'amount', header: 'Importe', cell: (bill) => bill.amount, numeric: true },
]

describe('DataTable', () => {
  it('is named by its caption, with column headers and a header per row', () => {
    renderWithProviders(
      <DataTable
        caption="Facturas de crédito"
        columns={columns}
        rows={[{ billSn: 'CB000004202601', amount: 'US$ 99.999.999,99' }]}
        rowKey={(bill) => bill.billSn}
      />,
    )
    const table = screen.getByRole('table', { name: 'Facturas de crédito' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Número de factura', 'Importe'])
    const row = within(table).getByRole('row', { name: /CB000004202601/ })
    expect(within(row).getByRole('rowheader')).toHaveTextContent('CB000004202601')
    expect(within(row).getByRole('cell')).toHaveClass('kit-table__cell--end', 'kit-table__cell--numeric')
  })

  it('shows the empty state instead of a table without rows', () => {
    renderWithProviders(
      <DataTable
        caption="Facturas de crédito"
        columns={columns}
        rows={[]}
        rowKey={(bill) => bill.billSn}
        empty={<p>No hay facturas de crédito.</p>}
      />,
    )
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
    expect(screen.getByText('No hay facturas de crédito.')).toBeInTheDocument()
  })

  it('says there is nothing to show when the screen gives no empty state', () => {
    renderWithProviders(
      <DataTable caption="Pagos" columns={columns} rows={[]} rowKey={(bill) => bill.billSn} />,
    )
    expect(screen.getByText('No hay datos que mostrar.')).toBeInTheDocument()
  })
})
