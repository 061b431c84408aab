// The material-code import's Web Worker (issue 27 item 3; docs/decisions/016-xls-import.md): the spreadsheet is
// parsed here, off the page's thread and out of its bundles (a chunk of its own, loaded when a file is picked or
// the template is asked for). The page terminates it when it runs past MATERIAL_IMPORT_TIME_MS.
/// <reference lib="webworker" />
import { materialTemplate, parseMaterialSheet, type TemplateText } from './material-sheet'

export type SheetRequest = { kind: 'parse'; bytes: ArrayBuffer } | { kind: 'template'; text: TemplateText }

const scope = self as unknown as DedicatedWorkerGlobalScope

scope.onmessage = (event: MessageEvent<SheetRequest>) => {
  const request = event.data
  if (request.kind === 'parse') {
    scope.postMessage(parseMaterialSheet(request.bytes))
    return
  }
  const bytes = materialTemplate(request.text)
  scope.postMessage({ ok: true, bytes }, [bytes.buffer])
}
