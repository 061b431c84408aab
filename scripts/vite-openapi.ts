// The OpenAPI document as data at build time (issue 14 item 1): `import spec from '…/marketplace.yaml?data'`
// gives the parsed document as a JSON literal, so no YAML parser ships in the mock build and nothing parses
// YAML in the browser or in each Vitest file at start. `…/marketplace.yaml?requests` gives only what the mock
// checks requests against (issue 14 item 3): each operation's parameters and request body, the shared
// parameters and the schemas they reach — about a quarter of the document, the responses being the rest.
// `…/marketplace.yaml?parameters` is the part the mock reads at start: each operation's parameters and the
// content types of its body (not their schemas), with the schemas the parameters reach; the bodies' schemas
// load with the validator of the first body (mocks/lib/contract.ts, docs/decisions/010).
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const QUERIES = ['data', 'requests', 'parameters'] as const

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

/** The schemas of `all` that `roots` reach through `#/components/schemas/…` references, transitively. */
function reachedSchemas(roots: unknown[], all: Json): Json {
  const schemas: Json = {}
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isObject(node)) return
    const ref = node.$ref
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length)
      if (!(name in schemas)) {
        schemas[name] = all[name]
        visit(all[name])
      }
    }
    Object.values(node).forEach(visit)
  }
  roots.forEach(visit)
  return schemas
}

/** Each operation of a document with only the fields `pick` keeps. */
function operationsOf(document: Json, pick: (operation: Json) => Json): Json {
  const paths: Json = {}
  for (const [path, item] of Object.entries((document.paths ?? {}) as Json)) {
    const operations: Json = {}
    for (const [method, operation] of Object.entries(item as Json)) {
      if (isObject(operation)) operations[method] = pick(operation)
    }
    paths[path] = operations
  }
  return paths
}

/** The request side of an OpenAPI document: every $ref in it resolves inside it. */
export function requestPart(document: Json): Json {
  const components = (document.components ?? {}) as Json
  const paths = operationsOf(document, ({ operationId, parameters, requestBody }) => ({
    operationId,
    parameters,
    requestBody,
  }))
  const parameters = components.parameters ?? {}
  const schemas = reachedSchemas([paths, parameters], (components.schemas ?? {}) as Json)
  return { openapi: document.openapi, paths, components: { parameters, schemas } }
}

/**
 * The parameter side of an OpenAPI document: each operation's parameters and its body's content types (each
 * with an empty media type object), the shared parameters and the schemas they reach; every $ref resolves inside.
 */
export function parameterPart(document: Json): Json {
  const components = (document.components ?? {}) as Json
  const paths = operationsOf(document, ({ operationId, parameters, requestBody }) => {
    const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : null
    return {
      operationId,
      parameters,
      ...(content
        ? { requestBody: { content: Object.fromEntries(Object.keys(content).map((type) => [type, {}])) } }
        : {}),
    }
  })
  const parameters = components.parameters ?? {}
  const schemas = reachedSchemas([paths, parameters], (components.schemas ?? {}) as Json)
  return { openapi: document.openapi, paths, components: { parameters, schemas } }
}

export function yamlAsData(): Plugin {
  return {
    name: 'yaml-as-data',
    enforce: 'pre',
    async load(id) {
      const query = QUERIES.find((name) => id.endsWith(`.yaml?${name}`))
      if (!query) return null
      const file = id.slice(0, -`?${query}`.length)
      this.addWatchFile(file)
      const parsed = parse(await readFile(file, 'utf8')) as Json
      const data =
        query === 'requests' ? requestPart(parsed) : query === 'parameters' ? parameterPart(parsed) : parsed
      // JSON.parse of one string literal is the fastest way for an engine to read a large object
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null }
    },
  }
}
