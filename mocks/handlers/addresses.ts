// Delivery addresses (tag `order`; SPEC.md §3 contact info, §5 contact 2–50, address 5–500, mobile rule): the
// member centre's /member/address/list and the checkout change the very same records. A member with addresses
// always has exactly one default.
import type { components } from '../../src/api/schema'
import { addressSchema } from '../../src/schemas/address.schema'
import { clock } from '../clock'
import { db, nextId, type MemberRecord } from '../db'
import { fail, ok } from '../lib/envelope'
import { addressesOf, idsOf } from '../lib/member-records'
import { addressOut } from '../lib/address-view'
import { rawBody, readBody, ruleFailure } from '../lib/request'
import { memberOnly } from '../lib/member-only'
import { http } from './http'

type AddressInput = components['schemas']['AddressInput']

const PATHS = {
  list: '/v3/member/front/memberAddress/list',
  add: '/v3/member/front/memberAddress/add',
  edit: '/v3/member/front/memberAddress/edit',
  del: '/v3/member/front/memberAddress/del',
  changeDefault: '/v3/member/front/memberAddress/changeDefaultAddress',
} as const

export const ADDRESS_MESSAGES = { addressNotFound: 'La dirección no existe.' } as const

async function makeOnlyDefault(member: MemberRecord, addressId: number) {
  for (const row of db.addresses.findMany((q) => q.where({ memberId: member.memberId }))) {
    const isDefault = row.addressId === addressId
    if (row.isDefault !== isDefault)
      await db.addresses.update(row, { data: (record) => void (record.isDefault = isDefault) })
  }
}

type AddressValues = ReturnType<typeof addressSchema.validateSync>

/**
 * Shared rules first: a body that breaks a rule of src/schemas gets the rule's own Spanish message, even where
 * the contract's schema would also refuse it with its generic one (e.g. a 501-character address).
 */
async function readAddress(
  request: Request,
  path: string,
): Promise<
  | { ok: true; values: AddressValues; body: AddressInput & { addressId?: number } }
  | { ok: false; response: Response }
> {
  const raw = await rawBody(request)
  // isDefault is the contract's 0/1 (checked by readBody); the rule reads it as a boolean
  const broken = raw && ruleFailure(() => addressSchema.omit(['isDefault']).validateSync(raw))
  if (broken) return { ok: false, response: fail(broken) }
  const parsed = await readBody<AddressInput & { addressId?: number }>(request, path)
  if (!parsed.ok) return parsed
  return { ok: true, values: addressSchema.validateSync(parsed.body), body: parsed.body }
}

const listOut = (member: MemberRecord) => ok(addressesOf(member).map(addressOut))

export const addressHandlers = [
  http.get(
    PATHS.list,
    memberOnly(({ response, member }) => {
      return response(200).json(listOut(member))
    }),
  ),

  http.post(
    PATHS.add,
    memberOnly(async ({ request, response, member }) => {
      const read = await readAddress(request, PATHS.add)
      if (!read.ok) return read.response
      const { values } = read
      const isFirst = addressesOf(member).length === 0
      const addressId = nextId('addresses', 'addressId')
      await db.addresses.create({
        addressId,
        memberId: member.memberId,
        memberName: values.memberName,
        telMobile: values.telMobile,
        country: values.country,
        province: values.province,
        city: values.city,
        street: values.street,
        detailAddress: values.detailAddress,
        isDefault: isFirst || values.isDefault,
        createdAt: clock.now(),
      })
      if (!isFirst && values.isDefault) await makeOnlyDefault(member, addressId)
      const created = db.addresses.findFirst((q) => q.where({ addressId }))!
      return response(200).json(ok(addressOut(created)))
    }),
  ),

  http.post(
    PATHS.edit,
    memberOnly(async ({ request, response, member }) => {
      const read = await readAddress(request, PATHS.edit)
      if (!read.ok) return read.response
      const { values, body } = read
      const address = db.addresses.findFirst((q) =>
        q.where({ addressId: Number(body.addressId), memberId: member.memberId }),
      )
      if (!address) return fail(ADDRESS_MESSAGES.addressNotFound)
      // a member with addresses always has one default: unticking it on the default changes nothing
      const isDefault = address.isDefault || (body.isDefault !== undefined && values.isDefault)
      await db.addresses.update(address, {
        data(record) {
          record.memberName = values.memberName
          record.telMobile = values.telMobile
          record.country = values.country
          record.province = values.province
          record.city = values.city
          record.street = values.street
          record.detailAddress = values.detailAddress
          record.isDefault = isDefault
        },
      })
      if (isDefault) await makeOnlyDefault(member, address.addressId)
      const edited = db.addresses.findFirst((q) => q.where({ addressId: address.addressId }))!
      return response(200).json(ok(addressOut(edited)))
    }),
  ),

  http.post(
    PATHS.del,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ addressIds: string }>(request, PATHS.del)
      if (!parsed.ok) return parsed.response
      const ids = idsOf(parsed.body.addressIds) ?? []
      const own = addressesOf(member)
      const doomed = own.filter((row) => ids.includes(row.addressId))
      // all or nothing: one id that is not the member's refuses the whole request
      if (doomed.length !== ids.length || ids.length === 0) return fail(ADDRESS_MESSAGES.addressNotFound)
      for (const row of doomed) db.addresses.delete(row)
      const left = addressesOf(member)
      const oldest = [...left].sort((a, b) => a.createdAt - b.createdAt || a.addressId - b.addressId)[0]
      if (oldest && !left.some((row) => row.isDefault)) await makeOnlyDefault(member, oldest.addressId)
      return response(200).json(listOut(member))
    }),
  ),

  http.post(
    PATHS.changeDefault,
    memberOnly(async ({ request, response, member }) => {
      const parsed = await readBody<{ addressId: number | string }>(request, PATHS.changeDefault)
      if (!parsed.ok) return parsed.response
      const addressId = Number(parsed.body.addressId)
      if (!addressesOf(member).some((row) => row.addressId === addressId))
        return fail(ADDRESS_MESSAGES.addressNotFound)
      await makeOnlyDefault(member, addressId)
      return response(200).json(listOut(member))
    }),
  ),
]
