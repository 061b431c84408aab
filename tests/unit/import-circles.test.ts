// No runtime import circles in src/, machines/ or mocks/ (issue 25 item 6; STYLE.md "Lessons"): in a circle,
// whichever module loads first sees the others' exports undefined, and which one that is depends on the entry.
// `import type` does not count (erased); `import()` does not either (it runs after evaluation).
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { circles, moduleGraph, ROOT, sourceFiles } from './import-graph'

describe('the import graph', () => {
  it('has no runtime circle in src/, machines/ or mocks/', () => {
    const graph = moduleGraph(sourceFiles(['src', 'machines', 'mocks']))
    expect(graph.size).toBeGreaterThan(300)
    expect(circles(graph).map((circle) => circle.map((file) => relative(ROOT, file)))).toEqual([])
  })

  it('finds a planted circle of three modules, and not one closed by a type-only import', () => {
    const dir = mkdtempSync(join(tmpdir(), 'circle-'))
    const files: Record<string, string> = {
      'a.ts': "import { b } from './b'\nexport const a = b + 1",
      'b.ts': "import { c } from './c'\nexport const b = c + 1",
      'c.ts': "import { a } from './a'\nimport type { D } from './d'\nexport const c = () => a",
      'd.ts': "import type { C } from './c'\nexport type D = C",
    }
    for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source)
    const graph = moduleGraph(Object.keys(files).map((name) => join(dir, name)))
    expect(circles(graph).map((circle) => circle.map((file) => relative(dir, file)))).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
    ])
  })
})
