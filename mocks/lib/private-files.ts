// Private files (issue 27 item 8, docs/decisions/015-private-files.md). A payment proof, a top-up voucher, a
// contract attachment, a licence or identity image belongs to the member who uploaded it: the mock's file host
// serves it only
// - through an unguessable, expiring signed link that an answer of the API hands to the owner (or to the
//   platform's control panel), the way a real image host presigns a private object; an <img> cannot send a
//   bearer, so this is how the app shows the owner's own proof; or
// - through an authorised call: the owner's bearer on the request.
// Product, store, review and avatar images stay public. Upload paths are random, never sequential.
import { clock } from '../clock'
import { db } from '../db'
import { signedIn } from './auth'

/** The upload sources whose files are private (openapi uploadFile). */
export const PRIVATE_SOURCES: ReadonlySet<string> = new Set([
  'payProof',
  'rechargeVoucher',
  'contract',
  'licence',
  'identity',
])

/** How long a signed link works, on the mock clock (a real host presigns for minutes, not days). */
export const LINK_TTL_MS = 15 * 60_000

interface IssuedLink {
  path: string
  expiresAt: number
}

/**
 * The links handed out, by signature. A real host signs with a secret key (HMAC); the mock keeps the random
 * signatures it issued, which behaves the same for a caller: a link cannot be forged, guessed or extended.
 */
const issued = new Map<string, IssuedLink>()

/** 128 random bits as hex, from the platform's cryptographic generator (never the seeded mock Rng). */
export function randomKey(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The stored path `/uploads/<source>/<file>` of a url or path the upload answered (query ignored), or null. */
export function uploadPathOf(urlOrPath: string): string | null {
  let pathname: string
  try {
    pathname = new URL(urlOrPath.trim(), 'http://mock.invalid').pathname
  } catch {
    return null
  }
  const path = pathname.replace(/^\/mock-uploads\//, '/uploads/')
  return /^\/uploads\/[^/]+\/[^/]+$/.test(path) ? path : null
}

const sourceOf = (path: string) => path.split('/')[2] ?? ''

export const isPrivatePath = (path: string) => PRIVATE_SOURCES.has(sourceOf(path))

function forgetExpired(now: number) {
  for (const [signature, link] of issued) if (link.expiresAt <= now) issued.delete(signature)
}

/**
 * The address an answer gives for a stored upload (`/uploads/…` or `/mock-uploads/…`): the plain file-host
 * address of a public file, a fresh signed link for a private one. Called whenever an answer is built, so the
 * owner always gets a working link and an old one stops working after LINK_TTL_MS.
 */
export function fileUrl(stored: string): string {
  const path = uploadPathOf(stored)
  if (!path) return stored
  const plain = path.replace(/^\/uploads\//, '/mock-uploads/')
  if (!isPrivatePath(path)) return plain
  const now = clock.now()
  forgetExpired(now)
  const signature = randomKey()
  const expiresAt = now + LINK_TTL_MS
  issued.set(signature, { path, expiresAt })
  return `${plain}?expires=${expiresAt}&signature=${signature}`
}

/** fileUrl of a nullable stored address. */
export const fileUrlOrNull = (stored: string | null | undefined) => (stored ? fileUrl(stored) : null)

/** Whether the file host may serve the private file at `path` for this request. */
export function mayServePrivate(request: Request, path: string): boolean {
  const url = new URL(request.url)
  const signature = url.searchParams.get('signature')
  if (signature) {
    const link = issued.get(signature)
    return (
      link !== undefined &&
      link.path === path &&
      String(link.expiresAt) === url.searchParams.get('expires') &&
      clock.now() < link.expiresAt
    )
  }
  const caller = signedIn(request)
  if (!caller) return false
  const upload = db.uploads.findFirst((q) => q.where({ path }))
  return upload?.memberId === caller.member.memberId
}

/** Test helper: forget every issued link (a reset of the mock data). */
export function forgetAllLinks() {
  issued.clear()
}
