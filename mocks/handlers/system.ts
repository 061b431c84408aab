// Site settings, the category tree and behaviour tracking.
import type { components } from '../../src/api/schema'
import { clock } from '../clock'
import { db, nextId } from '../db'
import { fail, ok, okEmpty } from '../lib/envelope'
import { readBody } from '../lib/request'
import { setting } from '../lib/settings'
import { visitorOrMember } from '../lib/member-only'
import { http } from './http'

type Category = components['schemas']['Category']

/** The setting that holds EUR per USD (seeded; the mock control panel's settings may change it). */
export const EUR_RATE_SETTING = 'eur_per_usd'
export const EXCHANGE_RATE_MESSAGES = {
  noRate: 'El tipo de cambio de referencia no está disponible.',
} as const

const BEHAVIOR_PATH = '/v3/statistics/front/member/behavior/save'
const BEHAVIOR_TYPES = new Set(['pv', 'gpv', 'spv', 'cart', 'sampleCart', 'fav', 'fol', 'buy', 'reg'])

function decodeBehavior(u: string): Record<string, unknown> | null {
  try {
    const binary = atob(u)
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0))
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

export const systemHandlers = [
  http.get('/v3/system/front/setting/getSettings', ({ query, response }) => {
    const names = (query.get('names') ?? '').split(',').map((name) => name.trim())
    const values = names.map((name) => db.settings.findFirst((q) => q.where({ name }))?.value ?? '')
    return response(200).json(ok(values))
  }),

  // SPEC.md §9 "Currency USD, with EUR as reference" (issue 16 item 10): the rate of the day, a setting
  http.get('/v3/system/front/exchangeRate', ({ response }) => {
    const rate = setting(EUR_RATE_SETTING, 0)
    if (!(rate > 0 && rate <= 100)) return response.untyped(fail(EXCHANGE_RATE_MESSAGES.noRate))
    const day = new Date(clock.now())
    day.setUTCHours(0, 0, 0, 0)
    return response(200).json(
      ok({ base: 'USD' as const, currency: 'EUR' as const, rate, updatedAt: day.toISOString() }),
    )
  }),

  http.get('/v3/goods/front/goods/category/topCategory', ({ response }) => {
    const all = db.categories.all()
    const byParent = (pid: number) =>
      all
        .filter((category) => category.pid === pid)
        .sort((a, b) => a.sort - b.sort || a.categoryId - b.categoryId)
    const tree = (pid: number): Category[] => byParent(pid).map(node)
    function node(category: (typeof all)[number]): Category {
      const children = category.grade < 3 ? tree(category.categoryId) : undefined
      return {
        categoryId: category.categoryId,
        categoryName: category.categoryName,
        grade: category.grade,
        pid: category.pid,
        ...(children ? { children } : {}),
      }
    }
    return response(200).json(ok(tree(0)))
  }),

  http.post(
    BEHAVIOR_PATH,
    visitorOrMember(async ({ request, response, member }) => {
      const parsed = await readBody<{ u: string }>(request, BEHAVIOR_PATH)
      if (!parsed.ok) return parsed.response
      const record = decodeBehavior(parsed.body.u)
      if (!record || typeof record.behaviorType !== 'string' || !BEHAVIOR_TYPES.has(record.behaviorType)) {
        return fail('Solicitud no válida: el registro de comportamiento no es válido.')
      }
      await db.behaviors.create({
        behaviorId: nextId('behaviors', 'behaviorId'),
        memberId: member?.memberId ?? 0,
        behaviorType: record.behaviorType,
        goodsId: typeof record.goodsId === 'number' ? record.goodsId : 0,
        storeId: typeof record.storeId === 'number' ? record.storeId : 0,
        uuid: typeof record.uuid === 'string' ? record.uuid : '',
        location: typeof record.location === 'string' ? record.location.slice(0, 500) : '',
        at: clock.now(),
      })
      return response(200).json(okEmpty())
    }),
  ),
]
