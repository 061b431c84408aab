// Property tests of the pay password and password rules (issue 11 item 3; SPEC.md §5): valid and invalid
// generators, run against the form's rule set and against the mock handler that uses the same set.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { get, postForm, tokenOf } from '../../mocks/fixtures/payment-fixtures'
import { MOCK_PASSWORD } from '../../mocks/seed'
import { SECURITY_MESSAGES } from '../../mocks/handlers/member-security'
import { t } from '../../mocks/lib/i18n'
import { loginPasswordChangeSchema, payPasswordChangeSchema } from './member-security.schema'

const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`))
const validPay = digits(8, 20)
const invalidPay = fc.oneof(
  digits(1, 7),
  digits(21, 30),
  fc
    .tuple(digits(4, 10), fc.constantFrom('a', 'Z', '#', ' ', '中', '.'), digits(4, 10))
    .map(([a, x, b]) => a + x + b),
)

const letters = fc.stringMatching(/^[A-Za-z]{1,10}$/)
const numbers = fc.stringMatching(/^[0-9]{1,10}$/)
const symbols = fc.stringMatching(/^[!#$%&*+\-.:;=?@_~]{1,5}$/)
/** 8–30 characters with letters, digits and symbols, no space, no Chinese character. */
const validNew = fc
  .tuple(letters, numbers, symbols)
  .map(([a, b, c]) => a + b + c)
  .filter((value) => value.length >= 8 && value.length <= 30 && value !== MOCK_PASSWORD)
const invalidNew = fc.oneof(
  validNew.map((value) => value.slice(0, 7)),
  validNew.map((value) => `${value} x`),
  validNew.map((value) => `${value}中`),
  fc.tuple(letters, numbers).map(([a, b]) => `${a}${b}`.padEnd(8, 'x')),
  validNew.map((value) => value.padEnd(31, 'a')),
)

const firstError = (schema: { validateSync(value: unknown): unknown }, value: unknown) => {
  try {
    schema.validateSync(value)
    return null
  } catch (error) {
    return t((error as Error).message)
  }
}

describe('pay password rule (at least 8 digits)', () => {
  const schema = payPasswordChangeSchema(true)

  it('accepts 8 or more digits typed twice', () => {
    fc.assert(
      fc.property(validPay, (pay) => {
        expect(schema.isValidSync({ oldPayPwd: '20262026', payPwd: pay, confirmPayPwd: pay })).toBe(true)
      }),
    )
  })

  it('refuses fewer than 8 digits, more than 20, or anything that is not a digit', () => {
    fc.assert(
      fc.property(invalidPay, (pay) => {
        expect(schema.isValidSync({ oldPayPwd: '20262026', payPwd: pay, confirmPayPwd: pay })).toBe(false)
      }),
    )
  })

  it('the mock answers what the form says: the rule’s message, or (rules passed) the current password check', async () => {
    const token = await tokenOf('disenador@example.com')
    await fc.assert(
      fc.asyncProperty(fc.oneof(validPay, invalidPay), async (pay) => {
        const body = { oldPayPwd: '11112222', payPwd: pay, confirmPayPwd: pay }
        const answer = await postForm('/v3/member/front/memberPassword/editPayPwd', body, token)
        expect(answer.state).toBe(255)
        expect(answer.msg).toBe(firstError(schema, body) ?? SECURITY_MESSAGES.wrongCurrent)
      }),
      { numRuns: 30 },
    )
  })
})

describe('new login password rule (8–30, letters + digits + symbols, no spaces, no Chinese)', () => {
  it('accepts every valid new password typed twice', () => {
    fc.assert(
      fc.property(validNew, (pwd) => {
        expect(
          loginPasswordChangeSchema.isValidSync({ oldPwd: MOCK_PASSWORD, newPwd: pwd, confirmPwd: pwd }),
        ).toBe(true)
      }),
    )
  })

  it('refuses every invalid class', () => {
    fc.assert(
      fc.property(invalidNew, (pwd) => {
        expect(
          loginPasswordChangeSchema.isValidSync({ oldPwd: MOCK_PASSWORD, newPwd: pwd, confirmPwd: pwd }),
        ).toBe(false)
      }),
    )
  })

  it('the mock answers what the form says, and changes nothing without the current password', async () => {
    const token = await tokenOf('disenador@example.com')
    await fc.assert(
      fc.asyncProperty(fc.oneof(validNew, invalidNew), async (pwd) => {
        const body = { oldPwd: 'Equivocada#1', newPwd: pwd, confirmPwd: pwd }
        const answer = await postForm('/v3/member/front/memberPassword/editLoginPwd', body, token)
        expect(answer.state).toBe(255)
        expect(answer.msg).toBe(firstError(loginPasswordChangeSchema, body) ?? SECURITY_MESSAGES.wrongCurrent)
      }),
      { numRuns: 30 },
    )
    expect((await get('/v3/member/front/member/summary', token)).state).toBe(200)
  })
})
