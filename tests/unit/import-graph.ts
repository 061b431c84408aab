// What a module loads when it is evaluated, read from the sources as the build reads them: `import type` erased,
// `import()` left lazy, a `?query` suffix (the OpenAPI document as data) dropped. Used by the tests that keep
// heavy code off a start path (issue 14: loaders, the mock's start, the screens' chunks).
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'

export const ROOT = process.cwd()

export function resolveFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null
}

/** The specifiers a module loads when it is evaluated (not `import type`, not `import()`). */
export function staticImports(file: string): string[] {
  if (!/\.tsx?$/.test(file)) return []
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false)
  const specifiers: string[] = []
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly)
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text)
  }
  return specifiers
}

/** Every project file (relative to the root) and every package a module loads, directly or through its imports. */
export function importGraph(entry: string) {
  const files = new Set<string>()
  const packages = new Set<string>()
  const visit = (file: string) => {
    if (files.has(file)) return
    files.add(file)
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) {
        packages.add(
          specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
        )
        continue
      }
      const target = resolveFile(file, specifier)
      if (!target) throw new Error(`${relative(ROOT, file)}: cannot resolve ${specifier}`)
      visit(target)
    }
  }
  visit(resolve(ROOT, entry))
  return { files: [...files].map((file) => relative(ROOT, file)), packages: [...packages] }
}
