#!/usr/bin/env node
// `npm test`: every check of the project, in the order that fails cheapest first, with the steps that use one
// core each run side by side on the two cores of CI (issue 24: npm test under 15 minutes on 2 cores). Prints how
// long each step took, so a slow step is seen in the log rather than guessed.
//
//   typecheck ‖ eslint ‖ (stylelint, prettier, contract lint)  →  unit, component and machine tests  →
//   production build ‖ mock build  →  bundle checks and budgets  →  e2e in Chromium (on the mock build, and on
//   the production build against the HTTP mock API)
import { spawn } from 'node:child_process'
import { productionBuildEnv } from './e2e-env.mjs'

/** One step: an npm script (or a command) whose output is kept until it ends when it runs beside another. */
function run(name, command, args, { buffered = false, env = {} } = {}) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    })
    const chunks = []
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk))
      child.stderr.on('data', (chunk) => chunks.push(chunk))
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      if (buffered) {
        process.stdout.write(`\n[test] ── ${name} ──\n`)
        process.stdout.write(Buffer.concat(chunks))
      }
      timings.push([name, seconds, code])
      console.log(`[test] ${name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`)
      resolve(code === 0)
    })
  })
}

const npm = (script, options) => run(script, 'npm', ['run', '--silent', script], options)
const timings = []
const begun = Date.now()

/** Steps side by side; all of them run to the end so that every failure is reported at once. */
async function together(...steps) {
  const results = await Promise.all(steps.map((step) => step({ buffered: true })))
  return results.every(Boolean)
}

function summary(ok) {
  console.log('\n[test] step times (s):')
  for (const [name, seconds, code] of timings)
    console.log(`[test]   ${String(seconds).padStart(4)}  ${name}${code === 0 ? '' : '  FAILED'}`)
  console.log(`[test] ${ok ? 'all passed' : 'FAILED'} in ${Math.round((Date.now() - begun) / 1000)} s`)
  process.exit(ok ? 0 : 1)
}

const steps = [
  () => npm('check:lockfile'),
  () =>
    together(
      (options) => npm('typecheck', options),
      (options) => run('eslint', 'npx', ['eslint', '.'], options),
      async (options) =>
        (await npm('lint:css', options)) &&
        (await run('prettier', 'npx', ['prettier', '--check', '.', '--log-level', 'warn'], options)) &&
        npm('lint:api', options),
    ),
  () => npm('test:unit'),
  () =>
    together(
      // the production build as deployed: the API on another origin, the HTTP mock API's in the e2e run
      (options) => npm('build', { ...options, env: productionBuildEnv() }),
      (options) => npm('build:mock', options),
    ),
  () => npm('check:bundle'),
  () => npm('size:bundle'),
  () => run('e2e', 'node', ['scripts/run-e2e.mjs'], { env: { SKIP_BUILD: '1' } }),
]

for (const step of steps) {
  if (!(await step())) summary(false)
}
summary(true)
