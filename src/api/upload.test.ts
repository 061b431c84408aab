// Every upload is checked by its content before it is sent (SPEC.md §5; security: content, not name): the
// shared upload call refuses a PDF renamed .jpg for an image upload without any request, accepts real PNG and
// JPEG heads, and lets a contract attachment be a PDF.
import { describe, expect, it } from 'vitest'
import { server } from '../../mocks/node'
import { FILE_FORMAT_MESSAGE_ID } from '../lib/file-type'
import { paymentMessages } from '../schemas/payment.schema'
import { errorMessageOf, RefusedBeforeSending } from './errors'
import { uploadFile, type UploadSource } from './payment'

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]
const PDF = [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0))

const file = (bytes: number[], name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type })

function uploadRequests() {
  const seen: string[] = []
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/oss/common/upload')) seen.push(request.url)
  }
  server.events.on('request:start', listener)
  return { seen, stop: () => server.events.removeListener('request:start', listener) }
}

describe('uploadFile', () => {
  it('uses the dictionary id of "Formato de archivo incorrecto"', () => {
    expect(FILE_FORMAT_MESSAGE_ID).toBe(paymentMessages.fileFormat.id)
  })

  const imageSources: UploadSource[] = ['payProof', 'rechargeVoucher', 'review', 'afterSale', 'avatar']
  it.each(imageSources)('refuses a PDF renamed .jpg for %s before sending anything', async (source) => {
    const requests = uploadRequests()
    const error = await uploadFile(file(PDF, 'foto.jpg', 'image/jpeg'), source).catch((e: unknown) => e)
    requests.stop()
    expect(error).toBeInstanceOf(RefusedBeforeSending)
    expect(errorMessageOf(error)).toEqual({ id: paymentMessages.fileFormat.id })
    expect(requests.seen).toEqual([])
  })

  it('refuses a text file renamed .pdf as a contract attachment before sending anything', async () => {
    const requests = uploadRequests()
    const error = await uploadFile(
      file([0x68, 0x6f, 0x6c, 0x61], 'contrato.pdf', 'application/pdf'),
      'contract',
    )
      .then(() => null)
      .catch((e: unknown) => e)
    requests.stop()
    expect(errorMessageOf(error)).toEqual({ id: paymentMessages.fileFormat.id })
    expect(requests.seen).toEqual([])
  })

  it.each([
    ['a PNG', PNG, 'review'],
    ['a JPEG', JPEG, 'afterSale'],
    ['a PDF contract', PDF, 'contract'],
  ] as const)('sends %s to the server', async (_, bytes, source) => {
    const requests = uploadRequests()
    // the server's own answer (here: not logged in) does not matter, only that the file was sent
    await uploadFile(file([...bytes], 'f', ''), source).catch(() => null)
    requests.stop()
    expect(requests.seen).toHaveLength(1)
  })
})
