#!/usr/bin/env node
// Offline supply-chain check of package-lock.json (issue 15 item 7): `npm audit` cannot reach an advisory
// database here, so CI at least proves what `npm ci` will install — every package from the public registry,
// pinned by an sha512 integrity, no git/file/link dependency, and no install script beyond the allowlist.
// Usage: node scripts/check-lockfile.mjs [project folder, default .]
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const REGISTRY = 'https://registry.npmjs.org/'

/** Packages whose install script may run, and why (TOOLCHAIN.md "npm install scripts"). */
const INSTALL_SCRIPTS_ALLOWED = new Map([
  ['esbuild', 'checks that its platform binary is present; the build works without it'],
  ['msw', 'copies mockServiceWorker.js into public/, where it is committed anyway'],
])

const dir = process.argv[2] ?? '.'
const problems = []
let lock
try {
  lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'))
} catch (error) {
  console.error(`check-lockfile: cannot read ${join(dir, 'package-lock.json')}: ${error.message}`)
  process.exit(1)
}
if (!lock.packages || typeof lock.packages !== 'object' || (lock.lockfileVersion ?? 0) < 2) {
  problems.push('lockfileVersion 2 or 3 with a "packages" map is required')
}

// An entry without "resolved" (npm's omit-lockfile-registry-resolved, set on these machines) is fetched from the
// configured registry, so the project must not configure another one.
const npmrc = join(dir, '.npmrc')
if (existsSync(npmrc)) {
  for (const line of readFileSync(npmrc, 'utf8').split(/\r?\n/)) {
    const setting = /^\s*((?:@[^:\s]+:)?registry)\s*=\s*(\S+)/.exec(line)
    if (setting && setting[2].replace(/\/?$/, '/') !== REGISTRY)
      problems.push(`.npmrc: ${setting[1]} is ${setting[2]}, not ${REGISTRY}`)
  }
}

/** The installed name: the last node_modules/ segment of the key (an alias's real name is in "name"). */
const nameOf = (key, entry) =>
  entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)

for (const [key, entry] of Object.entries(lock.packages ?? {})) {
  if (key === '') continue
  const where = key
  const resolved = entry.resolved
  if (entry.link) {
    problems.push(`${where}: is a link to ${resolved ?? 'a local folder'}, not a registry package`)
    continue
  }
  if (entry.inBundle) {
    // shipped inside its parent's tarball, which the parent's integrity covers; its scripts still count
  } else {
    if (typeof resolved === 'string') {
      if (/^git(\+[a-z]+)?:|^github:|\.git(#|$)/i.test(resolved))
        problems.push(`${where}: is a git dependency (${resolved})`)
      else if (/^file:/i.test(resolved)) problems.push(`${where}: is a file dependency (${resolved})`)
      else if (!resolved.startsWith(REGISTRY))
        problems.push(`${where}: is resolved from ${resolved}, not ${REGISTRY}`)
    } else if (resolved !== undefined) {
      problems.push(`${where}: has a malformed "resolved"`)
    }
    if (typeof entry.integrity !== 'string' || !/^sha512-[A-Za-z0-9+/]+={0,2}$/.test(entry.integrity))
      problems.push(`${where}: lacks an sha512 integrity (${entry.integrity ?? 'none'})`)
  }
  if (entry.hasInstallScript && !INSTALL_SCRIPTS_ALLOWED.has(nameOf(key, entry)))
    problems.push(`${where}: has an install script and is not in the allowlist of scripts/check-lockfile.mjs`)
}

if (problems.length > 0) {
  console.error('check-lockfile: package-lock.json is not safe to install:\n' + problems.join('\n'))
  process.exit(1)
}
const count = Object.keys(lock.packages).length - 1
console.log(`check-lockfile: ${count} packages from ${REGISTRY}, each with an sha512 integrity`)
