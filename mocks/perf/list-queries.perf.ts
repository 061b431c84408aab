// Median time of the goods list queries at 600 (the seed), 10 000 and 50 000 goods, through the mock
// handlers as the app calls them (issue 14 targets: ≤ 20 ms at 10 000, ≤ 100 ms at 50 000). Printed only.
import { it } from 'vitest'
import { db, type GoodsRecord } from '../db'
import { resetDatabase } from '../persistence'

const BASE = 'http://api.test/v3/goods/front/goods/goodsList'
const RUNS = 15
const QUERIES: [string, string][] = [
  ['first page', '?current=1&pageSize=20'],
  ['keyword', '?keyword=acero%20inoxidable&pageSize=20'],
  ['category + brand + price sort', '?categoryId=1&brandIds=1,2&sort=3&pageSize=20'],
  ['store, page 3', '?storeId=2&current=3&pageSize=20'],
  ['new + promotion + price range', '?isNew=1&isPromotion=1&lowPrice=1&highPrice=500&pageSize=20'],
]

async function grow(target: number) {
  const goods = [...db.goods.all()]
  const products = [...db.products.all()]
  let nextGoodsId = Math.max(...goods.map((row) => row.goodsId)) + 1
  let nextProductId = Math.max(...products.map((row) => row.productId)) + 1
  const skusOf = new Map<number, typeof products>()
  for (const sku of products) skusOf.set(sku.goodsId, [...(skusOf.get(sku.goodsId) ?? []), sku])
  for (let i = 0; db.goods.count() < target; i++) {
    const model = goods[i % goods.length] as GoodsRecord
    const goodsId = nextGoodsId++
    await db.goods.create({ ...model, goodsId, goodsName: `${model.goodsName} ${goodsId}` })
    for (const sku of skusOf.get(model.goodsId) ?? [])
      await db.products.create({ ...sku, productId: nextProductId++, goodsId })
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

it('prints the goods list query medians', async () => {
  await resetDatabase()
  const lines: string[] = []
  for (const size of [600, 10_000, 50_000]) {
    await grow(size)
    for (const [name, query] of QUERIES) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now()
        const answer = (await (await fetch(BASE + query)).json()) as { state: number }
        times.push(performance.now() - started)
        if (answer.state !== 200) throw new Error(`${name}: state ${answer.state}`)
      }
      lines.push(
        `${String(db.goods.count()).padStart(6)} goods  ${median(times).toFixed(1).padStart(7)} ms  ${name}`,
      )
    }
  }
  process.stdout.write(`\nGoods list query medians (${RUNS} runs, first run included: it builds the index)\n`)
  process.stdout.write(lines.join('\n') + '\n')
})
