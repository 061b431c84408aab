// The chat's message box (issue 29 item 1; GLOSSARY.md chat labels): the text, which keeps what was typed while
// the link is down or a picture uploads; an emoji picker (a grid of buttons named in Spanish) that puts the emoji
// at the caret; a picture picked through the kit's FilePicker, with its upload's progress, and a retry or
// «Quitar» when it stopped; and the card of the product or order the chat was opened about, to send or put
// aside. Plain props: the route owns the chat actor.
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ChatMessageContent } from '../../api/chat'
import type { ErrorMessage } from '../../api/errors'
import { FilePicker } from '../../components/file-picker'
import { Say } from '../../components/say'
import { ChatCard } from './chat-content'
import { CHAT_EMOJI, insertAt } from './chat-emoji'
import { chatEmojiNames, chatMessages as m } from './messages'

/** A picture on its way, or stopped (what the screen machine tells). */
export interface ChatPictureView {
  name: string
  percent: number
  uploading: boolean
  problem: 'format' | 'tooBig' | null
  error: ErrorMessage | null
  canRetry: boolean
}

export interface ChatOfferView {
  msgType: 3 | 4
  content: ChatMessageContent
}

export interface ChatComposerProps {
  ready: boolean
  draft: string
  draftProblem: 'empty' | 'tooLong' | null
  picture: ChatPictureView | null
  offer: ChatOfferView | null
  onDraft(text: string): void
  onSubmit(): void
  onPickPicture(file: File): void
  onRetryPicture(): void
  onDismissPicture(): void
  onSendOffer(): void
  onDismissOffer(): void
}

export function ChatComposer(props: ChatComposerProps) {
  const intl = useIntl()
  const ids = useId()
  const box = useRef<HTMLTextAreaElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const caret = useRef<number | null>(null)
  const [emojiOpen, setEmojiOpen] = useState(false)

  // after an emoji went in, the caret stands right after it, in the box
  useLayoutEffect(() => {
    if (caret.current === null || !box.current) return
    box.current.focus()
    box.current.setSelectionRange(caret.current, caret.current)
    caret.current = null
  }, [props.draft])

  useEffect(() => {
    if (!emojiOpen) return
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setEmojiOpen(false)
      toggle.current?.focus()
    }
    document.addEventListener('keydown', close)
    return () => document.removeEventListener('keydown', close)
  }, [emojiOpen])

  function insertEmoji(char: string) {
    const element = box.current
    const next = insertAt(props.draft, char, element?.selectionStart ?? null, element?.selectionEnd ?? null)
    caret.current = next.caret
    props.onDraft(next.text)
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    props.onSubmit()
  }

  const { picture } = props
  const pictureStatus = picture?.uploading ? (
    <span className="chat__upload">
      <FormattedMessage {...m.pictureUploading} values={{ name: picture.name, percent: picture.percent }} />
      <progress
        className="chat__progress"
        max={100}
        value={picture.percent}
        aria-label={intl.formatMessage(m.pictureProgress)}
      />
    </span>
  ) : null
  const pictureError = picture && !picture.uploading ? pictureProblemText(picture) : null

  return (
    <div className="chat__composer">
      {props.offer ? (
        <section className="chat__offer" aria-labelledby={`${ids}-offer`}>
          <h3 id={`${ids}-offer`} className="chat__offer-title">
            <FormattedMessage {...(props.offer.msgType === 4 ? m.offerTitleOrder : m.offerTitle)} />
          </h3>
          <ChatCard msgType={props.offer.msgType} content={props.offer.content} />
          <div className="chat__offer-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!props.ready}
              onClick={props.onSendOffer}
            >
              <FormattedMessage {...m.offerSend} />
            </button>
            <button type="button" className="button" onClick={props.onDismissOffer}>
              <FormattedMessage {...m.offerDismiss} />
            </button>
          </div>
        </section>
      ) : null}
      <form className="chat__box" onSubmit={submit} noValidate>
        <label htmlFor={`${ids}-box`} className="visually-hidden">
          <FormattedMessage {...m.box} />
        </label>
        <textarea
          ref={box}
          id={`${ids}-box`}
          className="chat__input"
          rows={3}
          value={props.draft}
          placeholder={intl.formatMessage(m.box)}
          aria-invalid={props.draftProblem ? true : undefined}
          aria-describedby={props.draftProblem ? `${ids}-problem` : undefined}
          onChange={(event) => props.onDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault()
              props.onSubmit()
            }
          }}
        />
        <button type="submit" className="button button--primary" disabled={!props.ready}>
          <FormattedMessage {...m.send} />
        </button>
        <p id={`${ids}-problem`} className="chat__problem" role="alert">
          {props.draftProblem ? <FormattedMessage {...m[props.draftProblem]} /> : null}
        </p>
        <div className="chat__tools">
          <button
            ref={toggle}
            type="button"
            className="button chat__emoji-toggle"
            aria-expanded={emojiOpen}
            aria-controls={`${ids}-emoji`}
            onClick={() => setEmojiOpen((open) => !open)}
          >
            <span aria-hidden="true">😀</span> <FormattedMessage {...m.emoji} />
          </button>
          {emojiOpen ? (
            <div
              id={`${ids}-emoji`}
              className="chat__emoji"
              role="group"
              aria-label={intl.formatMessage(m.emojiGrid)}
            >
              {CHAT_EMOJI.map((emoji) => (
                <button
                  key={emoji.name}
                  type="button"
                  className="chat__emoji-button"
                  aria-label={intl.formatMessage(chatEmojiNames[emoji.name])}
                  title={intl.formatMessage(chatEmojiNames[emoji.name])}
                  onClick={() => insertEmoji(emoji.char)}
                >
                  {emoji.char}
                </button>
              ))}
            </div>
          ) : null}
        </div>
      </form>
      <FilePicker
        label={<FormattedMessage {...m.attachPicture} />}
        accept="image/png,image/jpeg"
        buttonLabel={intl.formatMessage(m.choosePicture)}
        chosen={picture ? [picture.name] : []}
        hint={<FormattedMessage {...m.pictureHint} />}
        error={pictureError}
        status={pictureStatus}
        disabled={!props.ready || picture?.uploading === true}
        onPick={(files) => {
          if (files[0]) props.onPickPicture(files[0])
        }}
      >
        {picture && !picture.uploading ? (
          <div className="chat__picture-actions">
            {picture.canRetry ? (
              <button type="button" className="button" onClick={props.onRetryPicture}>
                <FormattedMessage {...m.pictureRetry} />
              </button>
            ) : null}
            <button type="button" className="button" onClick={props.onDismissPicture}>
              <FormattedMessage {...m.pictureDismiss} />
            </button>
          </div>
        ) : null}
      </FilePicker>
    </div>
  )
}

function pictureProblemText(picture: ChatPictureView) {
  const values = { name: picture.name }
  if (picture.problem === 'format') return <FormattedMessage {...m.pictureFormat} values={values} />
  if (picture.problem === 'tooBig') return <FormattedMessage {...m.pictureTooBig} values={values} />
  return (
    <>
      <FormattedMessage {...m.pictureFailed} values={values} />
      {picture.error ? (
        <>
          {' '}
          <Say message={picture.error} />
        </>
      ) : null}
    </>
  )
}
