// Photos made lighter in the browser before they are sent (issue 26 item 4): a buyer on a 400 kbit/s link who
// picks a 12 MB phone photo as a payment proof would wait minutes, and SPEC.md §5 refuses images over 1 MB
// anyway. A PNG or JPEG (by content, ./file-type.ts) heavier than LIGHT_ENOUGH_BYTES is drawn again at most
// MAX_EDGE_PX on its longer side as a JPEG, smaller each round until it is under LIGHTER_IMAGE_TARGET_BYTES (or
// the rounds run out: the §5 size check then refuses it, with its message). Anything else — a PDF, a file that
// is not what it says, an image the browser cannot decode — is returned as it is, for the content checks to
// judge. Where the browser cannot draw (no createImageBitmap), nothing changes.
import { fileHead, sniffImageType } from './file-type'

/** Files up to this size go as they are. */
export const LIGHT_ENOUGH_BYTES = 300 * 1024
/** What a lighter image aims under: below the strictest §5 image limit (1 MB, payment proofs). */
export const LIGHTER_IMAGE_TARGET_BYTES = 900 * 1024
/** The longer side of a lighter image, first round. */
export const MAX_EDGE_PX = 2000
const ROUNDS = [
  { edge: MAX_EDGE_PX, quality: 0.85 },
  { edge: 1600, quality: 0.8 },
  { edge: 1280, quality: 0.75 },
  { edge: 1024, quality: 0.7 },
] as const

interface Drawable {
  width: number
  height: number
  close?: () => void
}

/** Draws `bitmap` at most `edge` px on its longer side, on white (a PNG's transparency), as a JPEG. */
async function encode(bitmap: Drawable, edge: number, quality: number): Promise<Blob | null> {
  const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height))
  const width = Math.max(1, Math.round(bitmap.width * scale))
  const height = Math.max(1, Math.round(bitmap.height * scale))
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    const context = canvas.getContext('2d')
    if (!context) return null
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.drawImage(bitmap as ImageBitmap, 0, 0, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return null
  context.fillStyle = '#fff'
  context.fillRect(0, 0, width, height)
  context.drawImage(bitmap as ImageBitmap, 0, 0, width, height)
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
}

const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'imagen'}.jpg`

/** `file`, or a lighter JPEG of it when it is a heavy PNG or JPEG photo. */
export async function lighterImage(file: File): Promise<File> {
  if (file.size <= LIGHT_ENOUGH_BYTES || typeof createImageBitmap !== 'function') return file
  if (sniffImageType(await fileHead(file)) === null) return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return file // corrupt or undecodable: the content checks say so
  }
  try {
    // Chromium hands back an empty bitmap, not an error, for bytes that only start like a PNG
    if (bitmap.width === 0 || bitmap.height === 0) return file
    let best: Blob | null = null
    for (const { edge, quality } of ROUNDS) {
      const blob = await encode(bitmap, edge, quality)
      if (!blob) break
      if (!best || blob.size < best.size) best = blob
      if (blob.size <= LIGHTER_IMAGE_TARGET_BYTES) break
    }
    if (!best || best.size >= file.size) return file
    return new File([best], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    bitmap.close()
  }
}
