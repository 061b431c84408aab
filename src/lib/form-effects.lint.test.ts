// Proves the eslint.config.js rule against form setters in passive effects: useEffect runs after the browser
// has painted, when the member may already have typed into the field the commit enabled, so a value changed
// there overwrites typing (the login's captcha answer was wiped this way in CI, stop 31).
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const clearing = (hook: string, call: string) => `import { ${hook} } from 'react'
import { useFormik } from 'formik'
export function CodeField({ image }: { image: string }) {
  const formik = useFormik({ initialValues: { code: '' }, onSubmit: () => undefined })
  const { setFieldValue } = formik
  ${hook}(() => {
    void ${call}
  }, [image, formik, setFieldValue])
  return <input name="code" value={formik.values.code} onChange={formik.handleChange} />
}
`

describe('the no-form-setters-in-useEffect rule of eslint.config.js', () => {
  // the first run loads the whole config and its plugins
  beforeAll(() => problems('export {}\n', 'src/features/example/example.ts'), 60_000)

  it('refuses a form value changed in useEffect, by a bare or a member call, in views, kit and panel', async () => {
    for (const path of [
      'src/features/auth/example-form.tsx',
      'src/components/example.tsx',
      'mocks/control-panel/example.tsx',
    ])
      expect(await problems(clearing('useEffect', "setFieldValue('code', '')"), path)).toEqual([
        expect.stringMatching(/useEffect/),
      ])
    for (const call of [
      'formik.setValues({ code: "" })',
      'formik.resetForm()',
      "formik.setFieldTouched('code', false)",
    ])
      expect(await problems(clearing('useEffect', call), 'src/features/auth/example-form.tsx')).toHaveLength(
        1,
      )
  })

  it('accepts the same change in useLayoutEffect, before the browser gets control back', async () => {
    expect(
      await problems(
        clearing('useLayoutEffect', "setFieldValue('code', '')"),
        'src/features/auth/example-form.tsx',
      ),
    ).toEqual([])
  })
})
