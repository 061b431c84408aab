// Registration, codes, replenish, recovery, mobile binding and the account review of the mock (issue 11):
// one test per rule, through the HTTP API only.
import { beforeEach, describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { verifyValueOf } from '../lib/auth'
import { MAX_FAILURES } from '../lib/verify-codes'
import { resetDatabase } from '../persistence'
import { MOCK_PASSWORD } from '../seed'
import { ACCOUNT_MESSAGES } from './account'

beforeEach(async () => {
  await resetDatabase()
  clock.reset()
})

const API = 'http://api.test'
const NEW_PASSWORD = 'Nueva#2026x'

type Answer = { state: number; msg: string; data: any }

async function post(path: string, body: Record<string, string>, json = false): Promise<Answer> {
  const response = await fetch(`${API}${path}`, {
    method: 'POST',
    // registration takes an Idempotency-Key (issue 26 item 2); the other calls ignore it
    headers: {
      'Content-Type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      'Idempotency-Key': crypto.randomUUID(),
    },
    body: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  })
  return (await response.json()) as Answer
}

async function get(path: string): Promise<Answer> {
  return (await (await fetch(`${API}${path}`)).json()) as Answer
}

const sendCode = (scene: string, to: Record<string, string>) =>
  post('/v3/msg/front/commons/sendVerifyCode', { scene, ...to })

/** The code the outbox holds for an address (the mock's only way out). */
function lastCode(to: string): string {
  const mail = db.outbox
    .findMany((q) => q.where({ to }))
    .filter((record) => record.code)
    .sort((a, b) => b.mailId - a.mailId)[0]
  if (!mail?.code) throw new Error(`no code sent to ${to}`)
  return mail.code
}

function wrong(code: string): string {
  return code === '000000' ? '111111' : '000000'
}

const registration = (email: string, emailCode: string) => ({
  memberType: '1',
  email,
  emailCode,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  memberName: 'cliente_nuevo_01',
  agreement: 'true',
})

async function login(email: string, password: string): Promise<Answer> {
  const captcha = await get('/v3/captcha/common/getCaptcha')
  return post('/v3/frontLogin/front/oauth/token', {
    username: email,
    password,
    verifyCode: '0000',
    verifyKey: captcha.data.key,
    loginType: '1',
  })
}

describe('sendVerifyCode', () => {
  it('sends a 6-digit email code into the outbox and refuses another within the cooldown', async () => {
    const first = await sendCode('register', { email: 'Alta@Example.com' })
    expect(first.state).toBe(200)
    expect(first.data).toEqual({ cooldownSeconds: 60, expiresInSeconds: 600 })
    expect(lastCode('alta@example.com')).toMatch(/^\d{6}$/)
    expect((await sendCode('register', { email: 'alta@example.com' })).msg).toMatch(
      /^Espere \d+ s antes de solicitar otro código\.$/,
    )
    clock.advanceHours(1 / 60)
    expect((await sendCode('register', { email: 'alta@example.com' })).state).toBe(200)
  })

  it('refuses a registered email for registration and an unknown one for recovery (§8 not registered)', async () => {
    expect((await sendCode('register', { email: 'comprador@example.com' })).msg).toBe(
      ACCOUNT_MESSAGES.emailTaken,
    )
    expect((await sendCode('resetPassword', { email: 'nadie@example.com' })).msg).toBe(
      ACCOUNT_MESSAGES.emailUnknown,
    )
  })

  it('cannot deliver to the reserved .invalid domain (§8 email cannot receive code)', async () => {
    const answer = await sendCode('register', { email: 'alguien@correo.invalid' })
    expect(answer).toMatchObject({ state: 255, msg: ACCOUNT_MESSAGES.emailUnreachable })
    expect(db.outbox.count()).toBe(0)
  })

  it('sends an SMS code for mobile binding, checked by the mobile rule', async () => {
    expect((await sendCode('bindMobile', { mobile: '12345' })).state).toBe(255)
    expect((await sendCode('bindMobile', { mobile: '13800138000' })).state).toBe(200)
    expect(db.outbox.findFirst((q) => q.where({ to: '13800138000' }))?.channel).toBe('sms')
  })
})

describe('frontLogin/oauth/register', () => {
  it('creates an account under review that logs in to the in-review answer', async () => {
    await sendCode('register', { email: 'alta@example.com' })
    const answer = await post(
      '/v3/frontLogin/front/oauth/register',
      registration('alta@example.com', lastCode('alta@example.com')),
    )
    expect(answer).toMatchObject({
      state: 200,
      data: { memberEmail: 'alta@example.com', dofipayRegisterStatus: 1 },
    })
    expect((await login('alta@example.com', NEW_PASSWORD)).data).toMatchObject({ dofipayRegisterStatus: 1 })
    expect(db.outbox.findMany((q) => q.where({ to: 'alta@example.com' })).map((m) => m.subject)).toContain(
      'Hemos recibido su registro',
    )
  })

  it('replays its first answer to a retry with the same Idempotency-Key, after a lost answer (issue 26)', async () => {
    await sendCode('register', { email: 'reintento@example.com' })
    const body = new URLSearchParams(registration('reintento@example.com', lastCode('reintento@example.com')))
    const send = async (key: string) =>
      (await (
        await fetch(`${API}/v3/frontLogin/front/oauth/register`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Idempotency-Key': key },
          body: body.toString(),
        })
      ).json()) as Answer
    const key = crypto.randomUUID()
    const first = await send(key)
    expect(first).toMatchObject({ state: 200, data: { memberEmail: 'reintento@example.com' } })
    expect(await send(key)).toEqual(first)
    expect(db.members.findMany((q) => q.where({ email: 'reintento@example.com' }))).toHaveLength(1)
    // another attempt (another key) is the second registration of the address
    expect((await send(crypto.randomUUID())).msg).toBe(ACCOUNT_MESSAGES.emailTaken)
  })

  it('refuses a reused email and a reused member name', async () => {
    expect(
      (await post('/v3/frontLogin/front/oauth/register', registration('personal@example.com', '123456'))).msg,
    ).toBe(ACCOUNT_MESSAGES.emailTaken)
    await sendCode('register', { email: 'alta@example.com' })
    const taken = {
      ...registration('alta@example.com', lastCode('alta@example.com')),
      memberName: 'comprador_cubaimport',
    }
    expect((await post('/v3/frontLogin/front/oauth/register', taken)).msg).toBe(ACCOUNT_MESSAGES.nameTaken)
  })

  it('answers each §5 rule with the form’s Spanish message', async () => {
    const base = registration('alta@example.com', '123456')
    const cases: [Record<string, string>, string][] = [
      [{ password: 'Abc#1234 x', confirmPassword: 'Abc#1234 x' }, 'La contraseña no puede contener espacios'],
      [
        { password: 'Abc#1234中', confirmPassword: 'Abc#1234中' },
        'La contraseña no puede contener caracteres chinos',
      ],
      [
        { password: 'abcd1234', confirmPassword: 'abcd1234' },
        'La contraseña debe combinar letras, números y símbolos',
      ],
      [{ confirmPassword: 'Otra#2026x' }, 'Las dos contraseñas no coinciden'],
      // longer than the contract's transport bound (60): the rule's words, not "demasiado largo"
      [
        { password: `Abc#1234${'a1#'.repeat(18)}`, confirmPassword: `Abc#1234${'a1#'.repeat(18)}` },
        'La contraseña debe tener entre 8 y 30 caracteres',
      ],
      [{ memberName: '12345678' }, 'El nombre de miembro no puede tener solo números'],
      [{ emailCode: '12' }, 'El código del correo tiene de 4 a 6 dígitos'],
      [{ agreement: 'false' }, 'Debe aceptar el Acuerdo de usuario y la Política de privacidad'],
    ]
    for (const [change, msg] of cases) {
      expect((await post('/v3/frontLogin/front/oauth/register', { ...base, ...change })).msg).toBe(msg)
    }
  })

  it('refuses a wrong, a missing and an expired code', async () => {
    const path = '/v3/frontLogin/front/oauth/register'
    expect((await post(path, registration('alta@example.com', '123456'))).msg).toBe(
      'Solicite primero un código de verificación.',
    )
    await sendCode('register', { email: 'alta@example.com' })
    const code = lastCode('alta@example.com')
    expect((await post(path, registration('alta@example.com', wrong(code)))).msg).toBe(
      'El código de verificación es incorrecto.',
    )
    clock.advanceHours(11 / 60)
    expect((await post(path, registration('alta@example.com', code))).msg).toBe(
      'El código de verificación ha caducado. Solicite uno nuevo.',
    )
  })

  it('locks the address for 15 minutes after six wrong codes in a row, even with a new code', async () => {
    const path = '/v3/frontLogin/front/oauth/register'
    await sendCode('register', { email: 'alta@example.com' })
    const code = lastCode('alta@example.com')
    const answers: string[] = []
    for (let i = 0; i < MAX_FAILURES; i += 1)
      answers.push((await post(path, registration('alta@example.com', wrong(code)))).msg)
    expect(answers.slice(0, 5).every((msg) => msg === 'El código de verificación es incorrecto.')).toBe(true)
    expect(answers[5]).toBe('Demasiados intentos fallidos. Vuelva a intentarlo dentro de 15 minutos.')
    expect((await post(path, registration('alta@example.com', code))).msg).toMatch(/^Demasiados intentos/)
    clock.advanceHours(2 / 60)
    expect((await sendCode('register', { email: 'alta@example.com' })).msg).toMatch(/^Demasiados intentos/)
    clock.advanceHours(14 / 60)
    expect((await sendCode('register', { email: 'alta@example.com' })).state).toBe(200)
    const fresh = lastCode('alta@example.com')
    expect((await post(path, registration('alta@example.com', fresh))).state).toBe(200)
  })
})

describe('mock account review', () => {
  it('approves an account: status 2, an email and a system notice; a second decision is refused', async () => {
    const revision = db.members.findFirst((q) => q.where({ email: 'revision@example.com' }))!
    const list = await get('/v3/mock/front/members/review')
    expect(list.data.map((row: { email: string }) => row.email)).toContain('revision@example.com')
    const act = (decision: string) =>
      post('/v3/mock/front/members/review/act', { memberId: revision.memberId, decision } as never, true)
    expect((await act('approve')).state).toBe(200)
    expect((await login('revision@example.com', MOCK_PASSWORD)).data.access_token).toBeTruthy()
    const outbox = await get('/v3/mock/front/outbox')
    expect(outbox.data[0]).toMatchObject({
      to: 'revision@example.com',
      subject: 'Su cuenta ha sido aprobada',
    })
    expect(db.memberMessages.findFirst((q) => q.where({ memberId: revision.memberId }))).toMatchObject({
      type: 'system',
      titleKey: 'msg.system.accountApproved.title',
      isRead: false,
    })
    expect((await act('reject')).msg).toBe('Esta cuenta no está en revisión.')
  })

  it('rejects an account: the next login shows the rejected status', async () => {
    const revision = db.members.findFirst((q) => q.where({ email: 'revision@example.com' }))!
    await post(
      '/v3/mock/front/members/review/act',
      { memberId: revision.memberId, decision: 'reject' } as never,
      true,
    )
    expect((await login('revision@example.com', MOCK_PASSWORD)).data.dofipayRegisterStatus).toBe(4)
    expect(db.memberMessages.findFirst((q) => q.where({ memberId: revision.memberId }))?.titleKey).toBe(
      'msg.system.accountRejected.title',
    )
  })
})

describe('frontLogin/oauth/replenish', () => {
  const nuevo = () => db.members.findFirst((q) => q.where({ email: 'nuevo@example.com' }))!
  const personal = () => ({
    verify: verifyValueOf(nuevo()),
    email: 'nuevo@example.com',
    memberType: '1',
    memberTrueName: 'Yanelis Castro Ruiz',
    nationalId: '11010519491231002X',
    mobile: '13800138000',
  })

  it('sends the account to review with the login’s verify value', async () => {
    const login0 = await login('nuevo@example.com', MOCK_PASSWORD)
    const answer = await post('/v3/frontLogin/front/oauth/replenish', {
      ...personal(),
      verify: login0.data.verifyValue,
    })
    expect(answer).toMatchObject({ state: 200, data: { dofipayRegisterStatus: 1 } })
    expect(nuevo()).toMatchObject({ nationalId: '11010519491231002X', mobile: '13800138000' })
    expect((await login('nuevo@example.com', MOCK_PASSWORD)).data.dofipayRegisterStatus).toBe(1)
    expect((await post('/v3/frontLogin/front/oauth/replenish', personal())).msg).toBe(
      ACCOUNT_MESSAGES.notReplenishing,
    )
  })

  it('refuses a forged verify value and each rule of the member type', async () => {
    const path = '/v3/frontLogin/front/oauth/replenish'
    expect((await post(path, { ...personal(), verify: 'verify-1-1' })).msg).toBe(
      ACCOUNT_MESSAGES.verifyInvalid,
    )
    expect((await post(path, { ...personal(), nationalId: '1234567890123456' })).msg).toBe(
      'El documento de identidad tiene 18 o 15 dígitos',
    )
    expect((await post(path, { ...personal(), mobile: '2345' })).msg).toMatch(
      /^Introduzca un teléfono válido/,
    )
    const company = { ...personal(), memberType: '3', companyName: 'Importadora Sol S.A.', contactName: '' }
    expect((await post(path, company)).msg).toBe('Introduzca la persona de contacto')
  })
})

describe('memberPassword/resetLoginPwd', () => {
  it('sets the new password; the old one stops working and open sessions end', async () => {
    const before = await login('personal@example.com', MOCK_PASSWORD)
    await sendCode('resetPassword', { email: 'personal@example.com' })
    const body = {
      email: 'personal@example.com',
      emailCode: lastCode('personal@example.com'),
      loginPwd: NEW_PASSWORD,
      confirmLoginPwd: NEW_PASSWORD,
    }
    expect((await post('/v3/member/front/memberPassword/resetLoginPwd', body)).state).toBe(200)
    expect((await login('personal@example.com', MOCK_PASSWORD)).msg).toBe(
      'El correo electrónico o la contraseña son incorrectos.',
    )
    expect((await login('personal@example.com', NEW_PASSWORD)).data.access_token).toBeTruthy()
    expect(db.sessions.findFirst((q) => q.where({ accessToken: before.data.access_token }))).toBeFalsy()
  })

  it('refuses an email that is not registered', async () => {
    const body = {
      email: 'nadie@example.com',
      emailCode: '123456',
      loginPwd: NEW_PASSWORD,
      confirmLoginPwd: NEW_PASSWORD,
    }
    expect((await post('/v3/member/front/memberPassword/resetLoginPwd', body)).msg).toBe(
      ACCOUNT_MESSAGES.emailUnknown,
    )
  })
})

describe('login/wechat/bindMobile', () => {
  it('binds the external account to the member owning the mobile (by digits) and logs in; next time directly', async () => {
    await sendCode('bindMobile', { mobile: '52345678' })
    const body = { code: 'bind-abc', mobile: '52345678', smsCode: lastCode('52345678') }
    const answer = await post('/v3/member/front/login/wechat/bindMobile', body)
    expect(answer.data.access_token).toBeTruthy()
    const again = await post(
      '/v3/member/front/login/wechat/login',
      { code: 'bind-abc', source: 4 } as never,
      true,
    )
    expect(again.data.access_token).toBeTruthy()
  })

  it('refuses a mobile no account owns and a link that is not a binding link', async () => {
    await sendCode('bindMobile', { mobile: '13800138000' })
    const body = { code: 'bind-abc', mobile: '13800138000', smsCode: lastCode('13800138000') }
    expect((await post('/v3/member/front/login/wechat/bindMobile', { ...body, code: 'x' })).msg).toBe(
      ACCOUNT_MESSAGES.bindLinkInvalid,
    )
    expect((await post('/v3/member/front/login/wechat/bindMobile', body)).msg).toBe(
      ACCOUNT_MESSAGES.mobileUnknown,
    )
  })
})
