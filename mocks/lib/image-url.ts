// Images live on the mock's own image host (SPEC.md §1 separate image host): drawn on request by
// mocks/handlers/images.ts, never fetched from outside.
export const IMAGE_HOST = '/mock-images'

export function imageUrl(kind: 'goods' | 'store' | 'banner', seed: number, label: string): string {
  return `${IMAGE_HOST}/${kind}/${seed}.svg?label=${encodeURIComponent(label.slice(0, 40))}`
}
