// The e2e specs take the files they pick from tests/e2e/files.ts. An "oversize image" built by hand as a real PNG
// followed by zeros is decoded and made lighter by the pickers (src/lib/lighter-image.ts), so it is accepted and
// the test waits for a size message that never comes: refund.spec failed in CI that way. This guard refuses PNG
// bytes written out in a spec and zero-filled buffers made there.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const E2E = join(__dirname, '..', 'e2e')
const FORBIDDEN: [RegExp, string][] = [
  [/iVBORw0KGgo/, 'PNG bytes written out (use TINY_PNG / pngFile from ./files)'],
  [/Buffer\.alloc\(/, 'a buffer built by hand (use oversizePng / oversizePdf from ./files)'],
  [/0x89,\s*0x50,\s*0x4e,\s*0x47/i, 'a PNG signature written out (use oversizePng from ./files)'],
]

export function findHandMadeFiles(name: string, source: string): string[] {
  return FORBIDDEN.filter(([pattern]) => pattern.test(source)).map(([, why]) => `${name}: ${why}`)
}

describe('e2e file fixtures', () => {
  it('come from tests/e2e/files.ts, never built in a spec', () => {
    const specs = readdirSync(E2E).filter((name) => name.endsWith('.spec.ts'))
    expect(specs.length).toBeGreaterThan(10)
    const found = specs.flatMap((name) => findHandMadeFiles(name, readFileSync(join(E2E, name), 'utf8')))
    expect(found).toEqual([])
  })

  it('would refuse the oversize image refund.spec once built (a real PNG followed by zeros)', () => {
    const planted = `const pixel = Buffer.from('iVBORw0KGgoAAAANSUhEUg', 'base64')
      const buffer = Buffer.concat([pixel, Buffer.alloc(size - pixel.length)])`
    expect(findHandMadeFiles('planted.spec.ts', planted)).toHaveLength(2)
  })
})
