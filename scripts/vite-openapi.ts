// The OpenAPI document as data at build time (issue 14 item 1): `import spec from '…/marketplace.yaml?data'`
// gives the parsed document as a JSON literal, so no YAML parser ships in the mock build and nothing parses
// YAML in the browser or in each Vitest file at start. `…/marketplace.yaml?requests` gives only what the mock
// checks requests against (issue 14 item 3): each operation's parameters and request body, the shared
// parameters and the schemas they reach — about a quarter of the document, the responses being the rest.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const QUERIES = ['data', 'requests'] as const

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null

/** The request side of an OpenAPI document: every $ref in it resolves inside it. */
export function requestPart(document: Json): Json {
  const components = (document.components ?? {}) as Json
  const allSchemas = (components.schemas ?? {}) as Json
  const paths: Json = {}
  for (const [path, item] of Object.entries((document.paths ?? {}) as Json)) {
    const operations: Json = {}
    for (const [method, operation] of Object.entries(item as Json)) {
      if (!isObject(operation)) continue
      const { operationId, parameters, requestBody } = operation
      operations[method] = { operationId, parameters, requestBody }
    }
    paths[path] = operations
  }
  const schemas: Json = {}
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!isObject(node)) return
    const ref = node.$ref
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length)
      if (!(name in schemas)) {
        schemas[name] = allSchemas[name]
        visit(allSchemas[name])
      }
    }
    Object.values(node).forEach(visit)
  }
  const parameters = components.parameters ?? {}
  visit(paths)
  visit(parameters)
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
      const data = query === 'requests' ? requestPart(parsed) : parsed
      // JSON.parse of one string literal is the fastest way for an engine to read a large object
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null }
    },
  }
}
