import { describe, expect, it } from 'vitest'
import { checkedParameters, resolveSchema, spec } from './contract'
import { validatorsOf } from './json-schema'
import { checkParameter } from './parameter-check'

// ajv as the mock used it for every parameter before (./contract.ts)
const ajv = validatorsOf(spec, { allErrors: false, coerceTypes: true })

const operations = Object.entries(spec.paths).flatMap(([path, methods]) =>
  (['get', 'post'] as const).filter((method) => methods[method]).map((method) => ({ path, method })),
)
const parameters = operations.flatMap(({ path, method }) =>
  checkedParameters(path, method).map((entry) => ({
    ...entry,
    where: `${method} ${path} ${entry.parameter.name}`,
  })),
)

const GENERIC = [
  'x',
  '0',
  '1',
  '-1',
  '2',
  '12',
  '50',
  '51',
  '99999',
  '100000',
  '999999',
  '1000000',
  '0.01',
  '0.001',
  '1.5',
  '1.0',
  '1e3',
  ' 7 ',
  '  ',
  '0x10',
  'Infinity',
  '-Infinity',
  'NaN',
  'true',
  'false',
  'TRUE',
  'FALSE',
  'abc',
  'ABC123',
  'ABCDEF',
  'AB12',
  'A1B2C3D4E5F6G7H8',
  'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
  'CB202611270001',
  'CB2026112700',
  'CA12345',
  'CZ1234567890',
  '2026-11-27',
  '2024-02-29',
  '2026-02-29',
  '2026-13-01',
  '2026-04-31',
  '2026-1-1',
  '1,2,3',
  '1,,2',
  'abc_def',
  'ABC_DEF',
  'a.b',
  'A.b9',
  '9abc',
  'Panel solar',
  'ñandú',
  '<script>',
]

function candidates(schema: Record<string, unknown>): string[] {
  const target = typeof schema.$ref === 'string' ? (resolveSchema(schema.$ref) ?? schema) : schema
  const values = [...GENERIC]
  if (Array.isArray(target.enum)) values.push(...target.enum.map(String))
  if (Array.isArray(target.examples)) values.push(...target.examples.map(String))
  for (const key of ['maxLength', 'minLength'] as const) {
    const limit = target[key]
    if (typeof limit !== 'number') continue
    for (const size of [limit - 1, limit, limit + 1].filter((n) => n >= 0 && n <= 10_000)) {
      values.push('a'.repeat(size), '😀'.repeat(size))
    }
  }
  for (const key of ['maximum', 'minimum'] as const) {
    const bound = target[key]
    if (typeof bound === 'number')
      values.push(String(bound), String(bound + 1), String(bound - 1), String(bound + 0.5))
  }
  return values
}

describe('checkParameter', () => {
  it('covers every query and required header parameter of the contract (ajv is never needed for them)', () => {
    expect(parameters.length).toBeGreaterThan(100)
    const beyond = parameters.filter(
      ({ parameter }) => checkParameter(parameter.schema ?? {}, 'x', resolveSchema) === null,
    )
    expect(beyond.map(({ where }) => where)).toEqual([])
  })

  it('gives the verdict ajv gives, with the same first keyword, on every parameter', () => {
    let compared = 0
    for (const { parameter, ref, where } of parameters) {
      const validate = ajv(ref)
      for (const raw of candidates(parameter.schema ?? {})) {
        const verdict = checkParameter(parameter.schema ?? {}, raw, resolveSchema)
        const expected = validate(raw)
          ? { valid: true }
          : { valid: false, keyword: validate.errors?.[0]?.keyword }
        expect({ where, raw, verdict }).toEqual({ where, raw, verdict: expected })
        compared += 1
      }
    }
    expect(compared).toBeGreaterThan(5000)
  })

  it('returns null for schemas beyond its part of JSON Schema, so that ajv answers', () => {
    const none = () => undefined
    expect(checkParameter({ type: 'array', items: { type: 'integer' } }, '1', none)).toBeNull()
    expect(checkParameter({ type: ['integer', 'null'] }, '1', none)).toBeNull()
    expect(checkParameter({ type: 'string', format: 'email' }, 'a@b.c', none)).toBeNull()
    expect(checkParameter({ oneOf: [{ type: 'integer' }] }, '1', none)).toBeNull()
    expect(checkParameter({ type: 'integer', multipleOf: 5 }, '10', none)).toBeNull()
    expect(checkParameter({ $ref: '#/components/schemas/Missing' }, '1', none)).toBeNull()
    expect(checkParameter({ $ref: '#/components/schemas/Any', minimum: 1 }, '1', none)).toBeNull()
  })

  it('ignores annotations and x- extensions', () => {
    const schema = { type: 'integer', minimum: 1, description: 'Página', default: 1, 'x-error-message': 'x' }
    expect(checkParameter(schema, '0', () => undefined)).toEqual({ valid: false, keyword: 'minimum' })
    expect(checkParameter(schema, '3', () => undefined)).toEqual({ valid: true })
  })
})
