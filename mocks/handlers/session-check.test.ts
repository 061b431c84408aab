// No handler checks the session or sweeps the deadlines itself (issue 25 item 5): memberOnly, visitorOrMember and
// sweptFirst of mocks/lib/member-only.ts do, so a new member operation cannot forget the 266 answer or leave an
// expired order unswept. ./http.ts is the one exception: before any handler, it answers 266 to a bearer that
// logout ended (SPEC.md §4, §8).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const FOLDERS = [__dirname, join(__dirname, '../control-panel/endpoints')]
const EXEMPT = new Set(['http.ts'])
const BY_HAND = ['authenticate', 'signedIn', 'sessionInvalid', 'sweepExpired']

/** The calls a source makes itself that the wrappers make for it. */
function handWrittenChecks(text: string): string[] {
  return BY_HAND.flatMap((name) =>
    [...text.matchAll(new RegExp(`\\b${name}\\s*\\(`, 'g'))].map(() => `${name}(`),
  )
}

const sources = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !/\.(test|d)\.ts$/.test(name) && !EXEMPT.has(name))
    .map((name) => ({ name, path: join(folder, name) })),
)

describe('the session check of the mock’s handlers', () => {
  it('is found by the scan (a planted handler that checks by hand)', () => {
    const planted = [
      "import { authenticate } from '../lib/auth'",
      'http.get(PATH, async ({ request, response }) => {',
      '  await sweepExpired()',
      '  const member = authenticate(request)',
      '  if (!member) return response.untyped(sessionInvalid ())',
      '})',
    ].join('\n')
    expect(handWrittenChecks(planted)).toEqual(['authenticate(', 'sessionInvalid(', 'sweepExpired('])
    expect(handWrittenChecks('http.get(PATH, memberOnly(({ member }) => ok(member)))')).toEqual([])
    expect(sources.map((source) => source.name)).toEqual(
      expect.arrayContaining(['orders.ts', 'cart.ts', 'order-control.ts']),
    )
  })

  it('is never written in a handler: the wrappers of mocks/lib/member-only.ts make it', () => {
    const found = sources.flatMap(({ name, path }) =>
      handWrittenChecks(readFileSync(path, 'utf8')).map((call) => `${name} calls ${call}`),
    )
    expect(found).toEqual([])
  })
})
