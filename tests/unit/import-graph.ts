// What a module loads when it is evaluated, read from the sources as the build reads them: `import type` erased,
// `import()` left lazy, a `?query` suffix (the OpenAPI document as data) dropped. Used by the tests that keep
// heavy code off a start path (issue 14: loaders, the mock's start, the screens' chunks).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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

/** Every .ts/.tsx module under the folders (relative to the root), tests and declarations excluded. */
export function sourceFiles(folders: string[]): string[] {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(name)) files.push(path)
    }
  }
  for (const folder of folders) if (existsSync(join(ROOT, folder))) walk(join(ROOT, folder))
  return files
}

/** file → the project modules it loads when it is evaluated (JSON data and packages left out). */
export function moduleGraph(files: string[], importsOf = staticImports): Map<string, string[]> {
  const graph = new Map<string, string[]>()
  for (const file of files) {
    graph.set(
      file,
      importsOf(file)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => resolveFile(file, specifier))
        .filter((target): target is string => target !== null && /\.tsx?$/.test(target)),
    )
  }
  return graph
}

/**
 * The runtime import circles of a graph (issue 25 item 6): its strongly connected components of more than one
 * module, or a module importing itself (Tarjan's algorithm), each sorted.
 */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    order.set(node, next)
    low.set(node, next)
    next += 1
    stack.push(node)
    onStack.add(node)
    for (const target of graph.get(node) ?? []) {
      if (!order.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, order.get(target)!))
    }
    if (low.get(node) !== order.get(node)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort())
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return found
}
