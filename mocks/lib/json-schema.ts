// ajv over the OpenAPI document: compiled validators by JSON pointer. The mock loads this with its first request
// body (./contract.ts); the tests use it for the responses (./contract-responses.ts).
import Ajv2020, { type Options, type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

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
