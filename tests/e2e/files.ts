// The files the e2e specs choose in file pickers, made in one place. A picker that takes images makes a heavy,
// decodable PNG or JPEG lighter before SPEC.md §5's size check (src/lib/lighter-image.ts, issue 26 item 4), so
// an "oversize image" must be bytes no decoder can draw: its signature, then zeros. A real 1×1 PNG followed by
// 1.5 MB of zeros decodes, is made into a 1×1 JPEG and is accepted — refund.spec built its oversize image that
// way and failed in CI once the pickers made photos lighter. tests/unit/e2e-files.guard.test.ts keeps specs
// from building image bytes of their own.

/** A real 1×1 PNG: the mock tells images by their bytes. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)
/** The first bytes of a PDF, for the content check. */
export const PDF_HEAD = Buffer.from('%PDF-1.4\n')

export interface PickedFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** A small real PNG named `name`. */
export const pngFile = (name: string): PickedFile => ({ name, mimeType: 'image/png', buffer: TINY_PNG })

/** `bytes` long, starting with `head` and then zeros. */
function padded(head: Buffer, bytes: number): Buffer {
  const buffer = Buffer.alloc(bytes)
  head.copy(buffer)
  return buffer
}

/**
 * `bytes` that start like a PNG (its 8-byte signature only): the content check says "PNG", no decoder can make it
 * lighter, so the §5 size check refuses it with its message.
 */
export const oversizePng = (name: string, bytes: number): PickedFile => ({
  name,
  mimeType: 'image/png',
  buffer: padded(TINY_PNG.subarray(0, 8), bytes),
})

/** `bytes` that start like a PDF. */
export const oversizePdf = (name: string, bytes: number, head: Buffer = PDF_HEAD): PickedFile => ({
  name,
  mimeType: 'application/pdf',
  buffer: padded(head, bytes),
})

export { heavyPhotoPng } from './heavy-photo'

/**
 * A material-code spreadsheet (issue 27 item 3): a header and `rows` of [material code, product code,
 * description], written as BIFF8 .xls by the same parser the app reads it with.
 */
export async function materialCodesXls(
  name: string,
  rows: readonly (readonly string[])[],
): Promise<PickedFile> {
  const { utils, write } = await import('@e965/xlsx')
  const book = utils.book_new()
  const header = ['Código de material', 'Código de producto (SKU)', 'Descripción']
  utils.book_append_sheet(book, utils.aoa_to_sheet([header, ...rows.map((row) => [...row])]), 'Códigos')
  const bytes = write(book, { type: 'array', bookType: 'biff8' }) as ArrayBuffer
  return { name, mimeType: 'application/vnd.ms-excel', buffer: Buffer.from(bytes) }
}

/** A Windows program (an `MZ` header and code bytes) renamed to `name`, e.g. «codigos.xls». */
export const renamedExe = (name: string): PickedFile => ({
  name,
  mimeType: 'application/vnd.ms-excel',
  buffer: Buffer.concat([
    Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'),
    Buffer.from('This program cannot be run in DOS mode.\r\n'),
  ]),
})
