// Proves the eslint.config.js rule of issue 24 item 6: a native file input, which Chromium labels "Choose File /
// No file chosen" in English, is written only inside the kit's FilePicker.
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: process.cwd() })

async function problems(source: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const nativeInput = `export const Voucher = ({ onPick }: { onPick: (files: FileList | null) => void }) => (
  <input type="file" accept="image/png" onChange={(event) => onPick(event.target.files)} />
)
`

describe('the file-picker rule of eslint.config.js', () => {
  // the first run loads the whole config and its plugins
  beforeAll(() => problems('export {}\n', 'src/features/example/example.ts'), 60_000)

  it('refuses <input type="file"> in a view, a kit piece and the control panel', async () => {
    for (const path of [
      'src/features/wallet/example-view.tsx',
      'src/components/example.tsx',
      'mocks/control-panel/example.tsx',
    ])
      expect(await problems(nativeInput, path)).toEqual([expect.stringMatching(/FilePicker/)])
    const braced = nativeInput.replace('type="file"', "type={'file'}")
    expect(await problems(braced, 'src/features/wallet/example-view.tsx')).toHaveLength(1)
    const assigned = `export function pick() {\n  const input = document.createElement('input')\n  input.type = 'file'\n  input.click()\n}\n`
    expect(await problems(assigned, 'src/lib/example.ts')).toHaveLength(1)
  })

  it('accepts the FilePicker itself and the other input types', async () => {
    expect(await problems(nativeInput, 'src/components/file-picker.tsx')).toEqual([])
    const text = `export const Name = () => <input type="text" name="name" />\n`
    expect(await problems(text, 'src/features/wallet/example-view.tsx')).toEqual([])
  })
})
