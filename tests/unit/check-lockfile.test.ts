// scripts/check-lockfile.mjs (issue 15 item 7) on small crafted lockfiles: one refusal per rule, and the
// shapes npm really writes (with and without "resolved") pass.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const SHA512 = `sha512-${'A'.repeat(86)}==`
const registry = (name: string) => ({
  version: '1.0.0',
  resolved: `https://registry.npmjs.org/${name}/-/${name}-1.0.0.tgz`,
  integrity: SHA512,
})

function check(packages: Record<string, object>, npmrc?: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lockfile-'))
  const lock = {
    name: 'x',
    version: '1.0.0',
    lockfileVersion: 3,
    requires: true,
    packages: { '': {}, ...packages },
  }
  writeFileSync(join(dir, 'package-lock.json'), JSON.stringify(lock))
  if (npmrc !== undefined) writeFileSync(join(dir, '.npmrc'), npmrc)
  const result = spawnSync(process.execPath, [resolve('scripts/check-lockfile.mjs'), dir], {
    encoding: 'utf8',
  })
  return { status: result.status, stderr: result.stderr }
}

describe('check-lockfile', () => {
  it("passes this project's own lockfile", () => {
    const result = spawnSync(process.execPath, [resolve('scripts/check-lockfile.mjs')], { encoding: 'utf8' })
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
  })

  it('passes registry packages, with "resolved" or without it (omit-lockfile-registry-resolved)', () => {
    const result = check({
      'node_modules/a': registry('a'),
      'node_modules/b': { version: '2.0.0', integrity: SHA512 },
      'node_modules/msw': { ...registry('msw'), hasInstallScript: true },
    })
    expect(result).toEqual({ status: 0, stderr: '' })
  })

  it.each([
    [
      'a package from another registry',
      { 'node_modules/a': { ...registry('a'), resolved: 'https://npm.evil.example/a/-/a-1.0.0.tgz' } },
      'node_modules/a: is resolved from https://npm.evil.example/a/-/a-1.0.0.tgz, not https://registry.npmjs.org/',
    ],
    [
      'a package over plain http',
      { 'node_modules/a': { ...registry('a'), resolved: 'http://registry.npmjs.org/a/-/a-1.0.0.tgz' } },
      'node_modules/a: is resolved from http://registry.npmjs.org/a/-/a-1.0.0.tgz',
    ],
    [
      'a package without integrity',
      { 'node_modules/a': { version: '1.0.0', resolved: registry('a').resolved } },
      'node_modules/a: lacks an sha512 integrity (none)',
    ],
    [
      'a package with a sha1 integrity only',
      { 'node_modules/a': { ...registry('a'), integrity: 'sha1-2jmj7l5rSw0yVb/vlWAYkK/YBwk=' } },
      'node_modules/a: lacks an sha512 integrity (sha1-2jmj7l5rSw0yVb/vlWAYkK/YBwk=)',
    ],
    [
      'a git dependency',
      {
        'node_modules/a': {
          version: '1.0.0',
          resolved: 'git+ssh://git@github.com/someone/a.git#0123456789abcdef0123456789abcdef01234567',
          integrity: SHA512,
        },
      },
      'node_modules/a: is a git dependency',
    ],
    [
      'a file dependency',
      { 'node_modules/a': { version: '1.0.0', resolved: 'file:vendor/a-1.0.0.tgz', integrity: SHA512 } },
      'node_modules/a: is a file dependency (file:vendor/a-1.0.0.tgz)',
    ],
    [
      'a link dependency',
      { 'node_modules/a': { resolved: '../a', link: true } },
      'node_modules/a: is a link to ../a, not a registry package',
    ],
    [
      'an install script outside the allowlist',
      { 'node_modules/a': { ...registry('a'), hasInstallScript: true } },
      'node_modules/a: has an install script and is not in the allowlist',
    ],
    [
      'an install script of a package aliased to an allowed name',
      { 'node_modules/msw': { ...registry('evil'), name: 'evil', hasInstallScript: true } },
      'node_modules/msw: has an install script and is not in the allowlist',
    ],
  ])('refuses %s', (_case, packages, message) => {
    const result = check(packages)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(message)
  })

  it('refuses a project .npmrc that points a scope at another registry', () => {
    const result = check(
      { 'node_modules/a': { version: '1.0.0', integrity: SHA512 } },
      '@acme:registry=https://npm.acme.example/\n',
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(
      '.npmrc: @acme:registry is https://npm.acme.example/, not https://registry.npmjs.org/',
    )
  })

  it('refuses a lockfile of npm 6 (no "packages" map)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lockfile-'))
    writeFileSync(join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 1, dependencies: {} }))
    const result = spawnSync(process.execPath, [resolve('scripts/check-lockfile.mjs'), dir], {
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('lockfileVersion 2 or 3')
  })
})
