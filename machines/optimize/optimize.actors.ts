// I/O of a designer's optimisation proposal (issue 28 item 4; SPEC.md §2 /prototype/optimize/index, §5 images
// png/jpg at most 5, §6 memberType 2): the product to optimise (designers only: anyone else reads the mock's
// "Solo los diseñadores pueden usar esta función"), the images (checked by content and size before they are sent;
// the mock checks them again), a catalogue search for the alternative SKUs, and the submit through the idempotent
// submit of src/flows. Silent: the screen shows every failure in place.
import { fromPromise } from 'xstate'
import { ValidationError } from 'yup'
import { errorMessageOf, type ErrorMessage } from '../../src/api/errors'
import { getGoodsList } from '../../src/api/goods'
import {
  getOptimize,
  getOptimizeInit,
  submitOptimize,
  type Optimize,
  type OptimizeInput,
  type OptimizeProduct,
} from '../../src/api/optimize'
import { uploadFile } from '../../src/api/payment'
import { createIdempotentSubmit } from '../../src/flows/idempotent-submit.machine'
import { fileHead, FILE_FORMAT_MESSAGE_ID, sniffImageType } from '../../src/lib/file-type'
import { optimizeImageSchema } from '../../src/schemas/optimize.schema'

const silent = { silent: true } as const

export interface OptimizeImage {
  url: string
  name: string
}

export interface OptimizeUpload {
  uploaded: OptimizeImage[]
  /** the first file refused (format, size, or the server's refusal); the others are still uploaded */
  problem: ErrorMessage | null
}

/** SPEC.md §5, §9: png/jpg by content, at most 1 MB; null when the file may be sent. */
export async function optimizeFileProblem(file: Blob): Promise<ErrorMessage | null> {
  const type = sniffImageType(await fileHead(file))
  try {
    optimizeImageSchema.validateSync({ type: type ?? '', size: file.size })
    return null
  } catch (error) {
    const id = error instanceof ValidationError ? String(error.errors[0]) : FILE_FORMAT_MESSAGE_ID
    return { id }
  }
}

/** One file after the other, so the images keep the order the designer picked them in. */
export async function uploadOptimizeImages(files: readonly File[]): Promise<OptimizeUpload> {
  const uploaded: OptimizeImage[] = []
  let problem: ErrorMessage | null = null
  for (const file of files) {
    const refused = await optimizeFileProblem(file)
    if (refused) {
      problem ??= refused
      continue
    }
    try {
      const result = await uploadFile(file, 'optimize', silent)
      uploaded.push({ url: result.url, name: file.name })
    } catch (error) {
      problem ??= errorMessageOf(error)
    }
  }
  return { uploaded, problem }
}

/** Catalogue SKUs matching a keyword, as a proposal names its alternatives (each goods' default SKU). */
export async function searchAlternatives(keyword: string): Promise<OptimizeProduct[]> {
  const data = await getGoodsList({ keyword, pageSize: 10 }, silent)
  return data.list.map((card) => ({
    productId: card.productId,
    goodsId: card.goodsId,
    goodsName: card.goodsName,
    goodsImage: card.goodsImage,
    storeName: card.storeName,
    goodsPrice: card.goodsPrice,
  }))
}

type Send = (body: OptimizeInput, idempotencyKey: string | null) => Promise<Optimize>

export const optimizeSubmit = (send: Send = (body, key) => submitOptimize(body, key!, silent)) =>
  createIdempotentSubmit<OptimizeInput, Optimize>({ id: 'submitOptimize', send })

export const optimizeActors = {
  getOptimizeInit: fromPromise<OptimizeProduct, { productId: number }>(({ input }) =>
    getOptimizeInit(input.productId, silent),
  ),
  uploadOptimizeImages: fromPromise<OptimizeUpload, { files: File[] }>(({ input }) =>
    uploadOptimizeImages(input.files),
  ),
  searchAlternatives: fromPromise<OptimizeProduct[], { keyword: string }>(({ input }) =>
    searchAlternatives(input.keyword),
  ),
  submitOptimize: optimizeSubmit(),
}

/** One of the designer's proposals with the supplier's answer (/prototype/optimize/hisDetail). */
export const optimizeDetailActors = {
  getOptimize: fromPromise<Optimize, { optimizeId: number }>(({ input }) =>
    getOptimize(input.optimizeId, silent),
  ),
}
