import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useRefusalClearsOnEdit } from './use-refusal-clears-on-edit'

function Probe({ values, refused, onEdited }: { values: object; refused: boolean; onEdited: () => void }) {
  useRefusalClearsOnEdit(values, refused, onEdited)
  return null
}

describe('useRefusalClearsOnEdit', () => {
  it('tells the owner once, at the first change of the values after a refusal', () => {
    const onEdited = vi.fn()
    const typed = { email: 'a@b.cu' }
    const { rerender } = render(<Probe values={typed} refused={false} onEdited={onEdited} />)
    rerender(<Probe values={typed} refused onEdited={onEdited} />)
    expect(onEdited).not.toHaveBeenCalled()
    rerender(<Probe values={{ email: 'a@b.cuu' }} refused onEdited={onEdited} />)
    expect(onEdited).toHaveBeenCalledTimes(1)
    rerender(<Probe values={{ email: 'a@b.cuuu' }} refused onEdited={onEdited} />)
    expect(onEdited).toHaveBeenCalledTimes(1)
  })

  it('says nothing for changes without a refusal', () => {
    const onEdited = vi.fn()
    const { rerender } = render(<Probe values={{ n: 1 }} refused={false} onEdited={onEdited} />)
    rerender(<Probe values={{ n: 2 }} refused={false} onEdited={onEdited} />)
    expect(onEdited).not.toHaveBeenCalled()
  })
})
