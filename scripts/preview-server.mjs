// The mock build (dist-mock/) served by `vite preview` for the perf scripts (npm run perf, npm run size):
// started in its own process group, so that stopping it also stops the vite process npx starts, and ready once
// /index answers (at most 10 s).
import { spawn } from 'node:child_process'

/** Serves dist-mock/ on `port`; `stop()` ends the server. */
export async function servePreview(port) {
  const server = spawn('npx', ['vite', 'preview', '--mode', 'mock', '--port', String(port), '--strictPort'], {
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://localhost:${port}`
  const stop = () => {
    try {
      process.kill(-server.pid)
    } catch {
      // already stopped
    }
  }
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`${base}/index`)).ok) return { base, stop }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  stop()
  throw new Error(`vite preview did not answer on ${base}`)
}
