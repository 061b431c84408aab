// Generated files are committed; these tests fail when someone edits the source and forgets to regenerate.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const bin = (name: string) => join(process.cwd(), 'node_modules', '.bin', name)
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'))

describe('generated files', () => {
  it('src/api/schema.d.ts matches openapi/marketplace.yaml (run npm run gen:api)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'gen-api-')), 'schema.d.ts')
    execFileSync(bin('openapi-typescript'), ['openapi/marketplace.yaml', '-o', out], { stdio: 'pipe' })
    expect(readFileSync(out, 'utf8')).toBe(readFileSync('src/api/schema.d.ts', 'utf8'))
  })

  // The app's dictionary and the mock control panel's own (kept out of production) — run npm run i18n:extract
  it.each([
    ['src/i18n', ['src/**/*.{ts,tsx}', 'machines/**/*.ts']],
    ['mocks/control-panel', ['mocks/control-panel/**/*.{ts,tsx}']],
  ])(
    '%s/es.json holds exactly the declared messages and es.compiled.json is it pre-parsed',
    (dir, sources) => {
      const tmp = mkdtempSync(join(tmpdir(), 'i18n-'))
      const extract = ['extract', ...sources, '--ignore', '**/*.d.ts', '--ignore', '**/*.test.*']
      execFileSync(
        bin('formatjs'),
        [...extract, '--out-file', join(tmp, 'es.json'), '--format', 'simple', '--flatten'],
        {
          stdio: 'pipe',
        },
      )
      expect(readJson(join(tmp, 'es.json'))).toEqual(readJson(`${dir}/es.json`))
      const compile = ['compile', `${dir}/es.json`, '--ast', '--format', 'simple']
      execFileSync(bin('formatjs'), [...compile, '--out-file', join(tmp, 'es.compiled.json')], {
        stdio: 'pipe',
      })
      expect(readJson(join(tmp, 'es.compiled.json'))).toEqual(readJson(`${dir}/es.compiled.json`))
    },
    30_000,
  )
})
