// The OpenAPI document's request side as data: the mock validates every request body and parameter against it
// (bad input gets an error envelope, never a crash). Only that side ships with the mock (issue 14 item 3); the
// tests validate every mock response against the whole document (./contract-responses.ts), so the mock and the
// contract cannot drift (issue 2).
import Ajv2020, { type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import document from '../../openapi/marketplace.yaml?requests'

type Method = 'get' | 'post'

interface ParameterObject {
  name: string
  in: 'query' | 'header' | 'path' | 'cookie'
  required?: boolean
  schema?: { type?: string }
  /** the Spanish message the server answers for any problem of this parameter, when the contract names one */
  'x-error-message'?: string
}

interface OperationObject {
  operationId: string
  parameters?: (ParameterObject | { $ref: string })[]
  requestBody?: { content: Record<string, { schema: unknown }> }
}

/** Every operation with its parameters and request body, the shared parameters and the schemas they use. */
export const spec = document as {
  paths: Record<string, Partial<Record<Method, OperationObject>>>
  components: { parameters?: Record<string, ParameterObject> }
}

/**
 * Validators of a document's schemas by JSON pointer, compiled on first use: a page that sends no body and no
 * parameter compiles nothing. The document is not checked against the meta-schema (redocly lints it in npm test).
 */
export function validatorsOf(source: object, options: Options): (ref: string) => ValidateFunction {
  let engine: Ajv2020 | null = null
  const cache = new Map<string, ValidateFunction>()
  return (ref) => {
    let validate = cache.get(ref)
    if (!validate) {
      if (!engine) {
        engine = new Ajv2020({ strict: false, validateSchema: false, ...options })
        addFormats(engine)
        engine.addSchema({ ...source, $id: 'marketplace' })
      }
      validate = engine.compile({ $ref: ref })
      cache.set(ref, validate)
    }
    return validate
  }
}

export const pointer = (...parts: string[]) =>
  'marketplace#/' + parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')

// requests coerce, as a server's binder does (a urlencoded "12" is 12)
const compile = validatorsOf(spec, { allErrors: false, coerceTypes: true })

export function operation(path: string, method: Method): OperationObject | undefined {
  return spec.paths[path]?.[method]
}

export function requestContentTypes(path: string, method: Method): string[] {
  return Object.keys(operation(path, method)?.requestBody?.content ?? {})
}

/** Validates (and coerces, for urlencoded strings) a request body in place. */
export function validateRequestBody(
  path: string,
  method: Method,
  contentType: string,
  body: unknown,
): { valid: true } | { valid: false; error: ErrorObject } {
  const validate = compile(pointer('paths', path, method, 'requestBody', 'content', contentType, 'schema'))
  if (validate(body)) return { valid: true }
  const error = validate.errors?.[0]
  return error ? { valid: false, error } : { valid: true }
}

/** An operation's query and header parameters, each with the pointer of its schema in the document. */
function checkedParameters(path: string, method: Method): { parameter: ParameterObject; ref: string }[] {
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
export function requestParameterProblem(path: string, method: Method, request: Request): string | null {
  const url = new URL(request.url)
  for (const { parameter, ref } of checkedParameters(path, method)) {
    const raw =
      parameter.in === 'query' ? url.searchParams.get(parameter.name) : request.headers.get(parameter.name)
    if (raw === null || raw === '') {
      if (parameter.required)
        return parameter['x-error-message'] ?? describeParameterProblem(parameter.name, 'required')
      continue
    }
    // coerceTypes reads "12" as 12 for integer and number parameters, as a server's binder does
    const validate = compile(ref)
    if (!validate(raw)) {
      return (
        parameter['x-error-message'] ??
        describeParameterProblem(parameter.name, validate.errors?.[0]?.keyword ?? 'type')
      )
    }
  }
  return null
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
