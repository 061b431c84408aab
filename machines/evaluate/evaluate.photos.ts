// The photos of an evaluation (issue 6 item 6; issue 16 item 8; SPEC.md §5 "at most 5 review images", §9 png/jpg
// ≤ 1 MB): the order's own photos and, since issue 16 item 8, up to 5 photos per product line. Pure helpers of
// the evaluate machine: which picked files may go up (type and size by imageFileSchema, count per target),
// where an uploaded photo or a refusal lands, and removing one. The upload call checks each photo by its content
// (magic bytes) before sending it (src/api/payment.ts uploadFile: a PDF renamed .jpg is refused there), the mock
// checks content and size again, and refuses a product photo that is not this member's review upload.
import type { ErrorMessage } from '../../src/api/errors'
import { MAX_REVIEW_IMAGES } from '../../src/lib/order-constants'
import { evaluationMessages } from '../../src/schemas/evaluation.schema'
import { imageFileSchema, paymentMessages, PROOF_MAX_BYTES } from '../../src/schemas/payment.schema'

export interface EvaluatePhoto {
  /** Where the photo is shown (the upload's url). */
  url: string
  /** What addOrderComment receives (the upload's path, openapi addOrderComment images). */
  path: string
  name: string
}

/** Whose photo: the order's (null) or a product line's (its orderProductId). */
export type PhotoTarget = number | null

export interface QueuedPhoto {
  file: File
  target: PhotoTarget
}

export interface PhotoState {
  photos: EvaluatePhoto[]
  productPhotos: Record<number, EvaluatePhoto[]>
  queue: QueuedPhoto[]
  /** The last refused photo of the order's own field. */
  photoError: ErrorMessage | null
  /** The last refused photo of each product line (absent: none). */
  productPhotoErrors: Record<number, ErrorMessage>
}

/** The problem of a picked photo under the shared rules (png/jpg ≤ 1 MB), or null; checked before uploading. */
export function photoProblem(file: { type: string; size: number }): ErrorMessage | null {
  try {
    imageFileSchema(PROOF_MAX_BYTES).validateSync({ type: file.type, size: file.size })
    return null
  } catch (error) {
    const message = (error as { errors?: unknown[] }).errors?.[0]
    return { id: typeof message === 'string' ? message : paymentMessages.fileFormat.id }
  }
}

export const photosOf = (state: Pick<PhotoState, 'photos' | 'productPhotos'>, target: PhotoTarget) =>
  target === null ? state.photos : (state.productPhotos[target] ?? [])

function withError(state: PhotoState, target: PhotoTarget, error: ErrorMessage | null): Partial<PhotoState> {
  if (target === null) return { photoError: error }
  const productPhotoErrors = { ...state.productPhotoErrors }
  if (error) productPhotoErrors[target] = error
  else delete productPhotoErrors[target]
  return { productPhotoErrors }
}

/**
 * The picked files the rules accept join the queue; the rest are refused — beyond the 5th photo of the same
 * field with "Como máximo 5 imágenes.", a wrong type or size with the upload rule's message (the first refusal
 * is shown next to that field; a pick without refusals clears its message).
 */
export function acceptPhotos(state: PhotoState, files: readonly File[], target: PhotoTarget) {
  const queue = [...state.queue]
  let problem: ErrorMessage | null = null
  for (const file of files) {
    const waiting = queue.filter((item) => item.target === target).length
    const refusal =
      photosOf(state, target).length + waiting >= MAX_REVIEW_IMAGES
        ? { id: evaluationMessages.imagesMax.id }
        : photoProblem(file)
    if (refusal) problem ??= refusal
    else queue.push({ file, target })
  }
  return { queue, ...withError(state, target, problem) }
}

/** The first queued photo went up: it joins its field. */
export function photoUploaded(state: PhotoState, upload: { url: string; path: string }) {
  const head = state.queue[0]
  const photo = { url: upload.url, path: upload.path, name: head?.file.name ?? '' }
  const target = head?.target ?? null
  const queue = state.queue.slice(1)
  if (target === null) return { photos: [...state.photos, photo], queue }
  return { productPhotos: { ...state.productPhotos, [target]: [...photosOf(state, target), photo] }, queue }
}

/** The server refused the first queued photo: its message next to its field, the others go on. */
export function photoRefused(state: PhotoState, error: ErrorMessage) {
  const target = state.queue[0]?.target ?? null
  return { queue: state.queue.slice(1), ...withError(state, target, error) }
}

/** Removes a photo of a field and clears that field's message. */
export function photoRemoved(state: PhotoState, target: PhotoTarget, index: number) {
  const kept = photosOf(state, target).filter((_, i) => i !== index)
  if (target === null) return { photos: kept, photoError: null }
  return { productPhotos: { ...state.productPhotos, [target]: kept }, ...withError(state, target, null) }
}
