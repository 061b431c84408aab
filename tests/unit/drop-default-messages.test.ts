// Production builds drop the defaultMessage of each message descriptor (scripts/vite-plugins.ts): the text is
// formatted from the precompiled dictionary by its id, and the Spanish shipped twice.
import { describe, expect, it } from 'vitest'
import { withoutDefaultMessages } from '../../scripts/vite-plugins'

describe('withoutDefaultMessages', () => {
  it('drops the defaultMessage of a descriptor as the minifier writes it, whatever its quotes', () => {
    expect(withoutDefaultMessages('a={id:`shell.cart`,defaultMessage:`Carrito`}')).toBe('a={id:`shell.cart`}')
    expect(withoutDefaultMessages(`{id:"x.y",defaultMessage:"Dijo \\"sí\\"",description:\`d\`}`)).toBe(
      '{id:"x.y",description:`d`}',
    )
    expect(
      withoutDefaultMessages(
        "{id:'x',defaultMessage:'l\\'aduana {count, plural, one {# día} other {# días}}'}",
      ),
    ).toBe("{id:'x'}")
  })

  it('drops every descriptor of a chunk and keeps everything else', () => {
    const chunk =
      'const m={a:{id:`m.a`,defaultMessage:`Uno`},b:{id:`m.b`,defaultMessage:`Dos`}};f(`defaultMessage`,m)'
    expect(withoutDefaultMessages(chunk)).toBe('const m={a:{id:`m.a`},b:{id:`m.b`}};f(`defaultMessage`,m)')
  })

  it('leaves a defaultMessage with a template expression, or one that is not beside an id', () => {
    const dynamic = '{id:`x`,defaultMessage:`${y}`}'
    const alone = '{defaultMessage:`Uno`,id:`x`}'
    expect(withoutDefaultMessages(dynamic)).toBe(dynamic)
    expect(withoutDefaultMessages(alone)).toBe(alone)
  })
})
