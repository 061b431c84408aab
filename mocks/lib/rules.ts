// A shared yup rule set (src/schemas) applied to a request body in the mock: the Spanish message of the first
// broken rule (the same text the form shows, SPEC.md §5), or the values the schema cast (trimmed, stripped).
import type { Schema } from 'yup'
import { isRuleError, ruleMessage } from './request'

export type RuleResult<T> = { ok: true; value: T } | { ok: false; msg: string }

export async function applyRules<T>(schema: Schema<T>, value: unknown): Promise<RuleResult<T>> {
  try {
    return { ok: true, value: await schema.validate(value) }
  } catch (error) {
    if (isRuleError(error)) return { ok: false, msg: ruleMessage(error) }
    throw error
  }
}
