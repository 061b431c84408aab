// The whole OpenAPI document, for the tests only (tests/setup.ts): every mock answer a test sees is validated
// against its operation's response schema, so the mock and the contract cannot drift (issue 2). The mock itself
// ships only the request side (./contract.ts, issue 14 item 3).
import document from '../../openapi/marketplace.yaml?data'
import { pointer } from './contract'
import { validatorsOf } from './json-schema'

type Method = 'get' | 'post'

const whole = document as {
  paths: Record<
    string,
    Partial<Record<Method, { responses: Record<string, { content?: Record<string, unknown> }> }>>
  >
}

// response validation must not coerce: a number sent as a string is drift
const compile = validatorsOf(whole, { allErrors: true })

/** Validates a response body against the document. Returns readable errors, empty when valid. */
export function responseErrors(path: string, method: Method, status: number, body: unknown): string[] {
  const op = whole.paths[path]?.[method]
  if (!op) return [`${method.toUpperCase()} ${path} is not in the OpenAPI document`]
  if (!op.responses[String(status)]?.content?.['application/json']) {
    return [`${method.toUpperCase()} ${path} has no ${status} JSON response in the document`]
  }
  // Error envelopes (state ≠ 200) only have to be envelopes: their data is not the success payload.
  const isError = typeof body === 'object' && body !== null && (body as { state?: unknown }).state !== 200
  const check = compile(
    isError
      ? 'marketplace#/components/schemas/Envelope'
      : pointer('paths', path, method, 'responses', String(status), 'content', 'application/json', 'schema'),
  )
  if (check(body)) return []
  return (check.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`)
}
