// The mock refuses what its contract refuses (issue 15 item 5): every query and header parameter that the
// OpenAPI document bounds (minimum, maximum, lengths, enum, const, pattern, required) is sent once out of its
// bounds, to every endpoint that has one, and must get the error envelope naming that parameter.
import { describe, expect, it } from 'vitest'
import { spec } from '../lib/contract'

const API = 'http://api.test'

interface Schema {
  type?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  enum?: (string | number)[]
  const?: string | number
  pattern?: string
}
interface Parameter {
  name: string
  in: string
  required?: boolean
  schema?: Schema
  'x-error-message'?: string
}

/** Valid values for the patterns the document uses, so that other required parameters pass. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[A-Za-z0-9-]{16,64}$': 'clave-de-prueba-0001',
  '^[A-Z0-9]{6,32}$': 'ABC123',
  '^[A-Z0-9]{6,40}$': 'ABC123',
  '^[A-Za-z0-9-]{4,40}$': 'enlace-1',
  '^[A-Za-z0-9-]{8,64}$': 'token-0001',
  '^\\d+(,\\d+)*$': '1,2',
  '^[a-z_]{3,40}$': 'about_us',
  '^GMT[+-]\\d{2}:\\d{2}$': 'GMT-05:00',
  '^C[A-Z]\\d{4,30}$': 'CB202600000001',
  '^[A-Za-z][A-Za-z0-9.]{0,99}$': 'sampleState',
  '^CB[0-9]{12}$': 'CB000001202601',
  // wallet movements (issue 12 item 2): a ledger kind and a day
  '^[A-Za-z]{1,30}$': 'topUp',
  '^\\d{4}-\\d{2}-\\d{2}$': '2026-03-01',
}

function validValue({ name, schema = {} }: Parameter): string {
  if (schema.const !== undefined) return String(schema.const)
  if (schema.enum) return String(schema.enum[0])
  if (schema.pattern) {
    const sample = PATTERN_SAMPLES[schema.pattern]
    if (!sample) throw new Error(`add a valid sample of ${schema.pattern} (parameter ${name})`)
    return sample
  }
  if (schema.type === 'integer' || schema.type === 'number') return String(schema.minimum ?? 1)
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1))
}

/** One value per documented bound that breaks it (an empty value counts as absent, so minLength 1 of an
 * optional parameter has nothing to break). */
function violations({ schema = {}, required }: Parameter): { bound: string; value: string }[] {
  const out: { bound: string; value: string }[] = []
  const integer = schema.type === 'integer'
  if (schema.minimum !== undefined) {
    const below = integer || schema.minimum >= 1 || schema.minimum <= 0 ? schema.minimum - 1 : 0
    out.push({ bound: 'minimum', value: String(below) })
  }
  if (schema.exclusiveMinimum !== undefined)
    out.push({ bound: 'exclusiveMinimum', value: String(schema.exclusiveMinimum) })
  if (schema.maximum !== undefined) out.push({ bound: 'maximum', value: String(schema.maximum + 1) })
  if (schema.exclusiveMaximum !== undefined)
    out.push({ bound: 'exclusiveMaximum', value: String(schema.exclusiveMaximum) })
  if (schema.maxLength !== undefined)
    out.push({ bound: 'maxLength', value: 'a'.repeat(schema.maxLength + 1) })
  if (schema.minLength !== undefined && schema.minLength > 1)
    out.push({ bound: 'minLength', value: 'a'.repeat(schema.minLength - 1) })
  if (schema.enum) {
    const numeric = schema.enum.every((value) => typeof value === 'number')
    out.push({
      bound: 'enum',
      value: numeric ? String(Math.max(...(schema.enum as number[])) + 1) : 'valor-no-admitido',
    })
  }
  if (schema.const !== undefined) out.push({ bound: 'const', value: 'valor-no-admitido' })
  if (schema.pattern) out.push({ bound: 'pattern', value: '!!' })
  if (required) out.push({ bound: 'required', value: '' })
  return out
}

function parametersOf(parameters: unknown[] = []): Parameter[] {
  return parameters
    .map((entry) => {
      const ref = (entry as { $ref?: string }).$ref
      return ref
        ? (spec.components.parameters?.[ref.replace('#/components/parameters/', '')] as Parameter)
        : (entry as Parameter)
    })
    .filter(
      // optional headers are request-layer hints (a browser sends its own Accept-Language): not refused
      (parameter) =>
        parameter && (parameter.in === 'query' || (parameter.in === 'header' && parameter.required)),
    )
}

const cases = Object.entries(spec.paths).flatMap(([path, operations]) =>
  (['get', 'post'] as const).flatMap((method) => {
    const operation = operations[method] as { parameters?: unknown[] } | undefined
    if (!operation) return []
    const parameters = parametersOf(operation.parameters)
    return parameters.flatMap((parameter) =>
      violations(parameter).map(({ bound, value }) => ({
        path,
        method,
        parameter,
        parameters,
        bound,
        value,
      })),
    )
  }),
)

async function send(
  path: string,
  method: 'get' | 'post',
  parameters: Parameter[],
  broken: Parameter,
  value: string,
) {
  const query = new URLSearchParams()
  const headers = new Headers()
  for (const parameter of parameters) {
    const chosen = parameter === broken ? value : parameter.required ? validValue(parameter) : null
    if (chosen === null || chosen === '') continue
    if (parameter.in === 'query') query.set(parameter.name, chosen)
    else headers.set(parameter.name, chosen)
  }
  const search = query.toString()
  const response = await fetch(`${API}${path}${search ? `?${search}` : ''}`, { method, headers })
  return (await response.json()) as { state: number; msg: string }
}

describe('the mock refuses every parameter outside the bounds its contract documents', () => {
  it('finds the bounded parameters of the document', () => {
    expect(cases.length).toBeGreaterThan(60)
    expect(cases.some((c) => c.parameter.name === 'Idempotency-Key')).toBe(true)
    expect(cases.some((c) => c.path === '/v3/goods/front/goods/goodsList' && c.parameter.name === 'lowPrice'))
  })

  it.each(
    cases.map((c) => [`${c.method.toUpperCase()} ${c.path} ${c.parameter.name} ${c.bound}`, c] as const),
  )('%s', async (_name, { path, method, parameters, parameter, value }) => {
    const answer = await send(path, method, parameters, parameter, value)
    expect(answer.state).toBe(255)
    // a parameter whose contract names its own message answers that one; the others name the parameter
    expect(answer.msg).toContain(parameter['x-error-message'] ?? `«${parameter.name}»`)
  })

  it('lets the valid values of the same parameters through to the handler', async () => {
    const goodsList = cases.find(
      (c) => c.path === '/v3/goods/front/goods/goodsList' && c.parameter.name === 'lowPrice',
    )!
    const answer = await send(goodsList.path, 'get', goodsList.parameters, goodsList.parameter, '0.01')
    expect(answer.state).toBe(200)
  })
})
