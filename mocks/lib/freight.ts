// The mock's freight rule (issue 16 item 3; documented in openapi calculateExpress and confirm, and README):
// per store, a base by the destination's freight region plus a rate per kilogram of the goods' gross weight
// (goods.weightKg × quantity), free when the store's goods after its coupon reach the free-shipping threshold
// (setting `freight_free_above`, 5.000 USD). Reserved goods are picked up (SPEC.md §4): no freight at checkout
// (the supplier's quote prices the transport). Pure: handlers gather the records; deterministic to the cent.
import type { components } from '../../src/api/schema'
import {
  FREIGHT_REGION_CODES,
  freightRegionOf,
  type FreightRegionCode,
} from '../../src/schemas/freight-rules'
import { round2 } from './pricing'

export type ExpressState = components['schemas']['ExpressState']

export interface FreightRate {
  regionName: string
  /** USD per shipment of one store */
  base: number
  /** USD per kilogram */
  perKg: number
}

/** The rates by region (sea freight to the Mariel port, then by road; the rest of Latin America by sea). */
export const FREIGHT_RATES: Record<FreightRegionCode, FreightRate> = {
  'cu-occidente': {
    regionName: 'Cuba occidental (Pinar del Río, Artemisa, La Habana, Mayabeque, Isla de la Juventud)',
    base: 25,
    perKg: 0.05,
  },
  'cu-centro': {
    regionName: 'Cuba central (Matanzas a Camagüey)',
    base: 45,
    perKg: 0.08,
  },
  'cu-oriente': {
    regionName: 'Cuba oriental (Las Tunas a Guantánamo)',
    base: 65,
    perKg: 0.11,
  },
  latam: { regionName: 'Resto de Latinoamérica', base: 120, perKg: 0.18 },
}

export const FREE_SHIPPING_ABOVE = 5000

export const regionList = () =>
  FREIGHT_REGION_CODES.map((regionCode) => ({
    regionCode,
    regionName: FREIGHT_RATES[regionCode].regionName,
  }))

export interface FreightLine {
  weightKg: number
  buyNum: number
}

export interface FreightInput {
  lines: readonly FreightLine[]
  /** the store's goods after its coupon: what the threshold is measured on */
  goodsAmount: number
  stockType: 'inStock' | 'reserved'
  /** the destination's region; null = no address yet */
  region: FreightRegionCode | null
  freeAbove: number
}

export interface Freight {
  expressFee: number
  expressState: ExpressState
  weightKg: number
}

export const weightOf = (lines: readonly FreightLine[]) =>
  round2(lines.reduce((sum, line) => sum + line.weightKg * line.buyNum, 0))

/** One store's freight. */
export function freightOf(input: FreightInput): Freight {
  const weightKg = weightOf(input.lines)
  if (input.stockType === 'reserved') return { expressFee: 0, expressState: 'pickup', weightKg }
  if (input.region === null) return { expressFee: 0, expressState: 'pending', weightKg }
  if (input.goodsAmount >= input.freeAbove) return { expressFee: 0, expressState: 'free', weightKg }
  const rate = FREIGHT_RATES[input.region]
  return { expressFee: round2(rate.base + rate.perKg * weightKg), expressState: 'charged', weightKg }
}

export const regionOfAddress = (address: { country: string; province: string } | null) =>
  address ? freightRegionOf(address) : null
