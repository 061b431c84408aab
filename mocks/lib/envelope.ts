// The {state, msg, data} envelope of every answer (REFERENCE.md conventions), in Spanish.
import { HttpResponse } from 'msw'

export const STATE = {
  ok: 200,
  error: 255,
  storeClosed: 257,
  sessionInvalid: 266,
  businessException: 267,
} as const

export function ok<T>(data: T) {
  return { state: STATE.ok, msg: 'Operación realizada correctamente', data }
}

export function okEmpty() {
  return { state: STATE.ok, msg: 'Operación realizada correctamente', data: null }
}

export function fail(msg: string, state: number = STATE.error, data: unknown = null): Response {
  return HttpResponse.json({ state, msg, data })
}

export const sessionInvalid = (): Response =>
  fail('Su sesión ha caducado. Inicie sesión de nuevo.', STATE.sessionInvalid)

/** The contract's text for a field whose value is not valid (a query parameter, a supplier's input). */
export const invalidField = (name: string): string => `Solicitud no válida: el campo «${name}» no es válido.`

/** The failure answer of a field whose value is not valid. */
export const invalid = (name: string): Response => fail(invalidField(name))
