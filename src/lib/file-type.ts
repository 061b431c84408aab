// What a file is by its content (magic bytes), never by its name or declared type (SPEC.md §5: png/jpg images,
// contract attachments also PDF). Pure and dependency-free: the upload call checks every file with it before
// sending (src/api/payment.ts uploadFile), the forms may check earlier, and the mock checks again.

export type ImageFileType = 'image/png' | 'image/jpeg'
export type ContractFileType = 'application/pdf' | ImageFileType

/** The dictionary id of "Formato de archivo incorrecto" (src/schemas/payment.schema.ts fileFormat). */
export const FILE_FORMAT_MESSAGE_ID = 'validation.upload.fileFormat'

/** How many leading bytes the checks read. */
export const FILE_HEAD_BYTES = 16

/** PNG or JPEG by content (magic bytes), not by name. */
export function sniffImageType(bytes: Uint8Array): ImageFileType | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47)
    return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

/** PDF (`%PDF-`), PNG or JPEG by content (magic bytes), never by name or declared type. */
export function sniffContractFileType(bytes: Uint8Array): ContractFileType | null {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d]
  if (bytes.length >= pdf.length && pdf.every((byte, i) => bytes[i] === byte)) return 'application/pdf'
  return sniffImageType(bytes)
}

/** The first bytes of a file or blob. */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer())
}
