// Proves the eslint.config.js rules of issue 25 item 4 on a machine's shape: its I/O lives in `<flow>.actors.ts`
// (a test gives other actors with `.provide()`), and every machine changes its context only through actions named
// in setup(), called with params (the two shared blocks of src/flows build theirs from what each flow hands them).
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const machine = (actors: string, onDone: string) => `import { assign, fromPromise, setup } from 'xstate'
export const exampleMachine = setup({
  types: { context: {} as { n: number } },
  actors: ${actors},
  actions: { storeN: assign((_, { n }: { n: number }) => ({ n })) },
}).createMachine({
  context: { n: 0 },
  initial: 'loading',
  states: {
    loading: { invoke: { src: 'read', onDone: { target: 'ready', actions: ${onDone} } } },
    ready: {},
  },
})
`
const inlineActor = '{ read: fromPromise(async () => 1) }'
const named = "{ type: 'storeN', params: ({ event }) => ({ n: event.output }) }"
const inlineAssign = 'assign(({ event }) => ({ n: event.output }))'

describe('the machine-shape rules of eslint.config.js (issue 25 item 4)', () => {
  beforeAll(() => problems('export {}\n', 'machines/example/example.machine.ts'), 60_000)

  it('refuses an actor defined inline in any machine, and accepts actors imported from their module', async () => {
    expect(await problems(machine(inlineActor, named), 'machines/example/example.machine.ts')).toEqual([
      expect.stringMatching(/actors\.ts/),
    ])
    expect(await problems(machine('exampleActors', named), 'machines/example/example.machine.ts')).toEqual([])
  })

  it('refuses an inline assign in the states of any machine, new ones included, not in setup()', async () => {
    for (const path of ['machines/register/register.machine.ts', 'src/features/example/example.machine.ts']) {
      expect(await problems(machine('exampleActors', inlineAssign), path)).toEqual([
        expect.stringMatching(/Name the action/),
      ])
      expect(await problems(machine('exampleActors', named), path)).toEqual([])
    }
  })
})
