// A leaf module (issue 25 item 6): a delivery address as the API writes it, for the address book, checkout,
// freight and the points mall alike, without their importing the order views.
import type { components } from '../../src/api/schema'
import type { AddressRecord } from '../db'

type Address = components['schemas']['Address']

export function addressOut(address: Omit<AddressRecord, 'memberId' | 'createdAt'>): Address {
  return {
    addressId: address.addressId,
    memberName: address.memberName,
    telMobile: address.telMobile,
    country: address.country,
    province: address.province,
    city: address.city,
    street: address.street,
    detailAddress: address.detailAddress,
    addressAll: [address.country, address.province, address.city, address.street].filter(Boolean).join(', '),
    isDefault: address.isDefault,
  }
}
