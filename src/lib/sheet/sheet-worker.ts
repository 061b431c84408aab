// The page's side of the import's Web Worker (issue 27 item 3; docs/decisions/016-xls-import.md): one worker per
// file, with the size checked before the file is read, the bytes handed over (not copied), and a time limit after
// which the worker is terminated and the import refused. The worker's module is a chunk of its own.
import { MATERIAL_IMPORT_MAX_BYTES, MATERIAL_IMPORT_TIME_MS } from '../../schemas/material-code.schema'
import type { SheetResult, TemplateText } from './material-sheet'
import type { SheetRequest } from './material-sheet.worker'

export type { SheetRefusal, SheetResult, TemplateText } from './material-sheet'

type Failure = 'timeout' | 'error'

function runWorker<T>(
  request: SheetRequest,
  transfer: Transferable[],
  timeoutMs: number,
): Promise<T | Failure> {
  const worker = new Worker(new URL('./material-sheet.worker.ts', import.meta.url), { type: 'module' })
  return new Promise<T | Failure>((resolve) => {
    const timer = setTimeout(() => {
      worker.terminate()
      resolve('timeout')
    }, timeoutMs)
    const finish = (value: T | Failure) => {
      clearTimeout(timer)
      worker.terminate()
      resolve(value)
    }
    worker.onmessage = (event: MessageEvent<T>) => finish(event.data)
    worker.onerror = () => finish('error')
    worker.postMessage(request, transfer)
  })
}

/** The rows of a picked spreadsheet, or why it is refused; a worker that runs out of time is terminated. */
export async function readMaterialSheet(
  file: Blob,
  timeoutMs = MATERIAL_IMPORT_TIME_MS,
): Promise<SheetResult> {
  if (file.size > MATERIAL_IMPORT_MAX_BYTES) return { ok: false, reason: 'size' }
  const bytes = await file.arrayBuffer()
  const answer = await runWorker<SheetResult>({ kind: 'parse', bytes }, [bytes], timeoutMs)
  if (answer === 'timeout') return { ok: false, reason: 'timeout' }
  if (answer === 'error') return { ok: false, reason: 'corrupt' }
  return answer
}

/** The template's .xls bytes, made in the worker when the member asks for it. */
export async function materialTemplateBytes(text: TemplateText): Promise<Uint8Array> {
  const answer = await runWorker<{ ok: true; bytes: Uint8Array }>(
    { kind: 'template', text },
    [],
    MATERIAL_IMPORT_TIME_MS,
  )
  if (typeof answer === 'string') throw new Error(`template worker: ${answer}`)
  return answer.bytes
}
