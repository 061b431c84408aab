// The unit rule and the tokens (docs/decisions/011-units-and-tokens.md) hold because stylelint refuses the
// raw values that broke the member centre: each planted value below must be refused outside the tokens file.
import stylelint from 'stylelint'
import { describe, expect, it } from 'vitest'

async function problems(code: string, file = 'src/features/example/example.css') {
  const result = await stylelint.lint({ code, codeFilename: file, configFile: 'stylelint.config.js' })
  return (result.results[0]?.warnings ?? []).map((warning) => warning.rule)
}

describe('the stylesheet rules', () => {
  it('refuse a rem outside the tokens file', async () => {
    expect(await problems('.a { width: 2rem; }')).toContain('unit-disallowed-list')
  })

  it('refuse a raw hex, rgb() or named colour', async () => {
    expect(await problems('.a { color: #333; }')).toContain('color-no-hex')
    expect(await problems('.a { background: rgb(0 0 0 / 50%); }')).toContain('function-disallowed-list')
    expect(await problems('.a { border-color: white; }')).toContain('color-named')
  })

  it('refuse a raw font size, also in the font shorthand', async () => {
    expect(await problems('.a { font-size: 15px; }')).toContain('scale-unlimited/declaration-strict-value')
    expect(await problems('.a { font-size: 1.2rem; }')).toContain('scale-unlimited/declaration-strict-value')
    expect(await problems('.a { font: 600 13px/1 sans-serif; }')).toContain(
      'declaration-property-value-disallowed-list',
    )
  })

  it('refuse raw spacing and layers, also inside a shorthand or a calc()', async () => {
    expect(await problems('.a { padding: var(--space-2) 12px; }')).toContain(
      'scale-unlimited/declaration-strict-value',
    )
    expect(await problems('.a { gap: calc(8px + 2px); }')).toContain(
      'scale-unlimited/declaration-strict-value',
    )
    expect(await problems('.a { z-index: 999; }')).toContain('scale-unlimited/declaration-strict-value')
  })

  it('accept tokens, the negated space token and the allowed keywords', async () => {
    expect(
      await problems(
        `.a { font-size: var(--font-size-sm); color: var(--color-text); padding: var(--space-2) var(--space-3);
          margin: 0 auto calc(-1 * var(--space-2)) -1px; gap: var(--space-1); z-index: var(--z-dialog);
          font: inherit; width: 240px; background: transparent; }`,
      ),
    ).toEqual([])
  })

  it('let the tokens file hold raw values and rem', async () => {
    expect(
      await problems(
        ':root { --color-text: #1f2329; --content-width: clamp(1200px, 8.25rem, 1600px); }',
        'src/app/tokens.css',
      ),
    ).toEqual([])
  })
})
