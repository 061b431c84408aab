// The import's preview (issue 27 item 3; SPEC.md §5): every bad row is listed with its row number, its kind and the
// shared rule's Spanish message; the good ones are counted and folded away; the save names how many rows it sends
// and is off when none is good; a refused file says why at the picker.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import type { RowVerdict } from '../../schemas/material-code-rules'
import { ImportPanel, type ImportPanelProps } from './import-panel'

const row = (line: number, materialCode: string, productCode = 'PC-000001-1') => ({
  line,
  materialCode,
  productCode,
  description: '',
})
const good = (line: number): RowVerdict => ({ row: row(line, `IMP-${line}`), problem: null })
const VERDICTS: RowVerdict[] = [
  good(2),
  {
    row: row(3, '', 'PC-000002-1'),
    problem: { kind: 'emptyCell', id: 'validation.materialCode.codeRequired' },
  },
  good(4),
  {
    row: row(5, 'IMP-5', 'NO-EXISTE'),
    problem: { kind: 'unknownSku', id: 'validation.materialCode.unknownSku', values: { code: 'NO-EXISTE' } },
  },
]

function props(overrides: Partial<ImportPanelProps> = {}): ImportPanelProps {
  return {
    stage: 'preview',
    fileName: 'codigos.xls',
    verdicts: VERDICTS,
    header: null,
    refusal: null,
    saved: 0,
    canConfirm: true,
    canRetry: false,
    templateBusy: false,
    onTemplate: vi.fn(),
    onPick: vi.fn(),
    onConfirm: vi.fn(),
    onCancel: vi.fn(),
    onRetry: vi.fn(),
    onReset: vi.fn(),
    ...overrides,
  }
}

describe('ImportPanel', () => {
  it('lists exactly the bad rows with their row, kind and message, and saves the good ones', async () => {
    const onConfirm = vi.fn()
    renderWithProviders(<ImportPanel {...props({ onConfirm })} />)
    expect(screen.getByText(/4 filas: 2 correctas, 2 con errores/)).toBeInTheDocument()
    const rows = within(screen.getByRole('table', { name: 'Filas con errores' })).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toHaveTextContent('3')
    expect(rows[1]).toHaveTextContent('Celda vacía')
    expect(rows[1]).toHaveTextContent('Introduzca el código de material')
    expect(rows[2]).toHaveTextContent('SKU desconocido')
    expect(rows[2]).toHaveTextContent('El código de producto «NO-EXISTE» no existe.')
    await userEvent.click(screen.getByRole('button', { name: 'Guardar 2 códigos correctos' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('names the row it took as the header, and says nothing of a header when row 1 held a code', () => {
    const header = { line: 1, materialCode: 'Código de material', productCode: 'SKU', description: '' }
    const { unmount } = renderWithProviders(<ImportPanel {...props({ header })} />)
    expect(
      screen.getByText('La fila 1 se tomó como encabezado y no se guarda: «Código de material» y «SKU».'),
    ).toBeInTheDocument()
    unmount()
    renderWithProviders(<ImportPanel {...props()} />)
    expect(screen.queryByText(/encabezado/)).toBeNull()
  })

  it('cannot save a file with no good row', () => {
    renderWithProviders(
      <ImportPanel {...props({ verdicts: VERDICTS.filter((v) => v.problem), canConfirm: false })} />,
    )
    expect(screen.getByRole('button', { name: 'Guardar 0 códigos correctos' })).toBeDisabled()
    expect(
      screen.getByText('Ninguna fila es correcta: corrija el archivo y súbalo de nuevo.'),
    ).toBeInTheDocument()
  })

  it('says in Spanish why a file is refused, with no preview', () => {
    renderWithProviders(
      <ImportPanel
        {...props({ stage: 'failed', verdicts: null, refusal: { id: 'member.matCode.import.type' } })}
      />,
    )
    expect(screen.getByText(/El archivo no es una hoja de cálculo de Excel/)).toBeInTheDocument()
    expect(screen.queryByRole('table')).toBeNull()
  })
})
