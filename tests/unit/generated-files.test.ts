// Generated files are committed; these tests fail when someone edits the source and forgets to regenerate.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name)

describe('generated files', () => {
  it('src/api/schema.d.ts matches openapi/marketplace.yaml (run npm run gen:api)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gen-api-')), 'schema.d.ts')
    execFileSync(bin('openapi-typescript'), ['openapi/marketplace.yaml', '-o', out], { stdio: 'pipe' })
    expect(readFileSync(out, 'utf8')).toBe(readFileSync('src/api/schema.d.ts', 'utf8'))
  })

  it('src/i18n/es.json holds exactly the messages declared in the code (run npm run i18n:extract)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'i18n-')), 'es.json')
    execFileSync(
      bin('formatjs'),
      [
        'extract',
        'src/**/*.{ts,tsx}',
        'machines/**/*.ts',
        'mocks/control-panel/**/*.tsx',
        '--ignore',
        '**/*.d.ts',
        '--ignore',
        '**/*.test.*',
        '--out-file',
        out,
        '--format',
        'simple',
        '--flatten',
      ],
      { stdio: 'pipe' },
    )
    expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(
      JSON.parse(readFileSync('src/i18n/es.json', 'utf8')),
    )
  }, 30_000)
})
