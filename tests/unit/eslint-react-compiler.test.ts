// react-hooks' React Compiler rules read only the files that can hold a component or a hook (eslint.config.js,
// REACT_CODE: two thirds of the lint's time went to compiling every file, issue 24). A hook written in a .ts file
// under another name would be linted without them: this test finds every hook definition in the project's .ts
// files and asks ESLint whether the compiler rules apply to its file.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const HOOK_DEFINITION = /^(?:export\s+)?(?:function\s+use[A-Z]|const\s+use[A-Z]\w*\s*=)/m

const tsFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter(
    (file) => file && !file.endsWith('.d.ts') && !/\.test\.ts$/.test(file) && !file.startsWith('tests/e2e/'),
  )

describe('the React Compiler lint rules', () => {
  it('apply to every .ts file that defines a hook', async () => {
    const eslint = new ESLint()
    const withHooks = tsFiles.filter((file) => HOOK_DEFINITION.test(readFileSync(file, 'utf8')))
    expect(withHooks.length).toBeGreaterThan(10)
    const missing: string[] = []
    for (const file of withHooks) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> }
      if (!config.rules?.['react-hooks/static-components']) missing.push(file)
    }
    expect(missing, 'hooks in .ts files the compiler rules do not read (name them use-*.ts)').toEqual([])
  })

  it('apply to components and not to plain modules', async () => {
    const eslint = new ESLint()
    const ruleOf = async (file: string) =>
      ((await eslint.calculateConfigForFile(file)) as { rules?: Record<string, unknown> }).rules?.[
        'react-hooks/static-components'
      ]
    expect(await ruleOf('src/app/app-layout.tsx')).toBeDefined()
    expect(await ruleOf('mocks/seed.ts')).toBeUndefined()
    // the classic hook rules read every file
    expect(
      ((await eslint.calculateConfigForFile('mocks/seed.ts')) as { rules?: Record<string, unknown> }).rules?.[
        'react-hooks/rules-of-hooks'
      ],
    ).toBeDefined()
  })
})
