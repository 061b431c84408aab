// Profile and security handlers of the member centre (issue 11 item 3): one test per rule of SPEC.md §5 and
// per refusal of the contract. The database is seeded once per file: each test works on its own member or
// puts back what it changed.
import { describe, expect, it } from 'vitest'
import { clock } from '../clock'
import { db } from '../db'
import { MOCK_PASSWORD, MOCK_PAY_PASSWORD } from '../seed'
import { CODE_MESSAGES, CODE_TTL_MS, LOCK_MS, RESEND_COOLDOWN_MS } from '../lib/verify-codes'
import { get, imageBytes, memberOf, postForm, tokenOf, upload } from '../fixtures/payment-fixtures'
import { SECURITY_MESSAGES, maskTarget } from './member-security'

const SEND = '/v3/member/front/memberSecurity/sendCode'
const LOGIN_PWD = '/v3/member/front/memberPassword/editLoginPwd'
const PAY_PWD = '/v3/member/front/memberPassword/editPayPwd'
const RESET_PAY_PWD = '/v3/member/front/memberPassword/resetPayPwd'
const MOBILE = '/v3/member/front/memberPassword/editMobile'
const EMAIL = '/v3/member/front/memberPassword/editEmail'
const UPDATE_INFO = '/v3/member/front/member/updateInfo'

/** The last code the mock sent to `target`, read as a test reads it: from the mock's outbox. */
async function lastCode(target: string): Promise<string> {
  const answer = await get('/v3/mock/front/outbox')
  expect(answer.state).toBe(200)
  const sent = (answer.data as { to: string; code: string | null }[]).find((mail) => mail.to === target)
  return sent!.code!
}

/** Lets the resend pause of the previous code pass (mock clock). */
const afterResendPause = () => clock.setOffsetMs(clock.offsetMs() + RESEND_COOLDOWN_MS)
const LOCKED = CODE_MESSAGES.locked(LOCK_MS / 60_000)

describe('security handlers need a login', () => {
  it.each([SEND, LOGIN_PWD, PAY_PWD, RESET_PAY_PWD, MOBILE, EMAIL, UPDATE_INFO])(
    '%s answers 266',
    async (path) => {
      expect((await postForm(path, {})).state).toBe(266)
    },
  )
})

describe('editLoginPwd', () => {
  it('refuses a new password that breaks a §5 rule with the rule’s Spanish message', async () => {
    const token = await tokenOf('disenador@example.com')
    const cases: [string, string][] = [
      ['Corta#1', 'La contraseña debe tener entre 8 y 30 caracteres'],
      ['SinSimbolo2026', 'La contraseña debe combinar letras, números y símbolos'],
      ['Con espacio#2026', 'La contraseña no puede contener espacios'],
      ['Clave#2026中文', 'La contraseña no puede contener caracteres chinos'],
    ]
    for (const [newPwd, msg] of cases) {
      const answer = await postForm(LOGIN_PWD, { oldPwd: MOCK_PASSWORD, newPwd, confirmPwd: newPwd }, token)
      expect(answer).toMatchObject({ state: 255, msg })
    }
    expect(memberOf('disenador@example.com').password).toBe(MOCK_PASSWORD)
  })

  it('refuses two different new passwords and a new password equal to the current one', async () => {
    const token = await tokenOf('disenador@example.com')
    expect(
      await postForm(
        LOGIN_PWD,
        { oldPwd: MOCK_PASSWORD, newPwd: 'Nueva#2027', confirmPwd: 'Nueva#2028' },
        token,
      ),
    ).toMatchObject({ state: 255, msg: 'Las dos contraseñas no coinciden' })
    expect(
      await postForm(
        LOGIN_PWD,
        { oldPwd: MOCK_PASSWORD, newPwd: MOCK_PASSWORD, confirmPwd: MOCK_PASSWORD },
        token,
      ),
    ).toMatchObject({ state: 255, msg: 'La nueva contraseña debe ser distinta de la actual.' })
  })

  it('refuses a wrong current password and changes nothing', async () => {
    const token = await tokenOf('disenador@example.com')
    const answer = await postForm(
      LOGIN_PWD,
      { oldPwd: 'Otra#20260', newPwd: 'Nueva#2027', confirmPwd: 'Nueva#2027' },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: SECURITY_MESSAGES.wrongCurrent })
    expect(memberOf('disenador@example.com').password).toBe(MOCK_PASSWORD)
  })

  it('changes the password: the old one no longer logs in, the new one does', async () => {
    const token = await tokenOf('disenador@example.com')
    const answer = await postForm(
      LOGIN_PWD,
      { oldPwd: MOCK_PASSWORD, newPwd: 'Nueva#2027', confirmPwd: 'Nueva#2027' },
      token,
    )
    expect(answer.state).toBe(200)
    expect(memberOf('disenador@example.com').password).toBe('Nueva#2027')
    await db.members.update((q) => q.where({ email: 'disenador@example.com' }), {
      data: (m) => void (m.password = MOCK_PASSWORD),
    })
  })
})

describe('editPayPwd', () => {
  it('changes a set pay password only with the current pay password', async () => {
    const token = await tokenOf('personal@example.com')
    expect(
      await postForm(
        PAY_PWD,
        { oldPayPwd: '11112222', payPwd: '12345678', confirmPayPwd: '12345678' },
        token,
      ),
    ).toMatchObject({ state: 255, msg: SECURITY_MESSAGES.wrongCurrent })
    expect(await postForm(PAY_PWD, { payPwd: '12345678', confirmPayPwd: '12345678' }, token)).toMatchObject({
      state: 255,
      msg: 'Introduzca la contraseña de pago',
    })
    expect(
      (
        await postForm(
          PAY_PWD,
          { oldPayPwd: MOCK_PAY_PASSWORD, payPwd: '12345678', confirmPayPwd: '12345678' },
          token,
        )
      ).state,
    ).toBe(200)
    expect(memberOf('personal@example.com').payPassword).toBe('12345678')
  })

  it('refuses a pay password of fewer than 8 digits, letters, or two that differ', async () => {
    const token = await tokenOf('personal@example.com')
    const old = memberOf('personal@example.com').payPassword
    for (const [payPwd, confirmPayPwd, msg] of [
      ['1234567', '1234567', 'La contraseña de pago tiene al menos 8 dígitos'],
      ['abcd1234', 'abcd1234', 'La contraseña de pago tiene al menos 8 dígitos'],
      ['12345678', '87654321', 'Las dos contraseñas no coinciden'],
    ]) {
      const answer = await postForm(
        PAY_PWD,
        { oldPayPwd: old, payPwd: payPwd!, confirmPayPwd: confirmPayPwd! },
        token,
      )
      expect(answer).toMatchObject({ state: 255, msg })
    }
  })

  it('sets a first pay password with the login password', async () => {
    await db.members.update((q) => q.where({ email: 'moroso@example.com' }), {
      data: (m) => void (m.payPassword = ''),
    })
    const token = await tokenOf('moroso@example.com')
    expect((await get('/v3/member/front/member/summary', token)).data.security.hasPayPassword).toBe(false)
    expect(
      await postForm(
        PAY_PWD,
        { loginPwd: 'Mala#20260', payPwd: '55556666', confirmPayPwd: '55556666' },
        token,
      ),
    ).toMatchObject({ state: 255, msg: SECURITY_MESSAGES.wrongCurrent })
    expect(
      (
        await postForm(
          PAY_PWD,
          { loginPwd: MOCK_PASSWORD, payPwd: '55556666', confirmPayPwd: '55556666' },
          token,
        )
      ).state,
    ).toBe(200)
    expect(memberOf('moroso@example.com').payPassword).toBe('55556666')
    expect((await get('/v3/member/front/member/summary', token)).data.security.hasPayPassword).toBe(true)
  })
})

describe('codes and resetPayPwd', () => {
  it('sends the reset code to the member’s own email, shown masked, and reads it back for tests', async () => {
    const token = await tokenOf('comprador@example.com')
    const sent = await postForm(SEND, { purpose: 'payPwdReset', target: 'otro@example.com' }, token)
    expect(sent.state).toBe(200)
    expect(sent.data.target).toBe('c***@example.com')
    const code = await lastCode('comprador@example.com')
    expect(code).toMatch(/^\d{6}$/)
  })

  it('allows one send a minute per purpose', async () => {
    const token = await tokenOf('comprador@example.com')
    const again = await postForm(SEND, { purpose: 'payPwdReset' }, token)
    expect(again.state).toBe(255)
    expect(again.msg).toMatch(/^Espere \d+ s antes de solicitar otro código\.$/)
  })

  it('refuses a wrong code, then locks the address after the sixth wrong try in a row, even for the right code', async () => {
    afterResendPause()
    const token = await tokenOf('comprador@example.com')
    await postForm(SEND, { purpose: 'payPwdReset' }, token)
    const code = await lastCode('comprador@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 1; i <= 5; i++) {
      const answer = await postForm(
        RESET_PAY_PWD,
        { code: wrong, payPwd: '99990000', confirmPayPwd: '99990000' },
        token,
      )
      expect(answer).toMatchObject({ state: 255, msg: CODE_MESSAGES.wrong })
    }
    const sixth = await postForm(
      RESET_PAY_PWD,
      { code: wrong, payPwd: '99990000', confirmPayPwd: '99990000' },
      token,
    )
    expect(sixth).toMatchObject({ state: 255, msg: LOCKED })
    // the right code no longer works either, and no new code can be sent until the lock ends
    const right = await postForm(
      RESET_PAY_PWD,
      { code, payPwd: '99990000', confirmPayPwd: '99990000' },
      token,
    )
    expect(right).toMatchObject({ state: 255, msg: LOCKED })
    afterResendPause()
    expect(await postForm(SEND, { purpose: 'payPwdReset' }, token)).toMatchObject({
      state: 255,
      msg: CODE_MESSAGES.locked(LOCK_MS / 60_000 - 1),
    })
    expect(memberOf('comprador@example.com').payPassword).toBe(MOCK_PAY_PASSWORD)
    clock.setOffsetMs(clock.offsetMs() + LOCK_MS)
  })

  it('refuses an expired code (mock clock)', async () => {
    afterResendPause()
    const token = await tokenOf('comprador@example.com')
    await postForm(SEND, { purpose: 'payPwdReset' }, token)
    const code = await lastCode('comprador@example.com')
    clock.setOffsetMs(clock.offsetMs() + CODE_TTL_MS)
    const answer = await postForm(
      RESET_PAY_PWD,
      { code, payPwd: '99990000', confirmPayPwd: '99990000' },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: CODE_MESSAGES.expired })
  })

  it('refuses a code of the wrong shape with the §5 email code rule before looking at it', async () => {
    const token = await tokenOf('comprador@example.com')
    const answer = await postForm(
      RESET_PAY_PWD,
      { code: '12ab', payPwd: '99990000', confirmPayPwd: '99990000' },
      token,
    )
    expect(answer).toMatchObject({ state: 255, msg: 'El código del correo tiene de 4 a 6 dígitos' })
  })

  it('resets the pay password with the right code, once', async () => {
    afterResendPause()
    const token = await tokenOf('comprador@example.com')
    await postForm(SEND, { purpose: 'payPwdReset' }, token)
    const code = await lastCode('comprador@example.com')
    const body = { code, payPwd: '99990000', confirmPayPwd: '99990000' }
    expect((await postForm(RESET_PAY_PWD, body, token)).state).toBe(200)
    expect(memberOf('comprador@example.com').payPassword).toBe('99990000')
    expect(await postForm(RESET_PAY_PWD, body, token)).toMatchObject({
      state: 255,
      msg: CODE_MESSAGES.missing,
    })
    await db.members.update((q) => q.where({ email: 'comprador@example.com' }), {
      data: (m) => void (m.payPassword = MOCK_PAY_PASSWORD),
    })
  })
})

describe('editMobile', () => {
  it('refuses a mobile that breaks the §5 rule before sending any code', async () => {
    const buyer = await tokenOf('personal@example.com')
    for (const target of ['1381234567a', '12345', '+53 5234 5678']) {
      expect(await postForm(SEND, { purpose: 'mobile', target }, buyer)).toMatchObject({
        state: 255,
        msg: 'Introduzca un teléfono válido: móvil de 11 dígitos o fijo de 6 a 8 dígitos (con prefijo opcional de 4)',
      })
    }
  })

  it('changes the mobile only with the 6-digit SMS code sent to that mobile', async () => {
    const token = await tokenOf('personal@example.com')
    expect((await postForm(SEND, { purpose: 'mobile', target: '13812345678' }, token)).data.target).toBe(
      '138****5678',
    )
    const code = await lastCode('13812345678')
    expect(await postForm(MOBILE, { mobile: '13812345678', code: '12345' }, token)).toMatchObject({
      state: 255,
      msg: 'El código SMS tiene 6 dígitos',
    })
    expect(await postForm(MOBILE, { mobile: '13912345678', code }, token)).toMatchObject({
      state: 255,
      msg: CODE_MESSAGES.missing,
    })
    const changed = await postForm(MOBILE, { mobile: '13812345678', code }, token)
    expect(changed.state).toBe(200)
    expect(changed.data.memberMobile).toBe('13812345678')
  })
})

describe('editEmail', () => {
  it('refuses an email another member uses, and the member’s own', async () => {
    const token = await tokenOf('personal@example.com')
    expect(await postForm(SEND, { purpose: 'email', target: 'Comprador@example.com' }, token)).toMatchObject({
      state: 255,
      msg: SECURITY_MESSAGES.emailTaken,
    })
    expect(await postForm(SEND, { purpose: 'email', target: 'personal@example.com' }, token)).toMatchObject({
      state: 255,
      msg: SECURITY_MESSAGES.sameEmail,
    })
    expect(await postForm(SEND, { purpose: 'email', target: 'no-es-correo' }, token)).toMatchObject({
      state: 255,
      msg: 'Introduzca un correo electrónico válido',
    })
  })

  it('changes the email (the login name) with the code sent to the new address', async () => {
    const buyer = await tokenOf('personal@example.com')
    expect(
      (await postForm(SEND, { purpose: 'email', target: 'nueva.personal@example.com' }, buyer)).state,
    ).toBe(200)
    const code = await lastCode('nueva.personal@example.com')
    const changed = await postForm(EMAIL, { email: 'Nueva.Personal@example.com', code }, buyer)
    expect(changed.state).toBe(200)
    expect(changed.data.memberEmail).toBe('nueva.personal@example.com')
    await db.members.update((q) => q.where({ email: 'nueva.personal@example.com' }), {
      data: (m) => void (m.email = 'personal@example.com'),
    })
  })
})

describe('updateInfo', () => {
  it('refuses a real name outside 2–50 characters', async () => {
    const token = await tokenOf('personal@example.com')
    expect(await postForm(UPDATE_INFO, { memberTrueName: 'A' }, token)).toMatchObject({
      state: 255,
      msg: 'El nombre debe tener entre 2 y 50 caracteres.',
    })
  })

  it('takes only an avatar this member uploaded as avatar, and answers its address', async () => {
    const token = await tokenOf('personal@example.com')
    const proof = await upload(token, imageBytes(2048))
    expect(
      await postForm(UPDATE_INFO, { memberTrueName: 'Ana Martínez', memberAvatar: proof.data.path }, token),
    ).toMatchObject({ state: 255, msg: SECURITY_MESSAGES.badAvatar })
    const avatar = await upload(token, imageBytes(2048, 'jpg'), {
      source: 'avatar',
      name: 'yo.jpg',
      type: 'image/jpeg',
    })
    const changed = await postForm(
      UPDATE_INFO,
      { memberTrueName: 'Ana Martínez', memberAvatar: avatar.data.path },
      token,
    )
    expect(changed.state).toBe(200)
    expect(changed.data).toMatchObject({ memberTrueName: 'Ana Martínez', memberAvatar: avatar.data.url })
  })

  it('refuses a 5 MB avatar and a GIF named .png by content', async () => {
    const token = await tokenOf('personal@example.com')
    expect(await upload(token, imageBytes(5 * 1024 * 1024), { source: 'avatar' })).toMatchObject({
      state: 255,
      msg: 'El archivo supera el tamaño máximo de 4 MB.',
    })
    expect(await upload(token, 'GIF89a-animada', { source: 'avatar', name: 'foto.png' })).toMatchObject({
      state: 255,
      msg: 'Formato de archivo incorrecto',
    })
  })
})

describe('maskTarget', () => {
  it('keeps the first 3 and last 4 digits of a mobile and the first letter of an email', () => {
    expect(maskTarget('13812345678')).toBe('138****5678')
    expect(maskTarget('ana@example.com')).toBe('a***@example.com')
  })
})
