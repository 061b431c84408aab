// The mock's request helpers recognise yup's ValidationError by its name, not by importing the class (so a
// handler that runs no rule set keeps yup off the mock's start path, issue 14): the test that stands in for
// `instanceof` must accept every error a rule set throws and nothing else.
import { number, object, ValidationError } from 'yup'
import { describe, expect, it } from 'vitest'
import { isRuleError, ruleFailure } from './request'

describe('isRuleError', () => {
  it('accepts what a yup rule set throws, synchronously and asynchronously', async () => {
    const schema = object({ amount: number().required().min(1) })
    const thrown = (() => {
      try {
        schema.validateSync({ amount: 0 })
      } catch (error) {
        return error
      }
    })()
    expect(thrown).toBeInstanceOf(ValidationError)
    expect(isRuleError(thrown)).toBe(true)
    const rejected = await schema.validate({}).catch((error: unknown) => error)
    expect(isRuleError(rejected)).toBe(true)
    expect(isRuleError(new ValidationError('x'))).toBe(true)
  })

  it('refuses other errors and look-alikes that are not errors', () => {
    expect(isRuleError(new TypeError('x'))).toBe(false)
    expect(isRuleError(new Error('x'))).toBe(false)
    expect(isRuleError({ name: 'ValidationError', message: 'x' })).toBe(false)
    expect(isRuleError(null)).toBe(false)
  })

  it('lets ruleFailure answer a broken rule and rethrow anything else', () => {
    expect(ruleFailure(() => number().min(1, 'validation.quantity.min').validateSync(0))).toEqual(
      expect.any(String),
    )
    expect(ruleFailure(() => undefined)).toBeNull()
    expect(() =>
      ruleFailure(() => {
        throw new TypeError('boom')
      }),
    ).toThrow('boom')
  })
})
