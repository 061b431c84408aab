import { describe, expect, it, vi } from 'vitest'
import { logout } from './auth'
import { LOGOUT_REMOVED_KEYS, session, STORAGE_KEYS, type MemberInfo } from './session'

const member: MemberInfo = {
  memberId: 42,
  memberName: 'comprador_prueba',
  memberEmail: 'a@b.co',
  memberType: 3,
}

describe('client state (SPEC.md §3, §4)', () => {
  it('sets loginFlag and hands on the memberId when member info has a memberId', () => {
    const handedOn = vi.fn()
    const stop = session.onMemberId(handedOn)
    session.setMemberInfo(member)
    stop()
    expect(session.getSnapshot().loginFlag).toBe(true)
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? 'null')).toEqual(member)
    expect(localStorage.getItem('loginFlag')).toBe('true')
    expect(handedOn).toHaveBeenCalledWith(42)
  })

  it('keeps loginFlag false for member info without a memberId', () => {
    session.setMemberInfo({})
    expect(session.getSnapshot().loginFlag).toBe(false)
    expect(localStorage.getItem('loginFlag')).toBe('false')
  })

  it('logout removes exactly the items of §4 and hands on memberId 0', () => {
    session.setMemberInfo(member)
    session.setTokens({ accessToken: 'a', refreshToken: 'r' })
    session.setCartListData({
      storeCartGroupList: [],
      invalidList: [],
      availableCartNum: 0,
      checkedAll: false,
      totalAmount: 0,
      totalCheck: 0,
    })
    session.setChatBaseInfo({
      storeId: 1,
      storeName: 'Tienda',
      vendorAvatar: '',
      showData: null,
      source: 'goods',
    })
    session.setAddressId(3)
    session.setConfigInfo({ basic_site_name: 'Sitio', main_admin_top_logo: '/logo.svg' })
    const handedOn = vi.fn()
    const stop = session.onMemberId(handedOn)
    logout()
    stop()
    for (const key of LOGOUT_REMOVED_KEYS) expect(localStorage.getItem(key), key).toBeNull()
    expect(localStorage.getItem(STORAGE_KEYS.configInfo)).not.toBeNull()
    expect(handedOn).toHaveBeenCalledWith(0)
    const state = session.getSnapshot()
    expect(state.loginFlag).toBe(false)
    expect(state.memberInfo).toEqual({})
    expect(state.cartListData).toEqual({})
    expect(state.sampleListData).toEqual({})
    expect(state.chatBaseInfo).toEqual({})
  })

  it('stores an empty object when cart or sample data is set to nothing', () => {
    session.setCartListData(null)
    session.setSampleListData(undefined)
    expect(localStorage.getItem('cartListData')).toBe('{}')
    expect(localStorage.getItem('sampleListData')).toBe('{}')
  })

  it('replaces and persists member info on an invoice update', () => {
    session.setMemberInfo(member)
    session.updateInvoice({ ...member, invoiceTitle: 'Importadora Caribe S.A.' })
    expect(JSON.parse(localStorage.getItem('memberInfo') ?? '{}').invoiceTitle).toBe(
      'Importadora Caribe S.A.',
    )
  })

  it('discards malformed JSON and tampered values instead of crashing', () => {
    localStorage.setItem('memberInfo', '{not json')
    localStorage.setItem('loginFlag', 'true')
    localStorage.setItem('cartListData', '"a string"')
    localStorage.setItem('contrastList', JSON.stringify([1, 2, 3, 4, 5, 6]))
    session.reload()
    const state = session.getSnapshot()
    expect(state.loginFlag).toBe(false)
    expect(state.memberInfo).toEqual({})
    expect(state.cartListData).toEqual({})
    expect(state.contrastList).toEqual([])
    expect(localStorage.getItem('memberInfo')).toBeNull()
  })

  it('does not trust a tampered memberInfo whose memberId is not a positive integer', () => {
    localStorage.setItem('memberInfo', JSON.stringify({ ...member, memberId: '42 OR 1=1' }))
    localStorage.setItem('loginFlag', 'true')
    session.reload()
    expect(session.getSnapshot().loginFlag).toBe(false)
  })
})
