// Generated files are committed; these tests fail when someone edits the source and forgets to regenerate.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
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

  it('src/i18n/parts splits es.compiled.json by namespace (run npm run i18n:extract)', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'i18n-parts-'))
    execFileSync('node', ['scripts/i18n-parts.mjs', 'src/i18n/es.compiled.json', tmp], { stdio: 'pipe' })
    const files = readdirSync(tmp).sort()
    expect(readdirSync('src/i18n/parts').sort()).toEqual(files)
    for (const file of files) expect(readJson(`src/i18n/parts/${file}`)).toEqual(readJson(join(tmp, file)))
  })

  // A file that defines messages registers the part of each namespace it uses, so its texts are in the
  // dictionary whenever its descriptors can be formatted (src/i18n/dictionary.ts).
  it('every file defining messages registers the dictionary parts of its namespaces', () => {
    const files = execFileSync('git', ['grep', '-l', 'defineMessages(', '--', 'src', 'machines'], {
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file && !file.includes('.test.') && file !== 'src/lib/intl.ts')
    expect(files.length).toBeGreaterThan(20)
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const namespaces = new Set([...source.matchAll(/id: '([a-zA-Z]+)\./g)].map((match) => match[1]))
      for (const namespace of namespaces) {
        expect(source, `${file} registers ${namespace}`).toContain(`/i18n/parts/${namespace}.json'`)
        expect(source, `${file} registers ${namespace}`).toContain(`addMessages(${namespace}Part)`)
      }
    }
  })
})
