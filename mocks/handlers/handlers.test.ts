// The mock backend behaves like the server: every operation of the contract has a handler, rules hold,
// bad input gets an error envelope. (Every answer here is also validated against the OpenAPI document by
// tests/setup.ts.)
import { describe, expect, it } from 'vitest'
import { spec } from '../lib/contract'
import { db } from '../db'
import { apiHandlers } from '.'
import { MOCK_PASSWORD } from '../seed'

const API = 'http://api.test'

async function post(path: string, body: Record<string, unknown> | FormData | string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  let payload: BodyInit
  if (body instanceof FormData) payload = body
  else if (typeof body === 'string') payload = body
  else if (headers.get('Content-Type') === 'application/json') payload = JSON.stringify(body)
  else {
    headers.set('Content-Type', 'application/x-www-form-urlencoded')
    payload = new URLSearchParams(Object.entries(body).map(([key, value]) => [key, String(value)])).toString()
  }
  const response = await fetch(`${API}${path}`, { method: 'POST', ...init, headers, body: payload })
  return (await response.json()) as { state: number; msg: string; data: any }
}

async function get(path: string, token?: string) {
  const response = await fetch(`${API}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  })
  return (await response.json()) as { state: number; msg: string; data: any }
}

async function captcha() {
  const { data } = await get('/v3/captcha/common/getCaptcha')
  const code = db.captchas.findFirst((q) => q.where({ key: data.key }))?.code ?? ''
  return { key: data.key as string, code, image: data.captcha as string }
}

async function login(email: string, password = MOCK_PASSWORD) {
  const { key, code } = await captcha()
  return post('/v3/frontLogin/front/oauth/token', {
    username: email,
    password,
    verifyCode: code,
    verifyKey: key,
    loginType: 1,
  })
}

async function tokenOf(email: string): Promise<string> {
  const { data } = await login(email)
  return data.access_token as string
}

describe('mock backend', () => {
  it('has a handler for every operation of the OpenAPI document', () => {
    const handled = apiHandlers.map(
      (handler) => `${String(handler.info.method).toLowerCase()} ${String(handler.info.path)}`,
    )
    for (const [path, methods] of Object.entries(spec.paths)) {
      for (const method of Object.keys(methods))
        expect(handled, `${method} ${path}`).toContain(`${method} *${path}`)
    }
  })

  it('draws a captcha PNG and accepts only its code (or the test code 0000)', async () => {
    const { key, code, image } = await captcha()
    expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    expect(code).toMatch(/^[A-Z0-9]{4}$/)
    const wrong = await post('/v3/frontLogin/front/oauth/token', {
      username: 'comprador@example.com',
      password: MOCK_PASSWORD,
      verifyCode: code === 'ABCD' ? 'WXYZ' : 'ABCD',
      verifyKey: key,
      loginType: 1,
    })
    expect(wrong).toMatchObject({ state: 255, msg: 'El código de verificación es incorrecto.' })
    const second = await captcha()
    const testCode = await post('/v3/frontLogin/front/oauth/token', {
      username: 'comprador@example.com',
      password: MOCK_PASSWORD,
      verifyCode: '0000',
      verifyKey: second.key,
      loginType: 1,
    })
    expect(testCode.state).toBe(200)
  })

  it('logs the approved buyer in and answers its member info', async () => {
    const result = await login('comprador@example.com')
    expect(result.state).toBe(200)
    expect(result.data.access_token).toBeTruthy()
    const info = await get('/v3/member/front/member/memberInfo', result.data.access_token)
    expect(info.data).toMatchObject({ memberEmail: 'comprador@example.com', memberType: 3 })
  })

  it.each([
    ['nuevo@example.com', 0],
    ['revision@example.com', 1],
    ['rechazada@example.com', 4],
  ])('answers %s with review status %i and no tokens', async (email, status) => {
    const result = await login(email)
    expect(result.state).toBe(200)
    expect(result.data.dofipayRegisterStatus).toBe(status)
    expect(result.data.access_token).toBeUndefined()
    if (status === 0) expect(result.data.verifyValue).toBeTruthy()
  })

  it('refuses a wrong password and an unknown email with the same message', async () => {
    expect(await login('comprador@example.com', 'Otra#clave1')).toMatchObject({
      state: 255,
      msg: 'El correo electrónico o la contraseña son incorrectos.',
    })
    expect((await login('nadie@example.com')).msg).toBe(
      'El correo electrónico o la contraseña son incorrectos.',
    )
  })

  it('applies the login rules of SPEC.md §5 with the form messages', async () => {
    const { key } = await captcha()
    const base = {
      username: 'comprador@example.com',
      password: MOCK_PASSWORD,
      verifyCode: '0000',
      verifyKey: key,
      loginType: 1,
    }
    expect((await post('/v3/frontLogin/front/oauth/token', { ...base, password: 'x'.repeat(31) })).msg).toBe(
      'La contraseña debe tener entre 8 y 30 caracteres',
    )
    expect((await post('/v3/frontLogin/front/oauth/token', { ...base, username: 'no-es-correo' })).msg).toBe(
      'Introduzca un correo electrónico válido',
    )
  })

  it('answers a body that breaks the contract with an error envelope, not a crash', async () => {
    const token = await tokenOf('comprador@example.com')
    const auth = { Authorization: `Bearer ${token}` }
    expect(
      await post('/v3/business/front/cart/add', { productId: 'abc', number: 1 }, { headers: auth }),
    ).toMatchObject({
      state: 255,
      msg: 'Solicitud no válida: el campo «productId» tiene un tipo no válido.',
    })
    expect(await post('/v3/business/front/cart/add', { number: 1 }, { headers: auth })).toMatchObject({
      msg: 'Solicitud no válida: el campo «productId» es obligatorio.',
    })
    expect(
      await post('/v3/member/front/login/wechat/login', '{"code": ', {
        headers: { 'Content-Type': 'application/json' },
      }),
    ).toMatchObject({ state: 255, msg: 'Solicitud no válida: el cuerpo no se puede leer.' })
    expect(
      await post('/v3/business/front/cart/add', '{}', { headers: { ...auth, 'Content-Type': 'text/plain' } }),
    ).toMatchObject({ state: 255, msg: 'Solicitud no válida: tipo de contenido no admitido.' })
  })

  it('answers 266 to member calls without a valid bearer token', async () => {
    expect((await get('/v3/member/front/member/memberInfo')).state).toBe(266)
    expect((await get('/v3/business/front/cart/cartList', 'forged')).state).toBe(266)
  })

  it('keeps the cart per member and enforces minimum order multiples and stock', async () => {
    const token = await tokenOf('personal@example.com')
    const auth = { Authorization: `Bearer ${token}` }
    const goods = db.goods.findFirst((q) =>
      q.where({ state: 1, stockType: 'inStock', minBuyNum: (n) => n >= 5, purchaseLimit: 0 }),
    )!
    const product = db.products.findFirst((q) =>
      q.where({ goodsId: goods.goodsId, stock: (s) => s >= goods.minBuyNum * 3 }),
    )!
    expect(
      (
        await post(
          '/v3/business/front/cart/add',
          { productId: product.productId, number: goods.minBuyNum + 1 },
          { headers: auth },
        )
      ).msg,
    ).toBe(`La cantidad debe ser múltiplo del pedido mínimo (${goods.minBuyNum})`)
    expect(
      (
        await post(
          '/v3/business/front/cart/add',
          { productId: product.productId, number: goods.minBuyNum },
          { headers: auth },
        )
      ).state,
    ).toBe(200)
    expect(
      (
        await post(
          '/v3/business/front/cart/add',
          { productId: product.productId, number: goods.minBuyNum },
          { headers: auth },
        )
      ).state,
    ).toBe(200)
    const cart = await get('/v3/business/front/cart/cartList', token)
    const line = cart.data.storeCartGroupList
      .flatMap((group: { storeGoodsList: { productId: number; buyNum: number }[] }) => group.storeGoodsList)
      .find((item: { productId: number }) => item.productId === product.productId)
    expect(line.buyNum).toBe(goods.minBuyNum * 2)
    const tooMany = Math.ceil((product.stock + 1) / goods.minBuyNum) * goods.minBuyNum
    if (tooMany <= 99_999) {
      expect(
        (
          await post(
            '/v3/business/front/cart/add',
            { productId: product.productId, number: tooMany },
            { headers: auth },
          )
        ).msg,
      ).toBe('Cantidad superior al stock disponible.')
    }
    const other = await get('/v3/business/front/cart/cartList', await tokenOf('disenador@example.com'))
    expect(JSON.stringify(other.data)).not.toContain(`"productId":${product.productId},`)
  })

  it('refuses off-shelf and out-of-stock products', async () => {
    const token = await tokenOf('personal@example.com')
    const auth = { Authorization: `Bearer ${token}` }
    const offShelf = db.goods.findFirst((q) => q.where({ state: 0 }))!
    const offProduct = db.products.findFirst((q) => q.where({ goodsId: offShelf.goodsId }))!
    expect(
      (
        await post(
          '/v3/business/front/cart/add',
          { productId: offProduct.productId, number: offShelf.minBuyNum },
          { headers: auth },
        )
      ).msg,
    ).toBe('El producto ha sido retirado de la venta.')
    const empty = db.products.findFirst((q) => q.where({ stock: 0 }))!
    const emptyGoods = db.goods.findFirst((q) => q.where({ goodsId: empty.goodsId }))!
    const answer = await post(
      '/v3/business/front/cart/add',
      { productId: empty.productId, number: emptyGoods.minBuyNum },
      { headers: auth },
    )
    expect(answer.state).toBe(255)
  })

  it('enforces the monthly sample quota', async () => {
    const token = await tokenOf('disenador@example.com')
    const auth = { Authorization: `Bearer ${token}` }
    const before = await get('/v3/business/front/sampleCart/cartList', token)
    expect(before.data.quota.remainingCount).toBe(before.data.quota.monthlyCount)
    const cheap = db.products
      .findMany((q) => q.where({ stock: (s) => s > 10, price: (p) => p < 5 }))
      .filter((product) => db.goods.findFirst((q) => q.where({ goodsId: product.goodsId, state: 1 })))
    let refused: { state: number; msg: string } | null = null
    for (const product of cheap.slice(0, before.data.quota.monthlyCount + 1)) {
      const answer = await post(
        '/v3/business/front/sampleCart/add',
        { productId: product.productId, number: 1 },
        { headers: auth },
      )
      if (answer.state !== 200) {
        refused = answer
        break
      }
    }
    expect(refused?.msg).toMatch(/límite mensual de muestras|importe mensual de muestras/)
  })

  it('serves settings in the order asked and a three-level category tree', async () => {
    const settings = await get(
      '/v3/system/front/setting/getSettings?names=basic_site_name,main_admin_top_logo',
    )
    expect(settings.data[0]).toBe('Mercado Mayorista China–Cuba')
    const tree = await get('/v3/goods/front/goods/category/topCategory')
    expect(tree.data[0].grade).toBe(1)
    expect(tree.data[0].children[0].children[0].grade).toBe(3)
  })

  it('records behaviour and refuses an undecodable record', async () => {
    const u = btoa(JSON.stringify({ behaviorType: 'pv', uuid: 'device-1', location: '/index' }))
    expect((await post('/v3/statistics/front/member/behavior/save', { u })).state).toBe(200)
    expect((await post('/v3/statistics/front/member/behavior/save', { u: 'not-base64!' })).state).toBe(255)
  })

  it('moves the mock clock and resets the database', async () => {
    const moved = await post(
      '/v3/mock/front/clock/advance',
      { hours: 24 },
      { headers: { 'Content-Type': 'application/json' } },
    )
    expect(moved.data.offsetHours).toBe(24)
    expect(
      (
        await post(
          '/v3/mock/front/clock/advance',
          { hours: -1 },
          { headers: { 'Content-Type': 'application/json' } },
        )
      ).state,
    ).toBe(255)
    const reset = await post('/v3/mock/front/reset', {}, { headers: { 'Content-Type': 'application/json' } })
    expect(reset.data.offsetHours).toBe(0)
  })
})
