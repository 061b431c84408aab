// Proves the eslint.config.js rule of issue 24 item 6: a count is never written with react-intl's number
// formatting, which in Spanish leaves four-digit numbers ungrouped ("5000" beside "29.700").
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function countProblems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

describe('the counts rule of eslint.config.js', () => {
  // the first run loads the whole config and its plugins
  beforeAll(() => countProblems('export {}\n', 'src/features/example/example.ts'), 60_000)

  it('refuses intl.formatNumber in a view and in a module', async () => {
    const view = `import { useIntl } from 'react-intl'
export function Points({ points }: { points: number }) {
  const intl = useIntl()
  return <p>{intl.formatNumber(points)}</p>
}
`
    expect(await countProblems(view, 'src/features/example/points-view.tsx')).toHaveLength(1)
    const module = `export const text = (intl: { formatNumber: (n: number) => string }) => intl.formatNumber(5000)\n`
    expect(await countProblems(module, 'mocks/control-panel/example.ts')).toHaveLength(1)
  })

  it('refuses <FormattedNumber>', async () => {
    const view = `import { FormattedNumber } from 'react-intl'
export const Points = ({ points }: { points: number }) => <FormattedNumber value={points} />
`
    expect(await countProblems(view, 'src/features/example/points-view.tsx')).toHaveLength(1)
  })

  it('accepts formatCount', async () => {
    const view = `import { formatCount } from '../../i18n/format'
export const Points = ({ points }: { points: number }) => <p>{formatCount(points)}</p>
`
    expect(await countProblems(view, 'src/features/example/points-view.tsx')).toEqual([])
  })
})
