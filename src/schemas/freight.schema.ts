// Freight regions and the ship-to rules (issue 16 items 3 and 6), shared by the forms and the mock backend:
// every delivery address falls in one freight region, read from its country and province (Cuba by its three
// zones from the Mariel port, the rest of Latin America as one). The rates of each region are the mock's
// (mocks/lib/freight.ts); what the forms need is the region, to hold the rule of a paid order: its freight was
// paid, so its address may only move within the same region (the freight cannot change after payment).
import { number, object } from 'yup'
import { allowsAddress, freightMessages, type AddressChangeRules } from './freight-rules'

export * from './freight-rules'

/** "Cambiar dirección" of an order (orderOperate/updateAddress): an address of the buyer, in the region if paid. */
export const addressChangeSchema = (rules: AddressChangeRules) =>
  object({
    addressId: number()
      .required(freightMessages.addressRequired.id)
      .typeError(freightMessages.addressRequired.id)
      .test('known', freightMessages.addressRequired.id, (id) =>
        rules.addresses.some((address) => address.addressId === id),
      )
      .test('region', freightMessages.sameRegionWhenPaid.id, (id) => {
        const address = rules.addresses.find((candidate) => candidate.addressId === id)
        return !address || allowsAddress(rules, address)
      }),
  })
