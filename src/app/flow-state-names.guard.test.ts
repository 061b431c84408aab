// Machines own how they are read (issue 25 item 4): a route or hook asks the machine's module for the stage to
// show (`profileStageOf`, `creditPayStageOf`…) and selects narrow values, never `snapshot.matches('someState')`,
// `snapshot.value` or the whole context. A renamed state then cannot leave a second list of names behind.
// Every route and hook has been converted: no file in the scanned folders (the shared flows' hooks included,
// their machine modules not) may start reading state names.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = join(__dirname, '..', '..')
const SCANNED = ['src/features', 'src/app', 'src/components', 'src/flows']
const READS_STATE_NAMES = [
  /\.matches\(/,
  /\b(snapshot|s)\.value\b(?!\s*=[^=])/,
  /=>\s*(s|snapshot|state)\.context\s*\)/,
]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    // a machine's own module (src/flows/*.machine.ts) is where its readers are written
    return /\.tsx?$/.test(name) && !/\.(test|stories)\.tsx?$/.test(name) && !name.endsWith('.machine.ts')
      ? [path]
      : []
  })
}

export const readsStateNames = (source: string) => READS_STATE_NAMES.some((pattern) => pattern.test(source))

describe("a flow's readers go through its machine's module", () => {
  const offenders = SCANNED.flatMap((dir) => sources(join(ROOT, dir)))
    .filter((path) => readsStateNames(readFileSync(path, 'utf8')))
    .map((path) => relative(ROOT, path))
    .sort()

  it('no route, hook or view reads state names or the whole context', () => {
    expect(offenders).toEqual([])
  })

  it('sees a state name, a state value and a whole context selected', () => {
    expect(readsStateNames("useSelector(actor, (s) => s.matches('registered'))")).toBe(true)
    expect(readsStateNames("const done = snapshot.value === 'done'")).toBe(true)
    expect(readsStateNames('const { error } = useSelector(actor, (s) => s.context)')).toBe(true)
    expect(readsStateNames('const error = useSelector(actor, registerErrorOf)')).toBe(false)
    expect(readsStateNames('<option value={state.value}>')).toBe(false)
  })
})
