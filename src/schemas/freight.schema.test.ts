// The freight regions and the ship-to rule of a paid order (issue 16 items 3 and 6), shared by form and mock.
import { describe, expect, it } from 'vitest'
import { addressChangeSchema, allowsAddress, freightRegionOf } from './freight.schema'

describe('freightRegionOf', () => {
  it('places Cuban provinces in their zone, whatever the accents or case', () => {
    expect(freightRegionOf({ country: 'Cuba', province: 'La Habana' })).toBe('cu-occidente')
    expect(freightRegionOf({ country: 'cuba', province: 'ARTEMISA' })).toBe('cu-occidente')
    expect(freightRegionOf({ country: 'Cuba', province: 'Camaguey' })).toBe('cu-centro')
    expect(freightRegionOf({ country: 'Cuba', province: 'Provincia de Holguín' })).toBe('cu-oriente')
  })

  it('charges an unknown Cuban province as the centre and any other country as the rest of Latin America', () => {
    expect(freightRegionOf({ country: 'Cuba', province: 'Otra' })).toBe('cu-centro')
    expect(freightRegionOf({ country: 'Panamá', province: 'Colón' })).toBe('latam')
  })
})

describe('addressChangeSchema', () => {
  const addresses = [
    { addressId: 1, country: 'Cuba', province: 'La Habana' },
    { addressId: 2, country: 'Cuba', province: 'Artemisa' },
    { addressId: 3, country: 'Cuba', province: 'Santiago de Cuba' },
  ]

  it('lets an unpaid order move anywhere', () => {
    const rules = { addresses, currentRegion: 'cu-occidente' as const, paid: false }
    expect(addressChangeSchema(rules).isValidSync({ addressId: 3 })).toBe(true)
    expect(allowsAddress(rules, addresses[2]!)).toBe(true)
  })

  it('keeps a paid order in its freight region, and asks for an address of the buyer', () => {
    const rules = { addresses, currentRegion: 'cu-occidente' as const, paid: true }
    expect(addressChangeSchema(rules).isValidSync({ addressId: 2 })).toBe(true)
    expect(() => addressChangeSchema(rules).validateSync({ addressId: 3 })).toThrow(
      'validation.freight.sameRegionWhenPaid',
    )
    expect(() => addressChangeSchema(rules).validateSync({ addressId: 9 })).toThrow(
      'validation.freight.addressRequired',
    )
    expect(() => addressChangeSchema(rules).validateSync({})).toThrow('validation.freight.addressRequired')
  })
})
