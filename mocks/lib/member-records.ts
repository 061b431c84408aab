// The member's own address book and invoice records (SPEC.md §3 contact info and invoice), default first. Read by
// the member-centre handlers that change them and by the checkout that offers them: the very same records.
import { db, type MemberRecord } from '../db'

const defaultFirst =
  <T extends { isDefault: boolean }>(id: (row: T) => number) =>
  (a: T, b: T) =>
    Number(b.isDefault) - Number(a.isDefault) || id(a) - id(b)

export const addressesOf = (member: MemberRecord) =>
  db.addresses
    .findMany((q) => q.where({ memberId: member.memberId }))
    .sort(defaultFirst((row) => row.addressId))

export const invoicesOf = (member: MemberRecord) =>
  db.invoices
    .findMany((q) => q.where({ memberId: member.memberId }))
    .sort(defaultFirst((row) => row.invoiceId))

export const invoiceAddressesOf = (member: MemberRecord) =>
  db.invoiceAddresses
    .findMany((q) => q.where({ memberId: member.memberId }))
    .sort(defaultFirst((row) => row.invoiceAddressId))

/** The ids of a `…Ids` form field ("3,5"), or null when one is not a positive integer. */
export function idsOf(csv: string): number[] | null {
  const ids = csv.split(',').map(Number)
  return ids.every((id) => Number.isInteger(id) && id > 0) ? [...new Set(ids)] : null
}
