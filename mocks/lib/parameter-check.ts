// Query and header parameters checked without ajv (issue 14 item 1: the mock's first answers need no JSON Schema
// compiler; ajv loads with the first request body). The contract's parameter schemas use a small part of JSON
// Schema — one scalar type, enum, number bounds, string lengths, pattern, the date format and $ref to a named
// schema — and this checks that part exactly as ajv does with the mock's options (coerceTypes, strict off, the
// first error only, ajv-formats' full date): the same coercion of the raw text, the same keyword order. A
// schema that uses anything else gets `null`, and the caller asks ajv. parameter-check.test.ts compares both on
// every parameter of the document.

export type Verdict = { valid: true } | { valid: false; keyword: string }

type Schema = Record<string, unknown>

/** Keywords that do not validate. */
const ANNOTATIONS = new Set(['description', 'default', 'examples', 'example', 'title', 'deprecated'])
const CHECKED = new Set([
  'type',
  'enum',
  'maximum',
  'minimum',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'maxLength',
  'minLength',
  'pattern',
  'format',
])
const SCALARS = new Set(['integer', 'number', 'string', 'boolean'])

const isAnnotation = (key: string) => ANNOTATIONS.has(key) || key.startsWith('x-')

/** ajv's coercion of a query string to the schema's type (its coerceTypes rules for a string), or undefined. */
function coerce(type: string, raw: string): string | number | boolean | undefined {
  switch (type) {
    case 'string':
      return raw
    // ajv: data && data == +data (Number('  ') is 0, Number('0x10') is 16, Number('Infinity') is Infinity)
    case 'number':
      return raw !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : undefined
    case 'integer': {
      const value = Number(raw)
      return raw !== '' && !Number.isNaN(value) && !(value % 1) ? value : undefined
    }
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined
    default:
      return undefined
  }
}

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

/** ajv-formats' full `date`. */
function isDate(value: string): boolean {
  const match = /^(\d\d\d\d)-(\d\d)-(\d\d)$/.exec(value)
  if (!match) return false
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]!)
}

const FORMATS: Record<string, (value: string) => boolean> = { date: isDate }

/** ajv's length of a string: code points, not UTF-16 units. */
const length = (value: string) => [...value].length

const patterns = new Map<string, RegExp>()
const patternOf = (source: string) => {
  let pattern = patterns.get(source)
  if (!pattern) {
    pattern = new RegExp(source, 'u')
    patterns.set(source, pattern)
  }
  return pattern
}

/**
 * Checks a parameter's raw text against its schema, or returns null when the schema goes beyond the part
 * checked here. `resolve` gives the schema a `$ref` points to.
 */
export function checkParameter(
  schema: Schema,
  raw: string,
  resolve: (ref: string) => Schema | undefined,
): Verdict | null {
  const keys = Object.keys(schema).filter((key) => !isAnnotation(key))
  if (keys.length === 1 && keys[0] === '$ref') {
    const target = resolve(String(schema.$ref))
    return target ? checkParameter(target, raw, resolve) : null
  }
  if (!keys.every((key) => CHECKED.has(key))) return null
  const { type } = schema
  if (typeof type !== 'string' || !SCALARS.has(type)) return null
  if (schema.format !== undefined && !(typeof schema.format === 'string' && FORMATS[schema.format]))
    return null

  const value = coerce(type, raw)
  if (value === undefined) return { valid: false, keyword: 'type' }
  if (Array.isArray(schema.enum) && !schema.enum.some((option) => option === value)) {
    return { valid: false, keyword: 'enum' }
  }
  if (typeof value === 'number') {
    const bound = (key: string) => (typeof schema[key] === 'number' ? (schema[key] as number) : undefined)
    const maximum = bound('maximum')
    if (maximum !== undefined && !(value <= maximum)) return { valid: false, keyword: 'maximum' }
    const minimum = bound('minimum')
    if (minimum !== undefined && !(value >= minimum)) return { valid: false, keyword: 'minimum' }
    const exclusiveMaximum = bound('exclusiveMaximum')
    if (exclusiveMaximum !== undefined && !(value < exclusiveMaximum)) {
      return { valid: false, keyword: 'exclusiveMaximum' }
    }
    const exclusiveMinimum = bound('exclusiveMinimum')
    if (exclusiveMinimum !== undefined && !(value > exclusiveMinimum)) {
      return { valid: false, keyword: 'exclusiveMinimum' }
    }
  }
  if (typeof value === 'string') {
    if (typeof schema.maxLength === 'number' && length(value) > schema.maxLength) {
      return { valid: false, keyword: 'maxLength' }
    }
    if (typeof schema.minLength === 'number' && length(value) < schema.minLength) {
      return { valid: false, keyword: 'minLength' }
    }
    if (typeof schema.pattern === 'string' && !patternOf(schema.pattern).test(value)) {
      return { valid: false, keyword: 'pattern' }
    }
    if (typeof schema.format === 'string' && !FORMATS[schema.format]!(value)) {
      return { valid: false, keyword: 'format' }
    }
  }
  return { valid: true }
}
