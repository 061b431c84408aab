// The composer's small fixed set of emoji (issue 29 item 1), each named in Spanish (chatEmojiNames), and where
// one goes into the text: at the caret, replacing what is selected, never at the end of a text being edited.
import type { chatEmojiNames } from './messages'

export const CHAT_EMOJI: readonly { char: string; name: keyof typeof chatEmojiNames }[] = [
  { char: '😀', name: 'smile' },
  { char: '😊', name: 'happy' },
  { char: '😂', name: 'laugh' },
  { char: '😉', name: 'wink' },
  { char: '🤔', name: 'thinking' },
  { char: '😮', name: 'surprised' },
  { char: '😢', name: 'sad' },
  { char: '👍', name: 'thumbsUp' },
  { char: '👎', name: 'thumbsDown' },
  { char: '👏', name: 'clap' },
  { char: '🙏', name: 'thanks' },
  { char: '🤝', name: 'handshake' },
  { char: '✅', name: 'check' },
  { char: '📦', name: 'package' },
  { char: '🚚', name: 'truck' },
  { char: '📅', name: 'calendar' },
]

/** `text` with `insert` put between `start` and `end` (a selection is replaced), and where the caret goes after. */
export function insertAt(text: string, insert: string, start: number | null, end: number | null) {
  const from = Math.min(Math.max(start ?? text.length, 0), text.length)
  const to = Math.min(Math.max(end ?? from, from), text.length)
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length }
}
