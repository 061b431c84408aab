// Proves the eslint.config.js rule of issue 25 item 4: in src/features, only a route (*-route.tsx, *-routes.tsx),
// a loader (*-loader.ts) or a hook (use-*.ts) runs a flow; every other file — views, parts, frames, forms —
// gets plain props. Before it, the rule covered *-view and *-section files only, and parts and frames read
// machines unseen (refund-parts.tsx, store-frame.tsx).
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function refusals(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

const runsAFlow = `import { useSelector } from '@xstate/react'
import { setup } from 'xstate'
export const m = setup({}).createMachine({})
export const use = useSelector
`

describe('who may run a flow in src/features (eslint.config.js)', () => {
  beforeAll(() => refusals('export {}\n', 'src/features/example/example.ts'), 60_000)

  it('refuses xstate in parts, frames, forms and plain modules', async () => {
    for (const path of [
      'src/features/example/example-parts.tsx',
      'src/features/example/example-frame.tsx',
      'src/features/example/example-screen.tsx',
      'src/features/example/example-rules.ts',
    ])
      expect(await refusals(runsAFlow, path), path).toHaveLength(2)
  })

  it('lets routes, loaders and hooks run flows', async () => {
    for (const path of [
      'src/features/example/example-route.tsx',
      'src/features/example/example-routes.tsx',
      'src/features/example/use-example.ts',
    ])
      expect(await refusals(runsAFlow, path), path).toEqual([])
  })
})
