// A real, decodable photo as a phone takes it: 2 600 × 1 800 px of gradients with sensor noise, about 12 MB as a
// PNG (issue 26 "bad input": a 12 MB photo chosen as a voucher). Deterministic, written with Node's zlib.
import { deflateSync } from 'node:zlib'

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export function heavyPhotoPng(width = 2600, height = 1800): Buffer {
  const stride = width * 3 + 1
  const raw = Buffer.alloc(stride * height)
  let seed = 20261128
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0 // no filter: the noise stays in the bytes
    for (let x = 0; x < width; x++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0
      const noise = (seed >>> 24) % 48
      const at = y * stride + 1 + x * 3
      raw[at] = Math.min(255, ((x * 255) / width + noise) | 0)
      raw[at + 1] = Math.min(255, ((y * 255) / height + noise) | 0)
      raw[at + 2] = Math.min(255, (((x + y) * 127) / (width + height) + 64 + noise) | 0)
    }
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}
