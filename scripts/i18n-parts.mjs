#!/usr/bin/env node
// Splits the compiled Spanish dictionary (src/i18n/es.compiled.json) into one part per id namespace
// (`orders.list.title` → src/i18n/parts/orders.json). Each file that defines messages registers the parts of
// its namespaces (src/i18n/dictionary.ts), so a namespace's texts travel in the same chunk as its screens and
// the entry carries only the shell's (issue 6: /index first-load budget).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [source = 'src/i18n/es.compiled.json', outDir = 'src/i18n/parts'] = process.argv.slice(2)
const compiled = JSON.parse(readFileSync(source, 'utf8'))
const parts = {}
for (const id of Object.keys(compiled).sort()) {
  const namespace = id.split('.')[0]
  ;(parts[namespace] ??= {})[id] = compiled[id]
}
mkdirSync(outDir, { recursive: true })
for (const file of readdirSync(outDir)) if (file.endsWith('.json')) rmSync(join(outDir, file))
for (const [namespace, messages] of Object.entries(parts))
  writeFileSync(join(outDir, `${namespace}.json`), `${JSON.stringify(messages, null, 2)}\n`)
console.log(`${Object.keys(parts).length} dictionary parts written to ${outDir}`)
