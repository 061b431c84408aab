// The mock build's chunk groups (vite.config.ts, issue 14 item 1) must not drag yup onto a screen that does not
// use it: the "schemas" group may hold only modules that load yup themselves. A pure rule module in the group
// (sample-quota.schema.ts was one) put yup and every schema on the product page's first load in mock builds.
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { MOCK_CHUNK_GROUPS } from '../../vite.config'
import { staticImports } from './import-graph'

const group = MOCK_CHUNK_GROUPS.find((candidate) => candidate.name === 'schemas')!
const folder = resolve('src/schemas')
const modules = readdirSync(folder).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))

describe('the mock build\'s "schemas" chunk group', () => {
  it.each(modules)('%s is in the group exactly when it loads yup', (name) => {
    const file = join(folder, name)
    expect(group.test.test(file)).toBe(staticImports(file).includes('yup'))
  })

  it('holds yup and its dependencies, and no module of src/ outside src/schemas', () => {
    expect(group.test.test('/p/node_modules/yup/index.esm.js')).toBe(true)
    expect(group.test.test('/p/node_modules/property-expr/index.js')).toBe(true)
    expect(group.test.test('/p/src/features/cart/cart.schema.ts')).toBe(false)
  })
})
