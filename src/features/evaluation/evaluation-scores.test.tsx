// The store ratings and product scores of the evaluate form and of "Mis valoraciones" (issue 16 item 8; SPEC.md
// §5; REFERENCE.md §4 Review): plain views with the order fixtures, keyboard and pointer as a buyer would.
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { commentFixture, orderFixture, orderLine } from '../../../machines/evaluate/evaluate.fixtures'
import { cartLineName } from '../../../tests/fixtures/cart-line-name'
import { renderWithProviders } from '../../../tests/render'
import { EvaluateView, type EvaluateViewProps } from './evaluate-view'
import { EvaluationListView } from './evaluation-list-view'

const order = orderFixture()
const [first, second] = order.productList
// the form names a line by its goods and the SKU's spec values; the second line of the fixture has none
const firstName = cartLineName(first!.goodsName, first!.specValues)
const secondName = cartLineName(second!.goodsName, second!.specValues)

function renderForm(overrides: Partial<EvaluateViewProps> = {}) {
  const props: EvaluateViewProps = {
    status: 'editing',
    order,
    loadError: null,
    submitError: null,
    photos: [],
    photoError: null,
    onAddPhotos: vi.fn(),
    onRemovePhoto: vi.fn(),
    onAddProductPhotos: vi.fn(),
    onRemoveProductPhoto: vi.fn(),
    onSubmit: vi.fn(),
    ...overrides,
  }
  renderWithProviders(
    <MemoryRouter>
      <EvaluateView {...props} />
    </MemoryRouter>,
  )
  return props
}

describe('evaluate form: store ratings and product scores', () => {
  it('starts every store rating and product score at 5 and sends them with the order’s score', async () => {
    const props = renderForm()
    for (const name of [
      'Descripción del producto',
      'Atención del proveedor',
      'Velocidad de entrega',
      `Puntuación de ${firstName}`,
      `Puntuación de ${secondName}`,
    ])
      expect(
        within(screen.getByRole('radiogroup', { name })).getByRole('radio', { name: '5 estrellas' }),
      ).toBeChecked()
    const overall = screen.getByRole('radiogroup', { name: 'Puntuación' })
    await userEvent.click(within(overall).getByRole('radio', { name: '3 estrellas' }))
    await userEvent.click(screen.getByRole('button', { name: 'Publicar valoración' }))
    expect(props.onSubmit).toHaveBeenCalledWith({
      score: 3,
      content: '',
      storeScores: { description: 5, service: 5, delivery: 5 },
      productScores: [
        { orderProductId: first!.orderProductId, score: 5, content: '' },
        { orderProductId: second!.orderProductId, score: 5, content: '' },
      ],
    })
  })

  it('changes a rating with the arrow keys and a product’s score, text and photos by line', async () => {
    const props = renderForm()
    const service = screen.getByRole('radiogroup', { name: 'Atención del proveedor' })
    within(service).getByRole('radio', { name: '5 estrellas' }).focus()
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(within(service).getByRole('radio', { name: '3 estrellas' })).toBeChecked()
    const product = screen.getByRole('radiogroup', { name: `Puntuación de ${secondName}` })
    await userEvent.click(within(product).getByRole('radio', { name: '4 estrellas' }))
    await userEvent.type(
      screen.getByRole('textbox', { name: `Comentario sobre ${secondName}` }),
      'Buen precio',
    )
    const file = new File(['x'], 'caja.png', { type: 'image/png' })
    await userEvent.upload(screen.getByLabelText(`Fotos de ${secondName} (opcional)`), file)
    expect(props.onAddProductPhotos).toHaveBeenCalledWith(second!.orderProductId, [file])
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Puntuación' })).getByRole('radio', {
        name: '5 estrellas',
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Publicar valoración' }))
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        storeScores: { description: 5, service: 3, delivery: 5 },
        productScores: [
          { orderProductId: first!.orderProductId, score: 5, content: '' },
          { orderProductId: second!.orderProductId, score: 4, content: 'Buen precio' },
        ],
      }),
    )
  })

  it('shows a missing score’s Spanish message by its group and sends nothing', async () => {
    const props = renderForm({
      showAllErrors: true,
      initialValues: { score: 4, products: [{ score: null }, {}] },
    })
    const product = screen.getByRole('radiogroup', { name: `Puntuación de ${firstName}` })
    expect(within(product).getByText('Seleccione de 1 a 5 estrellas.')).toBeVisible()
    expect(product).toHaveAttribute('aria-invalid', 'true')
    await userEvent.click(screen.getByRole('button', { name: 'Publicar valoración' }))
    expect(props.onSubmit).not.toHaveBeenCalled()
  })

  it('shows a product photo’s refusal next to that product and keeps what was typed on a server refusal', () => {
    renderForm({
      status: 'failed',
      submitError: { text: 'Este pedido no está pendiente de valoración.' },
      initialValues: { score: 4, products: [{ score: 2, content: 'Marco rayado' }, {}] },
      productPhotoErrors: { [second!.orderProductId!]: { text: 'Formato de archivo incorrecto' } },
    })
    expect(screen.getByText('Este pedido no está pendiente de valoración.')).toBeVisible()
    expect(screen.getByLabelText(`Fotos de ${secondName} (opcional)`)).toHaveAccessibleDescription(
      expect.stringContaining('Formato de archivo incorrecto'),
    )
    expect(screen.getByRole('textbox', { name: `Comentario sobre ${firstName}` })).toHaveValue('Marco rayado')
    expect(
      within(screen.getByRole('radiogroup', { name: `Puntuación de ${firstName}` })).getByRole('radio', {
        name: '2 estrellas',
      }),
    ).toBeChecked()
  })
  it('names the score, comment and photos of two SKUs of one goods apart, by their spec values', () => {
    const goodsName = 'Camiseta de algodón'
    const skus = [
      orderLine(1, { goodsName, goodsId: 10, specValues: 'Talla: M · Color: Rojo' }),
      orderLine(2, { goodsName, goodsId: 10, specValues: 'Talla: M · Color: Azul' }),
    ]
    renderForm({ order: orderFixture({ productList: skus }) })
    const names: string[] = []
    for (const sku of skus) {
      const name = cartLineName(goodsName, sku.specValues)
      // each SKU's block: its heading shows the spec values, and so do its controls' names
      const item = screen.getByRole('heading', { level: 4, name }).closest('li')!
      expect(within(item).getByRole('radiogroup')).toHaveAccessibleName(`Puntuación de ${name}`)
      expect(within(item).getByRole('textbox')).toHaveAccessibleName(`Comentario sobre ${name}`)
      expect(within(item).getByLabelText(`Fotos de ${name} (opcional)`)).toHaveAttribute('type', 'file')
      names.push(`Puntuación de ${name}`, `Comentario sobre ${name}`, `Fotos de ${name} (opcional)`)
    }
    expect(names[0]).toBe(`Puntuación de ${goodsName} (Talla: M, Color: Rojo)`)
    expect(new Set(names).size).toBe(names.length)
  })
})

describe('Mis valoraciones: store ratings and product scores', () => {
  it('shows the three store ratings and each product’s stars, text and photos', () => {
    renderWithProviders(
      <MemoryRouter>
        <EvaluationListView
          tab="mine"
          pending={[]}
          comments={[
            commentFixture({
              storeScores: { description: 4, service: 5, delivery: 2 },
              productScores: [
                {
                  orderProductId: 1,
                  productId: 1,
                  goodsName: 'Panel A',
                  score: 3,
                  content: 'Correcto',
                  images: ['/mock-uploads/review/9.png'],
                },
              ],
            }),
          ]}
          page={1}
          limit={20}
          total={1}
          busy={false}
          tabHref={() => '/member/order/evaluation'}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    )
    expect(screen.getByRole('img', { name: 'Descripción del producto: 4 de 5 estrellas' })).toBeVisible()
    expect(screen.getByRole('img', { name: 'Atención del proveedor: 5 de 5 estrellas' })).toBeVisible()
    expect(screen.getByRole('img', { name: 'Velocidad de entrega: 2 de 5 estrellas' })).toBeVisible()
    expect(screen.getByRole('img', { name: 'Puntuación de Panel A: 3 de 5 estrellas' })).toBeVisible()
    expect(screen.getByText('Correcto')).toBeVisible()
    expect(screen.getByRole('img', { name: 'Foto 1 de Panel A' })).toBeVisible()
  })

  it('shows nothing more for an evaluation made before the store ratings existed', () => {
    renderWithProviders(
      <MemoryRouter>
        <EvaluationListView
          tab="mine"
          pending={[]}
          comments={[commentFixture()]}
          page={1}
          limit={20}
          total={1}
          busy={false}
          tabHref={() => '/member/order/evaluation'}
          onPageChange={vi.fn()}
        />
      </MemoryRouter>,
    )
    expect(screen.queryByText('Valoración de la tienda')).toBeNull()
    expect(screen.getByRole('img', { name: '4 de 5 estrellas' })).toBeVisible()
  })
})
