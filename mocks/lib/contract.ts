// The OpenAPI document's request side as data: the mock validates every request body and parameter against it
// (bad input gets an error envelope, never a crash). Only that side ships with the mock (issue 14 item 3); the
// tests validate every mock response against the whole document (./contract-responses.ts), so the mock and the
// contract cannot drift (issue 2). Parameters are checked by ./parameter-check.ts against the parameter side,
// which the mock reads at start; ajv (./json-schema.ts, about 38 KB gzipped) and the bodies' schemas (the
// request side, about 10 KB) load with the first request body, not with the mock (issue 14 item 1,
// docs/decisions/010).
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020'
import document from '../../openapi/marketplace.yaml?parameters'
import { checkParameter } from './parameter-check'

type Method = 'get' | 'post'

interface ParameterObject {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  required?: boolean
  schema?: Record<string, unknown>
  /** the Spanish message the server answers for any problem of this parameter, when the contract names one */
  'x-error-message'?: string
}

interface OperationObject {
  operationId: string
  parameters?: (ParameterObject | { $ref: string })[]
  requestBody?: { content: Record<string, { schema: unknown }> }
}

/**
 * Every operation with its parameters and its body's content types, the shared parameters and the schemas the
 * parameters use (scripts/vite-openapi.ts parameterPart).
 */
export const spec = document as {
  paths: Record<string, Partial<Record<Method, OperationObject>>>
  components: {
    parameters?: Record<string, ParameterObject>
    schemas?: Record<string, Record<string, unknown>>
  }
}

export const pointer = (...parts: string[]) =>
  'marketplace#/' + parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

let requestValidators: Promise<(ref: string) => ValidateFunction> | null = null

/** ajv's validator of a schema of the document, loaded on first use. */
async function compile(ref: string): Promise<ValidateFunction> {
  requestValidators ??= Promise.all([
    import('./json-schema'),
    import('../../openapi/marketplace.yaml?requests'),
  ]).then(([{ validatorsOf }, requests]) =>
    // requests coerce, as a server's binder does (a urlencoded "12" is 12); every pointer of `spec` is also one
    // of the request side
    validatorsOf(requests.default as object, { allErrors: false, coerceTypes: true }),
  )
  return (await requestValidators)(ref)
}

/** A schema of the document by its local reference (`#/components/schemas/Name`). */
export function resolveSchema(ref: string): Record<string, unknown> | undefined {
  const name = /^#\/components\/schemas\/([^/]+)$/.exec(ref)?.[1]
  return name ? spec.components.schemas?.[name] : undefined
}

export function operation(path: string, method: Method): OperationObject | undefined {
  return spec.paths[path]?.[method]
}

export function requestContentTypes(path: string, method: Method): string[] {
  return Object.keys(operation(path, method)?.requestBody?.content ?? {})
}

/** Validates (and coerces, for urlencoded strings) a request body in place. */
export async function validateRequestBody(
  path: string,
  method: Method,
  contentType: string,
  body: unknown,
): Promise<{ valid: true } | { valid: false; error: ErrorObject }> {
  const validate = await compile(
    pointer('paths', path, method, 'requestBody', 'content', contentType, 'schema'),
  )
  if (validate(body)) return { valid: true }
  const error = validate.errors?.[0]
  return error ? { valid: false, error } : { valid: true }
}

/** An operation's query and header parameters, each with the pointer of its schema in the document. */
export function checkedParameters(
  path: string,
  method: Method,
): { parameter: ParameterObject; ref: string }[] {
  return (
    (operation(path, method)?.parameters ?? [])
      .flatMap((entry, index) => {
        if ('$ref' in entry) {
          const name = entry.$ref.replace('#/components/parameters/', '')
          const parameter = spec.components.parameters?.[name]
          return parameter ? [{ parameter, ref: pointer('components', 'parameters', name, 'schema') }] : []
        }
        return [
          { parameter: entry, ref: pointer('paths', path, method, 'parameters', String(index), 'schema') },
        ]
      })
      // Optional headers (Accept-Language, timeZone, requestSource) are hints the request layer adds: a browser's
      // own Accept-Language must not be refused, so only required headers (Idempotency-Key) are checked.
      .filter(
        ({ parameter }) =>
          parameter.in === 'query' || (parameter.in === 'header' && parameter.required === true),
      )
  )
}

/**
 * Checks a request's query and header parameters against the bounds the document gives them (minimum,
 * maximum, lengths, enum, pattern, required): the real server refuses what its contract refuses (issue 15
 * item 5). Returns the Spanish message of the first problem, or null.
 */
export async function requestParameterProblem(
  path: string,
  method: Method,
  request: Request,
): Promise<string | null> {
  const url = new URL(request.url)
  for (const { parameter, ref } of checkedParameters(path, method)) {
    const raw =
      parameter.in === 'query' ? url.searchParams.get(parameter.name) : request.headers.get(parameter.name)
    if (raw === null || raw === '') {
      if (parameter.required)
        return parameter['x-error-message'] ?? describeParameterProblem(parameter.name, 'required')
      continue
    }
    const problem = await parameterProblem(parameter.schema ?? {}, ref, raw)
    if (problem) return parameter['x-error-message'] ?? describeParameterProblem(parameter.name, problem)
  }
  return null
}

/** The keyword a parameter's raw text breaks, or null: checked here, or by ajv for a schema beyond that. */
export async function parameterProblem(
  schema: Record<string, unknown>,
  ref: string,
  raw: string,
): Promise<string | null> {
  const verdict = checkParameter(schema, raw, resolveSchema)
  if (verdict) return verdict.valid ? null : verdict.keyword
  // coerceTypes reads "12" as 12 for integer and number parameters, as a server's binder does
  const validate = await compile(ref)
  return validate(raw) ? null : (validate.errors?.[0]?.keyword ?? 'type')
}

/** Matches a concrete pathname to a templated path of the document. */
export function matchPath(pathname: string): string | undefined {
  if (spec.paths[pathname]) return pathname
  return Object.keys(spec.paths).find((template) => {
    const pattern = new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+') + '$')
    return pattern.test(pathname)
  })
}

const FIELD_REASON: Record<string, string> = {
  required: 'es obligatorio',
  type: 'tiene un tipo no válido',
  minimum: 'está fuera del rango permitido',
  maximum: 'está fuera del rango permitido',
  exclusiveMinimum: 'está fuera del rango permitido',
  exclusiveMaximum: 'está fuera del rango permitido',
  minItems: 'tiene muy pocos elementos',
  minLength: 'no puede estar vacío',
  maxLength: 'es demasiado largo',
  maxItems: 'tiene demasiados elementos',
  const: 'tiene un valor no admitido',
  enum: 'tiene un valor no admitido',
  pattern: 'tiene un formato no válido',
  format: 'tiene un formato no válido',
}

export function describeParameterProblem(name: string, keyword: string): string {
  const reason = keyword === 'minLength' ? 'es demasiado corto' : (FIELD_REASON[keyword] ?? 'no es válido')
  return `Solicitud no válida: el campo «${name}» ${reason}.`
}

export function describeSchemaError(error: ErrorObject): string {
  const field =
    error.keyword === 'required'
      ? String((error.params as { missingProperty?: string }).missingProperty ?? '')
      : error.instancePath.replace(/^\//, '').replace(/\//g, '.')
  const reason = FIELD_REASON[error.keyword] ?? 'no es válido'
  return field
    ? `Solicitud no válida: el campo «${field}» ${reason}.`
    : `Solicitud no válida: el cuerpo ${reason}.`
}
