// The refund lines' controls by name (WCAG 2.4.6/4.1.2): two SKUs of one goods in an order are told apart by
// their spec values; a line without spec values keeps the goods name. Plain props, as the refund form passes.
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cartLineName } from '../../../tests/fixtures/cart-line-name'
import { renderWithProviders } from '../../../tests/render'
import type { OrderLine } from '../../api/orders'
import { RefundLinesField, type RefundLinesFieldProps } from './refund-lines-field'

const GOODS = 'Camiseta de algodón'

const orderLine = (orderProductId: number, goodsName: string, specValues: string): OrderLine => ({
  orderProductId,
  productId: orderProductId * 10,
  goodsId: 5,
  goodsName,
  goodsImage: '/mock-images/goods/5.svg',
  specValues,
  productCode: `PC-${orderProductId}`,
  price: 4,
  buyNum: 10,
  subtotal: 40,
})

function renderLines(productList: OrderLine[]) {
  const props: RefundLinesFieldProps = {
    lines: productList.map((line) => ({ orderProductId: line.orderProductId!, refundableNum: 10, price: 4 })),
    productList,
    values: productList.map((line) => ({
      orderProductId: line.orderProductId!,
      selected: true,
      quantity: '10',
    })),
    fixed: false,
    disabled: false,
    error: null,
    lineError: () => null,
    onToggle: vi.fn(),
    onQuantity: vi.fn(),
  }
  renderWithProviders(<RefundLinesField {...props} />)
  return props
}

describe('refund lines: names of the controls', () => {
  it('names the tick and the units of two SKUs of one goods apart, by their spec values', () => {
    const red = orderLine(1, GOODS, 'Talla: M · Color: Rojo')
    const blue = orderLine(2, GOODS, 'Talla: M · Color: Azul')
    renderLines([red, blue])
    const [redName, blueName] = [red, blue].map((line) => cartLineName(GOODS, line.specValues))
    expect(redName).toBe(`${GOODS} (Talla: M, Color: Rojo)`)
    const expected = [
      `Incluir ${redName}`,
      `Incluir ${blueName}`,
      `Unidades de ${redName}`,
      `Unidades de ${blueName}`,
    ]
    const controls = [...screen.getAllByRole('checkbox'), ...screen.getAllByRole('textbox')]
    expect(controls).toHaveLength(expected.length)
    controls.forEach((control, index) => expect(control).toHaveAccessibleName(expected[index]))
    expect(new Set(expected).size).toBe(expected.length)
  })

  it('reports the tick and the units of the SKU whose control was used', async () => {
    const red = orderLine(1, GOODS, 'Talla: M · Color: Rojo')
    const blue = orderLine(2, GOODS, 'Talla: M · Color: Azul')
    const props = renderLines([red, blue])
    const blueName = cartLineName(GOODS, blue.specValues)
    await userEvent.click(screen.getByRole('checkbox', { name: `Incluir ${blueName}` }))
    expect(props.onToggle).toHaveBeenCalledWith(1, false)
    await userEvent.type(screen.getByRole('textbox', { name: `Unidades de ${blueName}` }), '0')
    expect(props.onQuantity).toHaveBeenCalledWith(1, '100')
  })

  it('keeps the goods name alone for a line without spec values', () => {
    renderLines([orderLine(1, 'Tubo de acero', '')])
    expect(screen.getByRole('checkbox', { name: 'Incluir Tubo de acero' })).toBeChecked()
    expect(screen.getByRole('textbox', { name: 'Unidades de Tubo de acero' })).toHaveValue('10')
  })
})
