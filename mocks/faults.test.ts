import { describe, expect, it } from 'vitest'

const API = 'http://api.test'
const json = { 'Content-Type': 'application/json' }

async function inject(fault: Record<string, unknown>) {
  const response = await fetch(`${API}/v3/mock/front/faults`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(fault),
  })
  return (await response.json()) as { state: number }
}

const settings = () => fetch(`${API}/v3/system/front/setting/getSettings?names=basic_site_name`)

describe('injected faults (mock control panel)', () => {
  it('fails the next N matching requests with HTTP 500, then answers normally', async () => {
    expect((await inject({ pathPrefix: '/v3/system/', kind: 'http500', times: 2 })).state).toBe(200)
    expect((await settings()).status).toBe(500)
    expect((await settings()).status).toBe(500)
    expect((await settings()).status).toBe(200)
  })

  it('simulates a connection error', async () => {
    await inject({ pathPrefix: '/v3/system/', kind: 'network', times: 1 })
    await expect(settings()).rejects.toThrow()
  })

  it('answers a business error or a session-invalid envelope', async () => {
    await inject({ pathPrefix: '/v3/system/', kind: 'state', times: 1, msg: 'Mantenimiento programado' })
    expect(await (await settings()).json()).toMatchObject({ state: 255, msg: 'Mantenimiento programado' })
    await inject({ pathPrefix: '/v3/system/', kind: 'sessionInvalid', times: 1 })
    expect(await (await settings()).json()).toMatchObject({ state: 266 })
  })

  it('answers slowly and then normally', async () => {
    await inject({ pathPrefix: '/v3/system/', kind: 'slow', times: 1, delayMs: 20 })
    expect((await settings()).status).toBe(200)
  })

  it('lists and clears pending faults, and refuses a fault outside the API', async () => {
    await inject({ pathPrefix: '/v3/business/', kind: 'http500', times: 3 })
    const listed = await (await fetch(`${API}/v3/mock/front/faults`)).json()
    expect(listed.data).toEqual([{ pathPrefix: '/v3/business/', kind: 'http500', times: 3 }])
    await fetch(`${API}/v3/mock/front/faults/clear`, { method: 'POST' })
    expect((await (await fetch(`${API}/v3/mock/front/faults`)).json()).data).toEqual([])
    expect((await inject({ pathPrefix: '/elsewhere', kind: 'http500', times: 1 })).state).toBe(255)
  })
})
