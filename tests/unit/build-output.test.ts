// What a build writes, through the project's own vite.config.ts on a tiny app (fast): the production build
// drops the mock service worker from the folder it actually writes to, --outDir included (issue 15 item 6),
// its index.html carries the strict Content Security Policy (item 3) and the pre-rendered shell (issue 26 item 4),
// and scripts/check-bundle.mjs judges the folder it is given.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { build } from 'vite'
import { beforeAll, describe, expect, it } from 'vitest'

const root = mkdtempSync(join(tmpdir(), 'build-output-'))

async function buildInto(mode: 'production' | 'mock') {
  const outDir = join(root, `out-${mode}`)
  await build({
    configFile: resolve('vite.config.ts'),
    root,
    mode,
    logLevel: 'silent',
    build: { outDir },
  })
  return outDir
}

const policyOf = (outDir: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
    readFileSync(join(outDir, 'index.html'), 'utf8'),
  )?.[1]

const checkBundle = (outDir: string) =>
  spawnSync(process.execPath, [resolve('scripts/check-bundle.mjs'), outDir], { encoding: 'utf8' })

let production = ''
let mock = ''

beforeAll(async () => {
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><title>t</title></head>' +
      '<body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  )
  writeFileSync(
    join(root, 'main.js'),
    "window.m = { id: 'prueba.texto', defaultMessage: 'Texto por defecto' }\ndocument.body.append('listo')\n",
  )
  mkdirSync(join(root, 'public'))
  writeFileSync(join(root, 'public', 'mockServiceWorker.js'), '// the copy msw init makes\n')
  writeFileSync(join(root, 'public', 'mock-worker.js'), "importScripts('./mockServiceWorker.js')\n")
  production = await buildInto('production')
  mock = await buildInto('mock')
}, 60_000)

const scriptsOf = (outDir: string) =>
  readdirSync(join(outDir, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => readFileSync(join(outDir, 'assets', name), 'utf8'))
    .join('\n')

describe('vite build with --outDir', () => {
  it("ships a message descriptor's id without its defaultMessage in production, and keeps it in a mock build", () => {
    expect(scriptsOf(production)).toContain('prueba.texto')
    expect(scriptsOf(production)).not.toContain('Texto por defecto')
    expect(scriptsOf(mock)).toContain('Texto por defecto')
  })

  it('keeps the mock service workers in a mock build (the copies reach the folder)', () => {
    expect(existsSync(join(mock, 'mockServiceWorker.js'))).toBe(true)
    expect(existsSync(join(mock, 'mock-worker.js'))).toBe(true)
  })

  it('drops the mock service worker from the folder a production build writes to', () => {
    expect(existsSync(join(production, 'index.html'))).toBe(true)
    expect(existsSync(join(production, 'mockServiceWorker.js'))).toBe(false)
    expect(existsSync(join(production, 'mock-worker.js'))).toBe(false)
  })

  it('puts the strict policy, with the configured API origin, into the production index.html', () => {
    const policy = policyOf(production)
    expect(policy).toContain("script-src 'self';")
    // VITE_API_BASE_URL of the test environment (vite.config.ts test.env)
    expect(policy).toContain("connect-src 'self' http://api.test;")
    expect(policy).not.toContain('unsafe')
  })

  it("relaxes the mock build's policy by 'unsafe-eval' only", () => {
    expect(policyOf(mock)).toBe(
      policyOf(production)!.replace("script-src 'self'", "script-src 'self' 'unsafe-eval'"),
    )
  })

  it('writes the shell into #root of a production build: header, navigation, loader, inert, no inline script', () => {
    // the mock build keeps an empty #root: its e2e tests would find the inert copy's links before the app starts
    expect(readFileSync(join(mock, 'index.html'), 'utf8')).toContain('<div id="root"></div>')
    for (const outDir of [production]) {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8')
      const root = /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? ''
      expect(root).toMatch(/^<div class="app app--prerendered" inert="" aria-hidden="true">/)
      expect(root).toContain('<header class="site-header">')
      expect(root).toContain('Mercado Mayorista China–Cuba')
      expect(root).toContain('Cargando...')
      expect(root).toContain('<footer')
      expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(/ src="\/assets\/[^"]+\.js"/)])
    }
  })

  it('gives a production build the installed app (service worker, Spanish manifest) and the mock build neither', () => {
    expect(existsSync(join(production, 'sw.js'))).toBe(true)
    const manifest = JSON.parse(readFileSync(join(production, 'manifest.webmanifest'), 'utf8')) as {
      lang: string
    }
    expect(manifest.lang).toBe('es')
    expect(readFileSync(join(production, 'index.html'), 'utf8')).toContain('<link rel="manifest"')
    // one service worker per scope: the mock build's is MSW's (TOOLCHAIN.md)
    expect(existsSync(join(mock, 'sw.js'))).toBe(false)
    expect(existsSync(join(mock, 'manifest.webmanifest'))).toBe(false)
  })

  it('check-bundle passes the production folder it is given', () => {
    const result = checkBundle(production)
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    expect(result.stdout).toContain(`in ${production}/`)
  })

  it('check-bundle refuses a folder with the worker and a relaxed policy', () => {
    const result = checkBundle(mock)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${mock}/mockServiceWorker.js is shipped`)
    expect(result.stderr).toContain(`${mock}/mock-worker.js is shipped`)
    expect(result.stderr).toContain("script-src allows 'unsafe-eval'")
  })
})
