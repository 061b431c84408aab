// A chat picture's way to the upload (issue 29 item 1 "png/jpg, size checked, downscaled before sending"; SPEC.md
// §5, §9): checked by content and size first (a GIF, a text or a 10 MB image never decodes nor uploads), then
// downscaled to at most 1 600 px on its long side in its own format, checked again, and uploaded with its
// progress; a small picture goes as it is; a file with a png head that cannot be decoded is refused as a format.
import { createActor, createMachine, type AnyEventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import type { ImageTools, Size } from '../../src/lib/image-downscale'
import { CHAT_PICTURE_MAX_BYTES } from './chat-rules'
import { uploadPictureWith, type ChatPictureDeps } from './chat-screen.actors'

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0]
const GIF_HEAD = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]
const fileOf = (head: number[], size: number, name: string) => {
  const bytes = new Uint8Array(size)
  bytes.set(head)
  return new File([bytes], name)
}

function deps(decoded: Size | Error, encodedBytes = 2_000) {
  const calls = { decoded: 0, encoded: [] as { size: Size; type: string }[], uploaded: [] as Blob[] }
  const tools: ImageTools = {
    async decode() {
      calls.decoded += 1
      if (decoded instanceof Error) throw decoded
      return { ...decoded, source: {} as CanvasImageSource, close() {} }
    },
    async encode(_image, size, type) {
      calls.encoded.push({ size: { width: size.width, height: size.height }, type })
      const head = type === 'image/png' ? PNG_HEAD : JPEG_HEAD
      const bytes = new Uint8Array(encodedBytes)
      bytes.set(head)
      return new Blob([bytes], { type })
    },
  }
  const upload: ChatPictureDeps['upload'] = async (file, onProgress) => {
    calls.uploaded.push(file)
    onProgress(file.size / 2, file.size)
    return { url: '/mock-uploads/chat/x.jpg', path: '/uploads/chat/x.jpg', size: file.size } as never
  }
  return { deps: { tools, upload }, calls }
}

const FINAL = ['picture.refused', 'picture.uploaded', 'picture.failed']

/** Runs the upload actor as a parent's child and collects what it tells, up to its last word. */
async function run(file: File, dependencies: ChatPictureDeps) {
  const told: AnyEventObject[] = []
  let done: () => void = () => {}
  const finished = new Promise<void>((resolve) => (done = resolve))
  const parent = createMachine({
    invoke: { src: uploadPictureWith(dependencies), input: { file, name: file.name } },
    on: {
      '*': {
        actions: ({ event }) => {
          told.push(event)
          if (FINAL.includes(event.type)) done()
        },
      },
    },
  })
  const actor = createActor(parent).start()
  await finished
  actor.stop()
  return told
}

describe('a chat picture before its upload', () => {
  it('downscales a large photo to 1 600 px in its own format, and uploads that copy under its name', async () => {
    const { deps: d, calls } = deps({ width: 4032, height: 3024 })
    const told = await run(fileOf(JPEG_HEAD, 900_000, 'foto grande.jpeg'), d)
    expect(calls.encoded).toEqual([{ size: { width: 1600, height: 1200 }, type: 'image/jpeg' }])
    expect(calls.uploaded).toHaveLength(1)
    expect(calls.uploaded[0]!.size).toBe(2_000)
    expect((calls.uploaded[0] as File).name).toBe('foto grande.jpg')
    expect(told).toEqual([
      { type: 'picture.progress', sent: 1_000, total: 2_000 },
      { type: 'picture.uploaded', url: '/mock-uploads/chat/x.jpg' },
    ])
  })

  it('uploads a small picture as it is', async () => {
    const { deps: d, calls } = deps({ width: 640, height: 480 })
    const file = fileOf(PNG_HEAD, 5_000, 'muestra.png')
    await run(file, d)
    expect(calls.encoded).toEqual([])
    expect(calls.uploaded).toEqual([file])
  })

  it('refuses a GIF, a text and a 10 MB image before decoding anything', async () => {
    for (const [file, problem] of [
      [fileOf(GIF_HEAD, 2_000, 'animada.gif'), 'format'],
      [new File(['hola'], 'notas.png'), 'format'],
      [fileOf(JPEG_HEAD, 10 * 1024 * 1024, 'enorme.jpg'), 'tooBig'],
    ] as const) {
      const { deps: d, calls } = deps({ width: 4000, height: 3000 })
      expect(await run(file, d)).toEqual([{ type: 'picture.refused', problem }])
      expect(calls.decoded).toBe(0)
      expect(calls.uploaded).toEqual([])
    }
  })

  it('refuses a png head that does not decode, and a copy still over the limit after downscaling', async () => {
    const broken = deps(new Error('The source image could not be decoded.'))
    expect(await run(fileOf(PNG_HEAD, 3_000, 'rota.png'), broken.deps)).toEqual([
      { type: 'picture.refused', problem: 'format' },
    ])
    const stillBig = deps({ width: 6000, height: 6000 }, CHAT_PICTURE_MAX_BYTES + 1)
    expect(await run(fileOf(PNG_HEAD, 3_000_000, 'plano.png'), stillBig.deps)).toEqual([
      { type: 'picture.refused', problem: 'tooBig' },
    ])
    expect(stillBig.calls.uploaded).toEqual([])
  })
})
