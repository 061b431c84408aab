// The chat's composer and message content (issue 29 item 1): an emoji goes in at the caret (replacing a
// selection) without losing the typed text, from a grid of buttons named in Spanish that Escape closes; a picture
// opens larger in a dialog; an address from the server that is not http(s) or of this site reaches no src or
// href; a card shows its name, price and link.
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../tests/render'
import { ChatComposer, type ChatComposerProps } from './chat-composer'
import { ChatContent } from './chat-content'
import { insertAt } from './chat-emoji'

const noop = () => {}

function Composer({ initial }: { initial: string }) {
  const [draft, setDraft] = useState(initial)
  const props: ChatComposerProps = {
    ready: true,
    draft,
    draftProblem: null,
    picture: null,
    offer: null,
    onDraft: setDraft,
    onSubmit: noop,
    onPickPicture: noop,
    onRetryPicture: noop,
    onDismissPicture: noop,
    onSendOffer: noop,
    onDismissOffer: noop,
  }
  return <ChatComposer {...props} />
}

describe('emoji', () => {
  it('puts the emoji at the caret or over the selection', () => {
    expect(insertAt('Hola mundo', '👍', 4, 4)).toEqual({ text: 'Hola👍 mundo', caret: 6 })
    expect(insertAt('Hola mundo', '👍', 5, 10)).toEqual({ text: 'Hola 👍', caret: 7 })
    expect(insertAt('Hola', '👍', null, null)).toEqual({ text: 'Hola👍', caret: 6 })
  })

  it('inserts from the grid at the caret, keeps the text, and closes with Escape', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Composer initial="Necesito cajas" />)
    const box = screen.getByRole('textbox', { name: 'Escriba un mensaje' }) as HTMLTextAreaElement
    box.focus()
    box.setSelectionRange(8, 8)
    const toggle = screen.getByRole('button', { name: /Insertar emoji/ })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await user.click(toggle)
    const grid = screen.getByRole('group', { name: 'Emojis' })
    expect(within(grid).getAllByRole('button')).toHaveLength(16)
    await user.click(within(grid).getByRole('button', { name: 'Paquete' }))
    expect(box.value).toBe('Necesito📦 cajas')
    expect(box).toHaveFocus()
    expect(box.selectionStart).toBe(10)
    await user.click(toggle)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('group', { name: 'Emojis' })).toBeNull()
    expect(toggle).toHaveFocus()
  })
})

describe('message content', () => {
  it('shows a picture as a thumbnail that opens larger in a dialog', async () => {
    const user = userEvent.setup()
    renderWithProviders(
      <ChatContent msgType={2} content={{ pic: '/mock-uploads/chat/a.png' }} author="Usted" />,
    )
    expect(screen.getByRole('img', { name: 'Imagen enviada por Usted' })).toHaveAttribute(
      'src',
      '/mock-uploads/chat/a.png',
    )
    await user.click(screen.getByRole('button', { name: 'Ver la imagen en grande' }))
    const dialog = screen.getByRole('dialog', { name: 'Imagen de la conversación' })
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/mock-uploads/chat/a.png')
    fireEvent.keyDown(dialog, { key: 'Escape' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('never puts an address that is not http(s) or of this site in a src or href', () => {
    for (const pic of ['javascript:alert(1)', 'data:image/png;base64,AA', '//evil.example/a.png']) {
      const { unmount, container } = renderWithProviders(
        <ChatContent msgType={2} content={{ pic }} author="Usted" />,
      )
      expect(container.querySelector('img')).toBeNull()
      expect(screen.getByText('Imagen no disponible')).toBeInTheDocument()
      unmount()
    }
    const { container } = renderWithProviders(
      <ChatContent
        msgType={3}
        content={{ productId: 5, goodsName: 'Tela', goodsImage: 'javascript:alert(1)', goodsPrice: 3.5 }}
        author="Usted"
      />,
    )
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByText('Tela')).toBeInTheDocument()
    expect(screen.getByText('US$ 3,50')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ver el producto/ })).toHaveAttribute(
      'href',
      '/goods/detail?productId=5',
    )
  })

  it('shows an order card with its number, state, total and link', () => {
    renderWithProviders(
      <ChatContent
        msgType={4}
        content={{
          orderSn: '1202611280001',
          orderStateValue: 'Pendiente de envío',
          createTime: '2026-11-27 18:20:00',
          goodsName: 'Tela',
          goodsImage: 'https://img.example.com/t.jpg',
          goodsPrice: 432,
        }}
        author="Usted"
      />,
    )
    expect(screen.getByText('Pedido 1202611280001')).toBeInTheDocument()
    expect(screen.getByText('Pendiente de envío')).toBeInTheDocument()
    expect(screen.getByText('Total: US$ 432,00')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Ver el pedido/ })).toHaveAttribute(
      'href',
      '/member/order/detail?orderSn=1202611280001',
    )
  })
})
