// The pure freight rules (issue 16 items 3 and 6): the freight regions, the region of an address and the
// ship-to rule of a paid order, with their messages. No yup: the mock's freight rule and its seed read them
// (issue 14, docs/decisions/010); the yup schema of "Cambiar dirección" is in ./freight.schema.ts.
import { defineMessages } from '../lib/intl'
import { addMessages } from '../i18n/dictionary'
import validationPart from '../i18n/parts/validation.json' with { type: 'json' }

addMessages(validationPart)

export const freightMessages = defineMessages({
  addressRequired: {
    id: 'validation.freight.addressRequired',
    defaultMessage: 'Seleccione una dirección de entrega.',
  },
  sameRegionWhenPaid: {
    id: 'validation.freight.sameRegionWhenPaid',
    defaultMessage:
      'El pedido ya está pagado: la nueva dirección debe estar en la misma región de envío, porque el flete no puede cambiar.',
  },
})

export const FREIGHT_REGION_CODES = ['cu-occidente', 'cu-centro', 'cu-oriente', 'latam'] as const
export type FreightRegionCode = (typeof FREIGHT_REGION_CODES)[number]

export const isFreightRegionCode = (value: unknown): value is FreightRegionCode =>
  typeof value === 'string' && (FREIGHT_REGION_CODES as readonly string[]).includes(value)

/** Cuba's provinces by freight zone (west of the Mariel port is nearest). */
const CUBAN_ZONES: Record<Exclude<FreightRegionCode, 'latam'>, readonly string[]> = {
  'cu-occidente': ['pinar del rio', 'artemisa', 'la habana', 'mayabeque', 'isla de la juventud'],
  'cu-centro': ['matanzas', 'villa clara', 'cienfuegos', 'sancti spiritus', 'ciego de avila', 'camaguey'],
  'cu-oriente': ['las tunas', 'holguin', 'granma', 'santiago de cuba', 'guantanamo'],
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')

/**
 * The freight region of an address: a Cuban province by its zone (a province this table does not know is
 * charged as the centre), any other country as the rest of Latin America.
 */
export function freightRegionOf(address: { country: string; province: string }): FreightRegionCode {
  if (plain(address.country) !== 'cuba') return 'latam'
  const province = plain(address.province).replace(/^provincia de /, '')
  for (const [code, provinces] of Object.entries(CUBAN_ZONES))
    if (provinces.includes(province)) return code as FreightRegionCode
  return 'cu-centro'
}

export interface AddressChangeRules {
  /** the addresses the buyer may choose from, with their region */
  addresses: readonly { addressId: number; country: string; province: string }[]
  /** the freight region of the order's current address */
  currentRegion: FreightRegionCode | null
  /** the order's freight is paid: the region may not change */
  paid: boolean
}

/** Whether an address is a valid new destination for the order (the same test the mock makes). */
export function allowsAddress(
  rules: AddressChangeRules,
  address: { country: string; province: string },
): boolean {
  return !rules.paid || rules.currentRegion === null || freightRegionOf(address) === rules.currentRegion
}
