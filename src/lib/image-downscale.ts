// Downscaling a picture before it is uploaded (issue 29 item 1: "an image (png/jpg, size checked, downscaled
// before sending)"). A phone photo of 4000 × 3000 px is shown in a conversation at a few hundred pixels; sending
// it whole costs a buyer on a poor link minutes. A picture whose long side is over DOWNSCALE_MAX_SIDE is drawn
// onto a canvas at that size and encoded again, in its own format (a PNG stays a PNG: it may have transparency
// or sharp text; a JPEG at DOWNSCALE_JPEG_QUALITY); a smaller one is sent as it is, never encoded twice.
// The size maths is pure; the browser's decoder and canvas are injected (ImageTools), so the module runs in
// jsdom with fakes. The callers check the file by content and size before and again after (machines/chat).
import type { ImageFileType } from './file-type'

/** The longest side, in pixels, of a picture after downscaling. */
export const DOWNSCALE_MAX_SIDE = 1600
/** The quality of a JPEG encoded again (0–1). */
export const DOWNSCALE_JPEG_QUALITY = 0.85

export interface Size {
  width: number
  height: number
}

/**
 * The size a picture of `size` gets: unchanged when its long side is at most `maxSide`, otherwise scaled so that
 * its long side is exactly `maxSide`, keeping the aspect ratio (each side rounded, at least 1 px).
 */
export function fitWithin(size: Size, maxSide: number = DOWNSCALE_MAX_SIDE): Size & { scaled: boolean } {
  const { width, height } = size
  if (!(width > 0 && height > 0)) throw new RangeError('A picture has a positive width and height.')
  const long = Math.max(width, height)
  if (long <= maxSide) return { width, height, scaled: false }
  const ratio = maxSide / long
  return {
    width: width >= height ? maxSide : Math.max(1, Math.round(width * ratio)),
    height: height > width ? maxSide : Math.max(1, Math.round(height * ratio)),
    scaled: true,
  }
}

/** A decoded picture: its size in pixels, and something a canvas can draw. */
export interface DecodedImage extends Size {
  source: CanvasImageSource
  close(): void
}

/** The browser's picture tools (createImageBitmap and a canvas), injected so that tests can fake them. */
export interface ImageTools {
  /** Decodes a picture; rejects when its bytes are not a picture the browser can read. */
  decode(file: Blob): Promise<DecodedImage>
  /** Draws `image` at `size` and encodes it as `type`. */
  encode(image: DecodedImage, size: Size, type: ImageFileType, quality: number): Promise<Blob>
}

/** The browser's own tools: createImageBitmap (honouring the EXIF orientation) and an (offscreen) canvas. */
export const browserImageTools: ImageTools = {
  async decode(file) {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() }
  },
  async encode(image, size, type, quality) {
    if (typeof OffscreenCanvas !== 'undefined') {
      const canvas = new OffscreenCanvas(size.width, size.height)
      const context = canvas.getContext('2d')
      if (!context) throw new Error('No 2d canvas.')
      context.drawImage(image.source, 0, 0, size.width, size.height)
      return canvas.convertToBlob({ type, quality })
    }
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) throw new Error('No 2d canvas.')
    context.drawImage(image.source, 0, 0, size.width, size.height)
    return new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No blob.'))), type, quality),
    )
  },
}

/** What downscaling gave: the blob to send (the file itself when it was small enough) and its size. */
export interface Downscaled extends Size {
  blob: Blob
  scaled: boolean
}

/**
 * The picture to send: `file` itself when its long side is at most `maxSide`, otherwise a copy of that size in
 * the same format. Rejects when the file cannot be decoded (its bytes are not really a picture).
 */
export async function downscaleImage(
  file: Blob,
  type: ImageFileType,
  tools: ImageTools = browserImageTools,
  maxSide: number = DOWNSCALE_MAX_SIDE,
): Promise<Downscaled> {
  const image = await tools.decode(file)
  try {
    const size = fitWithin(image, maxSide)
    if (!size.scaled) return { blob: file, width: size.width, height: size.height, scaled: false }
    const blob = await tools.encode(image, size, type, DOWNSCALE_JPEG_QUALITY)
    return { blob, width: size.width, height: size.height, scaled: true }
  } finally {
    image.close()
  }
}
