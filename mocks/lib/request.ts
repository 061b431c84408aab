// Reads a request body the way the real server would: by its content type, validated against the
// OpenAPI document; anything malformed becomes an error envelope (state 255, Spanish msg), never a crash.
import type { Schema, ValidationError } from 'yup'
import { describeSchemaError, requestContentTypes, validateRequestBody } from './contract'
import { fail } from './envelope'
import { t } from './i18n'

type Parsed<T> = { ok: true; body: T; contentType: string } | { ok: false; response: Response }

async function parseByType(request: Request, contentType: string): Promise<unknown> {
  if (contentType === 'application/json') return request.json()
  if (contentType === 'application/x-www-form-urlencoded') {
    return Object.fromEntries(new URLSearchParams(await request.text()))
  }
  if (contentType === 'multipart/form-data') {
    const form = await request.formData()
    const result: Record<string, unknown> = {}
    for (const [key, value] of form.entries()) result[key] = value
    return result
  }
  return undefined
}

export async function readBody<T>(
  request: Request,
  path: string,
  method: 'post' = 'post',
): Promise<Parsed<T>> {
  const allowed = requestContentTypes(path, method)
  const header = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const contentType = allowed.find((type) => type === header)
  if (!contentType) {
    return { ok: false, response: fail('Solicitud no válida: tipo de contenido no admitido.') }
  }
  let body: unknown
  try {
    body = await parseByType(request, contentType)
  } catch {
    return { ok: false, response: fail('Solicitud no válida: el cuerpo no se puede leer.') }
  }
  const result = await validateRequestBody(path, method, contentType, body)
  if (!result.valid) return { ok: false, response: fail(describeSchemaError(result.error)) }
  return { ok: true, body: body as T, contentType }
}

/**
 * Whether a thrown value is yup's ValidationError, by the name yup gives it (its own `ValidationError.isError`
 * test): no value import of yup, so the handlers that never run a rule set keep yup off the mock's start path
 * (issue 14, docs/decisions/010).
 */
export function isRuleError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError'
}

/** The first message of a yup ValidationError (a dictionary id, or an object `{message: id, ...values}`) in Spanish. */
export function ruleMessage(error: ValidationError): string {
  const params = (error.params ?? {}) as Record<string, unknown>
  const message: unknown = error.message
  if (message && typeof message === 'object') {
    const { message: id, ...values } = message as { message?: unknown }
    return t(String(id), { ...params, ...values })
  }
  return t(String(message), params)
}

/** The body as sent (form or JSON), before the contract check: the shared rules answer first, in Spanish. */
export async function rawBody(request: Request): Promise<Record<string, unknown> | null> {
  const type = (request.headers.get('Content-Type') ?? '').split(';')[0]?.trim().toLowerCase()
  try {
    if (type === 'application/x-www-form-urlencoded')
      return Object.fromEntries(new URLSearchParams(await request.clone().text()))
    if (type === 'application/json') {
      const value: unknown = await request.clone().json()
      return value && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)
        : null
    }
  } catch {
    // unreadable: readBody answers it
  }
  return null
}

/**
 * The JSON body as sent, whatever its content type, before the contract's check: a body that breaks a rule of
 * src/schemas gets the rule's own Spanish message even where the contract's schema would also refuse it (e.g.
 * a 6th image, a score of 0).
 */
export async function rawJson(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await request.clone().json()
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null
  } catch {
    return null // unreadable: readBody answers it
  }
}

/** The rule's Spanish message, or null when the value passes. */
export function ruleFailure(validate: () => unknown): string | null {
  try {
    validate()
    return null
  } catch (error) {
    if (isRuleError(error)) return ruleMessage(error)
    throw error
  }
}

/** Validates with a shared yup schema (asynchronous rules too): the first broken rule's Spanish message, or null. */
export async function ruleViolation(
  schema: { validate(value: unknown): Promise<unknown> },
  value: unknown,
): Promise<string | null> {
  try {
    await schema.validate(value)
    return null
  } catch (error) {
    if (isRuleError(error)) return ruleMessage(error)
    throw error
  }
}

/**
 * Validates a request with a shared rule set of src/schemas (the same the form uses): the cast value, or the
 * first rule's Spanish message as an error envelope (SPEC.md §5, decision 001).
 */
export async function validateRules<T>(
  schema: Schema<T>,
  value: unknown,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  try {
    return { ok: true, value: await schema.validate(value, { stripUnknown: true }) }
  } catch (error) {
    if (isRuleError(error)) return { ok: false, response: fail(ruleMessage(error)) }
    throw error
  }
}

/**
 * A body checked as the real server checks it: the shared rules first on the body as sent (their Spanish
 * message wins over a contract bound such as a transport maxLength, which would only say "demasiado largo"),
 * then the contract, then the rules again to cast the values.
 */
export async function readBodyByRules<T>(
  request: Request,
  path: string,
  schema: Schema<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const raw = await rawBody(request)
  const broken = raw && (await ruleViolation(schema, raw))
  if (broken) return { ok: false, response: fail(broken) }
  const parsed = await readBody<unknown>(request, path)
  if (!parsed.ok) return parsed
  return validateRules(schema, parsed.body)
}
