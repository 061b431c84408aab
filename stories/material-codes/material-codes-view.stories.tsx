import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { MaterialCode } from '../../src/api/material-codes'
import { MaterialCodesView } from '../../src/features/material-codes/material-codes-view'
import type { RowVerdict } from '../../src/schemas/material-code-rules'

const codes: MaterialCode[] = [
  {
    codeId: 12,
    materialCode: 'MAT-0012',
    productCode: 'PC-000012-1',
    description: 'Reposición mensual',
    productId: 12,
    goodsId: 12,
    goodsName: 'Azulejo cerámico blanco 30 × 60 cm, caja de 8 piezas',
    specValues: 'Blanco',
    createTime: '2026-11-20T10:00:00Z',
  },
  {
    codeId: 3,
    materialCode: 'CODIGO-DE-OBRA-VEDADO-2026-LARGO-0001',
    productCode: 'PC-000003-2',
    description: '',
    productId: 3,
    goodsId: 3,
    goodsName: 'Tubo PVC 110 mm',
    specValues: '',
    createTime: '2026-11-01T10:00:00Z',
  },
]

const row = (line: number, materialCode: string, productCode: string) => ({
  line,
  materialCode,
  productCode,
  description: '',
})
const verdicts: RowVerdict[] = [
  { row: row(2, 'MAT-0100', 'PC-000020-1'), problem: null },
  {
    row: row(3, '', 'PC-000021-1'),
    problem: { kind: 'emptyCell', id: 'validation.materialCode.codeRequired' },
  },
  {
    row: row(4, 'MAT-0101', 'NO-EXISTE-9'),
    problem: {
      kind: 'unknownSku',
      id: 'validation.materialCode.unknownSku',
      values: { code: 'NO-EXISTE-9' },
    },
  },
  {
    row: row(5, 'MAT-0100', 'PC-000022-1'),
    problem: {
      kind: 'duplicateInFile',
      id: 'validation.materialCode.duplicateInFile',
      values: { code: 'MAT-0100', line: 2 },
    },
  },
]

const importPanel = {
  stage: 'idle' as const,
  fileName: '',
  verdicts: null,
  header: null,
  refusal: null,
  saved: 0,
  canConfirm: false,
  canRetry: false,
  templateBusy: false,
  onTemplate: fn(),
  onPick: fn(),
  onConfirm: fn(),
  onCancel: fn(),
  onRetry: fn(),
  onReset: fn(),
}

const meta = {
  title: 'Material codes/MaterialCodesView',
  component: MaterialCodesView,
  args: {
    list: {
      status: 'ready',
      rows: codes,
      pagination: { current: 1, pageSize: 20, total: 2 },
      error: null,
      keyword: '',
      busyId: null,
      onPage: fn(),
      onSearch: fn(),
      onRetry: fn(),
      onAdd: fn(),
      onEdit: fn(),
      onDelete: fn(),
    },
    notice: null,
    onDismissNotice: fn(),
    confirmDelete: null,
    onConfirmDelete: fn(),
    onCancelDelete: fn(),
    editor: null,
    onSaveCode: fn(),
    onCancelCode: fn(),
    importPanel,
  },
} satisfies Meta<typeof MaterialCodesView>

export default meta
type Story = StoryObj<typeof meta>

/** Two codes (one with a long code and no description) and the import waiting for a file. */
export const Ready: Story = {}

/** A file read: one good row and three flagged (empty cell, unknown SKU, repeated code); row 1 was its header. */
export const Preview: Story = {
  args: {
    importPanel: {
      ...importPanel,
      stage: 'preview',
      fileName: 'codigos.xls',
      verdicts,
      header: {
        line: 1,
        materialCode: 'Código de material',
        productCode: 'Código de producto (SKU)',
        description: 'Descripción',
      },
      canConfirm: true,
    },
  },
}

/** An .exe renamed .xls, refused by its first bytes. */
export const Refused: Story = {
  args: {
    importPanel: {
      ...importPanel,
      stage: 'failed',
      fileName: 'programa.xls',
      refusal: { id: 'member.matCode.import.type' },
    },
  },
}

export const Empty: Story = {
  args: { list: { ...meta.args.list, rows: [], pagination: { current: 1, pageSize: 20, total: 0 } } },
}

export const AddDialog: Story = {
  args: {
    editor: {
      editing: null,
      values: { materialCode: 'MAT-0200', productCode: 'NO-EXISTE', description: '' },
      saving: false,
      error: { text: 'El código de producto «NO-EXISTE» no existe.' },
    },
  },
}
