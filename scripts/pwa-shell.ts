// What the service worker precaches (issue 26 item 3): the shell a repeat visit needs before any link — index.html,
// the entry's scripts and stylesheet with everything they import statically, and the home screen — read from the
// build's own manifest (vite-plugin-pwa adds the web manifest and its icons). Screen chunks are cached when first
// used (src/pwa/sw.ts).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

interface Chunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  css?: string[]
}

/** The files of the shell, relative to the build folder. */
export function shellFiles(outDir: string): Set<string> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >
  const files = new Set(['index.html'])
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    files.add(chunk.file)
    for (const css of chunk.css ?? []) files.add(css)
    for (const imported of chunk.imports ?? []) walk(imported)
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key)
  // the home screen and its loader, the page a returning buyer opens first, and the shell's own lazy pieces:
  // offline, a notice or the comparison bar that was never loaded would fail the whole page
  for (const key of Object.keys(manifest))
    if (
      /src\/features\/home\/index-(route|loader)\.tsx?$|src\/features\/shell\/connection-notices-view\.tsx$|src\/components\/compare-bar\.tsx$/.test(
        key,
      )
    )
      walk(key)
  return files
}
