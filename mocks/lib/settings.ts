// The platform's numeric settings (seeded in db.settings: points rule, sample quota), with the fallback a
// handler uses when one is missing or not a number.
import { db } from '../db'

export function setting(name: string, fallback: number): number {
  const value = Number(db.settings.findFirst((q) => q.where({ name }))?.value)
  return Number.isFinite(value) ? value : fallback
}
