import { describe, expect, it } from 'vitest'
import { ValidationError } from 'yup'
import { inquiryMessages, inquirySchema, quoteSchema } from './inquiry.schema'
import { contractMessages } from './contract.schema'

const today = '2026-11-28'
const valid = {
  title: 'Cemento gris para obra',
  description: '',
  lines: [{ productId: null, goodsName: 'Cemento P-350', buyNum: '200', unit: 'saco' }],
  deliveryPlace: 'Puerto del Mariel, Artemisa',
  deliveryDate: '2026-12-20',
  deadline: '2026-12-05',
  attachments: [],
}

/** Every message id the rules answer for a value, in order. */
async function problems(schema: ReturnType<typeof inquirySchema>, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false })
    return []
  } catch (error) {
    return (error as ValidationError).errors
  }
}

describe('inquirySchema', () => {
  it('accepts a product written in words, and a description without products', async () => {
    expect(await problems(inquirySchema(today), valid)).toEqual([])
    expect(
      await problems(inquirySchema(today), { ...valid, lines: [], description: '500 sacos de cemento' }),
    ).toEqual([])
  })

  it('refuses an inquiry with no products and no text', async () => {
    expect(await problems(inquirySchema(today), { ...valid, lines: [], description: '   ' })).toEqual([
      inquiryMessages.nothingAsked.id,
    ])
  })

  it('refuses a deadline in the past and one after the delivery date', async () => {
    expect(await problems(inquirySchema(today), { ...valid, deadline: '2026-11-27' })).toEqual([
      inquiryMessages.deadlinePast.id,
    ])
    expect(await problems(inquirySchema(today), { ...valid, deadline: '2026-12-21' })).toEqual([
      inquiryMessages.deadlineAfterDelivery.id,
    ])
    expect(await problems(inquirySchema(today), { ...valid, deadline: today })).toEqual([])
  })

  it('refuses a sixth attachment', async () => {
    const file = { path: '/uploads/inquiry/1.pdf', fileName: 'plano.pdf' }
    expect(await problems(inquirySchema(today), { ...valid, attachments: Array(5).fill(file) })).toEqual([])
    expect(await problems(inquirySchema(today), { ...valid, attachments: Array(6).fill(file) })).toEqual([
      contractMessages.tooManyFiles.id,
    ])
  })

  it('refuses quantities outside 1–99999 and a place shorter than 5', async () => {
    const line = valid.lines[0]!
    for (const buyNum of ['0', '100000', '2,5', 'x'])
      expect(await problems(inquirySchema(today), { ...valid, lines: [{ ...line, buyNum }] })).toEqual([
        inquiryMessages.quantityRange.id,
      ])
    expect(await problems(inquirySchema(today), { ...valid, deliveryPlace: 'Mar' })).toEqual([
      inquiryMessages.placeLength.id,
    ])
  })
})

describe('quoteSchema', () => {
  const quote = {
    lines: [{ productId: 101, buyNum: 200, price: 4.5 }],
    charges: [{ name: 'Flete marítimo', amount: 300 }],
    settlement: '30 % de anticipo y 70 % antes del embarque',
    delivery: { place: 'Puerto del Mariel', date: '2026-12-20', term: 'CIF Mariel' },
    taxRate: 10,
    contact: { name: 'Li Wei', phone: '13800138000', email: 'ventas@example.com' },
    validDays: 7,
    note: '',
  }

  it('accepts a full quote and refuses one without products, a price with three decimals or a tax over 100', async () => {
    await expect(quoteSchema(today).validate(quote)).resolves.toBeTruthy()
    await expect(quoteSchema(today).validate({ ...quote, lines: [] })).rejects.toThrow(
      inquiryMessages.quoteLinesRequired.id,
    )
    await expect(
      quoteSchema(today).validate({ ...quote, lines: [{ productId: 101, buyNum: 1, price: 1.005 }] }),
    ).rejects.toThrow(inquiryMessages.priceRange.id)
    await expect(quoteSchema(today).validate({ ...quote, taxRate: 101 })).rejects.toThrow(
      inquiryMessages.taxRateRange.id,
    )
  })
})
