// The OpenAPI document as data at build time (issue 14 item 1): `import spec from '…/marketplace.yaml?data'`
// gives the parsed document as a JSON literal, so no YAML parser ships in the mock build and nothing parses
// YAML in the browser or in each Vitest file at start.
import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'
import { parse } from 'yaml'

const SUFFIX = '.yaml?data'

export function yamlAsData(): Plugin {
  return {
    name: 'yaml-as-data',
    enforce: 'pre',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null
      const file = id.slice(0, -'?data'.length)
      this.addWatchFile(file)
      const data: unknown = parse(await readFile(file, 'utf8'))
      // JSON.parse of one string literal is the fastest way for an engine to read a large object
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(data))})`, map: null }
    },
  }
}
