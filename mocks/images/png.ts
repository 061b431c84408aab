// A minimal PNG encoder for the mock backend, which draws its own images (SPEC.md: the captcha is a base64
// PNG). It runs unchanged in the browser (MSW worker) and in Node, so it uses no Buffer and no zlib.

let crcTable: Uint32Array | undefined

function getCrcTable(): Uint32Array {
  if (crcTable) return crcTable
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  crcTable = table
  return table
}

/** CRC-32 (ISO-HDLC, the one PNG chunks use). */
export function crc32(bytes: Uint8Array, start = 0, end = bytes.length): number {
  const table = getCrcTable()
  let c = 0xffffffff
  for (let i = start; i < end; i++) c = (table[(c ^ (bytes[i] ?? 0)) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function adler32(bytes: Uint8Array): number {
  let a = 1
  let b = 0
  // 5552 is the largest run for which the sums cannot overflow before the modulo (zlib's NMAX).
  for (let i = 0; i < bytes.length;) {
    const end = Math.min(i + 5552, bytes.length)
    for (; i < end; i++) {
      a += bytes[i] ?? 0
      b += a
    }
    a %= 65521
    b %= 65521
  }
  return ((b << 16) | a) >>> 0
}

function writeU32(out: Uint8Array, offset: number, value: number): void {
  out[offset] = (value >>> 24) & 0xff
  out[offset + 1] = (value >>> 16) & 0xff
  out[offset + 2] = (value >>> 8) & 0xff
  out[offset + 3] = value & 0xff
}

const MAX_STORED_BLOCK = 65535

// Stored (uncompressed) DEFLATE blocks keep the encoder tiny; captcha-sized images stay a few tens of KB.
function zlibStored(data: Uint8Array): Uint8Array {
  const blocks = Math.max(1, Math.ceil(data.length / MAX_STORED_BLOCK))
  const out = new Uint8Array(2 + blocks * 5 + data.length + 4)
  out[0] = 0x78
  out[1] = 0x01
  let pos = 2
  for (let block = 0; block < blocks; block++) {
    const start = block * MAX_STORED_BLOCK
    const len = Math.min(MAX_STORED_BLOCK, data.length - start)
    out[pos++] = block === blocks - 1 ? 1 : 0
    out[pos++] = len & 0xff
    out[pos++] = (len >>> 8) & 0xff
    out[pos++] = ~len & 0xff
    out[pos++] = (~len >>> 8) & 0xff
    out.set(data.subarray(start, start + len), pos)
    pos += len
  }
  writeU32(out, pos, adler32(data))
  return out
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  writeU32(out, 0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  writeU32(out, 8 + data.length, crc32(out, 4, 8 + data.length))
  return out
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** Encodes 8-bit RGBA pixels (row-major, 4 bytes per pixel) as a PNG (colour type 6, no interlace). */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`encodePng: invalid size ${width}x${height}`)
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(`encodePng: expected ${width * height * 4} bytes of RGBA, got ${rgba.length}`)
  }
  const ihdr = new Uint8Array(13)
  writeU32(ihdr, 0, width)
  writeU32(ihdr, 4, height)
  ihdr[8] = 8
  ihdr[9] = 6
  // Bytes 10-12 (compression, filter, interlace) stay 0.

  const stride = width * 4
  const raw = new Uint8Array(height * (stride + 1))
  for (let y = 0; y < height; y++) {
    // Filter type 0 (None) on every row: compression is off anyway, so prediction would gain nothing.
    raw[y * (stride + 1)] = 0
    raw.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1)
  }

  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlibStored(raw)),
    chunk('IEND', new Uint8Array(0)),
  ]
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/**
 * Standard base64 with padding. Written by hand rather than through btoa so that large arrays never go
 * through a giant binary string or a spread argument list.
 */
export function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = []
  // Chunks are a multiple of 3 bytes so that padding only ever appears at the very end.
  const CHUNK = 3 * 4096
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const end = Math.min(start + CHUNK, bytes.length)
    let text = ''
    for (let i = start; i < end; i += 3) {
      const b0 = bytes[i] ?? 0
      const b1 = bytes[i + 1] ?? 0
      const b2 = bytes[i + 2] ?? 0
      const triple = (b0 << 16) | (b1 << 8) | b2
      text += BASE64_ALPHABET.charAt((triple >>> 18) & 63) + BASE64_ALPHABET.charAt((triple >>> 12) & 63)
      text += i + 1 < end ? BASE64_ALPHABET.charAt((triple >>> 6) & 63) : '='
      text += i + 2 < end ? BASE64_ALPHABET.charAt(triple & 63) : '='
    }
    parts.push(text)
  }
  return parts.join('')
}
