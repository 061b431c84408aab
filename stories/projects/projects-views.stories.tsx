// The project and frequent-purchase screens (issue 27 item 6) in the states that look different: a list with a
// project in each state, an empty list, the creation form refusing a 51-character name from the server, a project
// with products and the cart's refusals named, a project without products, frequent-purchase lists with a cart
// answer, and none.
import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import type { PlannedLine, ProjectDetail, ProjectSummary, RegularList } from '../../src/api/projects'
import { ProjectDetailView } from '../../src/features/projects/project-detail-view'
import { validationMessages } from '../../src/schemas/messages'
import { ProjectListView } from '../../src/features/projects/project-list-view'
import { RegularListView } from '../../src/features/projects/regular-list-view'

const summary = (projectId: number, name: string, state: ProjectSummary['state']): ProjectSummary => ({
  projectId,
  name,
  description: projectId === 2 ? 'Edificio de viviendas, 12 apartamentos.' : '',
  startDate: '2026-11-14',
  endDate: '2027-01-13',
  state,
  productCount: 3,
  createTime: '2026-11-01T00:00:00Z',
})
const projects = [
  summary(3, 'Ampliación almacén Mariel', 'notStarted'),
  summary(2, 'Obra Vedado', 'inProgress'),
  summary(1, 'Reforma integral del Hotel Malecón: baños y cocinas de 40 habitaciones', 'ended'),
]
const line = (productId: number, goodsName: string, onSale = true): PlannedLine => ({
  productId,
  goodsId: productId,
  goodsName,
  specValues: 'Espesor: 8 mm · Acabado: Mate',
  productCode: `PC-0000${productId}-1`,
  productImage: '',
  price: 18.34,
  minBuyNum: 20,
  saleUnit: 'caja',
  stock: 500,
  onSale,
  number: 40,
})
const detail: ProjectDetail = {
  ...summary(2, 'Obra Vedado', 'inProgress'),
  products: [line(42, 'Piso vinílico autoadhesivo 8 mm'), line(43, 'Piso laminado AC4 8 mm', false)],
}
const list = {
  status: 'ready' as const,
  rows: projects,
  pagination: { current: 1, pageSize: 10, total: 3 },
  error: null,
  state: null,
  busyId: null,
  onPage: fn(),
  onState: fn(),
  onRetry: fn(),
  onDelete: fn(),
}
const listProps = {
  list,
  notice: null,
  onDismissNotice: fn(),
  confirmDelete: null,
  onConfirmDelete: fn(),
  onCancelDelete: fn(),
  creator: null,
  onCreate: fn(),
  onSaveCreate: fn(),
  onCancelCreate: fn(),
}

const meta = { title: 'Projects/Views', component: ProjectListView } satisfies Meta<typeof ProjectListView>
export default meta
type Story = StoryObj<typeof meta>

export const ProjectsInEachState: Story = { args: listProps }

export const NoProjects: Story = {
  args: { ...listProps, list: { ...list, rows: [], pagination: { current: 1, pageSize: 10, total: 0 } } },
}

export const CreateRefusedByTheServer: Story = {
  args: {
    ...listProps,
    creator: {
      values: { name: 'x'.repeat(51), description: '', startDate: '2026-12-01', endDate: '2027-01-31' },
      saving: false,
      error: { text: 'El nombre del proyecto debe tener entre 1 y 50 caracteres.' },
    },
  },
}

const detailProps = {
  status: 'ready' as const,
  project: detail,
  loadError: null,
  onRetry: fn(),
  busy: false,
  notice: null,
  actionError: null,
  onDismissNotice: fn(),
  cart: {
    busy: false,
    outcome: {
      added: 1,
      refused: [
        {
          productId: 43,
          goodsName: 'Piso laminado AC4 8 mm',
          specValues: 'Acabado: Brillante',
          msg: 'El producto ha sido retirado de la venta.',
        },
      ],
    },
  },
  onAddToCart: fn(),
  pendingProductId: null,
  onRemove: fn(),
  quantityProblem: null,
  onQuantity: fn(),
  search: { keyword: '', results: null, error: null, searching: false },
  onSearch: fn(),
  onAdd: fn(),
  editor: null,
  onEdit: fn(),
  onSaveEdit: fn(),
  onCancelEdit: fn(),
  confirmDelete: null,
  onDelete: fn(),
  onConfirmDelete: fn(),
  onCancelDelete: fn(),
}

export const ProjectWithCartRefusals: Story = {
  render: () => <ProjectDetailView {...detailProps} />,
  args: listProps,
}

export const ProjectQuantityRefused: Story = {
  render: () => (
    <ProjectDetailView
      {...detailProps}
      cart={{ busy: false, outcome: null }}
      quantityProblem={{
        productId: detail.products[0]!.productId,
        error: { id: validationMessages.quantityMultiple.id, values: { min: detail.products[0]!.minBuyNum } },
      }}
    />
  ),
  args: listProps,
}

export const ProjectWithoutProducts: Story = {
  render: () => (
    <ProjectDetailView
      {...detailProps}
      project={{ ...detail, products: [], productCount: 0, state: 'notStarted' }}
      cart={{ busy: false, outcome: null }}
    />
  ),
  args: listProps,
}

const regular: RegularList[] = [
  {
    listId: 1,
    name: 'Reposición mensual',
    sourceOrderSn: 'P202610300800000007',
    createTime: '2026-10-30T00:00:00Z',
    lines: [line(42, 'Piso vinílico autoadhesivo 8 mm'), line(43, 'Piso laminado AC4 8 mm', false)],
  },
]
const regularProps = {
  list: {
    status: 'ready' as const,
    rows: regular,
    pagination: { current: 1, pageSize: 10, total: 1 },
    error: null,
    busyId: null,
    onPage: fn(),
    onRetry: fn(),
    onRename: fn(),
    onDelete: fn(),
  },
  notice: null,
  onDismissNotice: fn(),
  cart: { listId: 1, busy: false, outcome: { added: 1, refused: [] }, error: null },
  onAddToCart: fn(),
  onDismissCart: fn(),
  confirmDelete: null,
  onConfirmDelete: fn(),
  onCancelDelete: fn(),
  renamer: null,
  onSaveRename: fn(),
  onCancelRename: fn(),
}

export const FrequentPurchaseLists: Story = {
  render: () => <RegularListView {...regularProps} />,
  args: listProps,
}

export const NoFrequentPurchaseLists: Story = {
  render: () => (
    <RegularListView
      {...regularProps}
      list={{ ...regularProps.list, rows: [], pagination: { current: 1, pageSize: 10, total: 0 } }}
      cart={{ listId: null, busy: false, outcome: null, error: null }}
    />
  ),
  args: listProps,
}
