// Behaviour tracking (SPEC.md §3 browse-behaviour record, §7 behavior/save). Tracking never bothers the
// buyer: failures are swallowed silently and never toast. The record is sent with keepalive, so that leaving
// the page right away does not cancel it.
import { client, FORM } from './client'
import type { components } from './schema'

export type BehaviorRecord = components['schemas']['BehaviorRecord']

function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

export async function saveBehavior(record: BehaviorRecord): Promise<void> {
  try {
    await client.POST('/v3/statistics/front/member/behavior/save', {
      body: { u: toBase64(JSON.stringify(record)) },
      headers: FORM,
      keepalive: true,
    })
  } catch {
    // analytics must not disturb the page
  }
}
