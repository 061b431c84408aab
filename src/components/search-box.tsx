// The header search with suggestions (issue 4; REFERENCE.md §7/§10 searchWords): a WAI-ARIA combobox
// (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/, "list autocomplete"): the input owns a listbox,
// arrows move the active option, Enter searches it (or the typed text), Escape closes then clears.
// Suggestions load 250 ms after the last keystroke; a late answer for an older text is dropped.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { defineMessages } from '../lib/intl'
import './search-box.css'
import { addMessages } from '../i18n/dictionary'
import componentsPart from '../i18n/parts/components.json' with { type: 'json' }

addMessages(componentsPart)

export const SEARCH_DEBOUNCE_MS = 250
export const SEARCH_MAX_LENGTH = 100

export const searchBoxMessages = defineMessages({
  label: { id: 'components.searchBox.label', defaultMessage: 'Buscar' },
  button: { id: 'components.searchBox.button', defaultMessage: 'Buscar' },
  placeholder: {
    id: 'components.searchBox.placeholder',
    defaultMessage: 'Productos, marcas o categorías',
  },
  suggestions: { id: 'components.searchBox.suggestions', defaultMessage: 'Sugerencias de búsqueda' },
  count: {
    id: 'components.searchBox.count',
    defaultMessage:
      '{count, plural, =0 {} one {# sugerencia; use las flechas para elegirla} other {# sugerencias; use las flechas para elegir}}',
  },
})

export interface SearchBoxProps {
  initialKeyword?: string
  onSearch: (keyword: string) => void
  loadSuggestions: (keyword: string) => Promise<string[]>
}

export function SearchBox({ initialKeyword = '', onSearch, loadSuggestions }: SearchBoxProps) {
  const intl = useIntl()
  const id = useId()
  const listId = `${id}-list`
  const [keyword, setKeyword] = useState(initialKeyword.slice(0, SEARCH_MAX_LENGTH))
  const [options, setOptions] = useState<string[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const latest = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  function suggest(value: string) {
    clearTimeout(timer.current)
    const text = value.trim()
    const ticket = ++latest.current
    if (!text) {
      setOptions([])
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      loadSuggestions(text)
        .then((words) => {
          if (ticket !== latest.current) return
          setOptions(words.slice(0, 10))
          setActive(-1)
          setOpen(words.length > 0)
        })
        .catch(() => {
          if (ticket === latest.current) setOptions([])
        })
    }, SEARCH_DEBOUNCE_MS)
  }

  function close() {
    clearTimeout(timer.current)
    latest.current++
    setOpen(false)
    setActive(-1)
  }

  function search(text: string) {
    close()
    setKeyword(text)
    onSearch(text.trim().slice(0, SEARCH_MAX_LENGTH))
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!count) return
      setOpen(true)
      setActive((index) => (open ? (index + 1) % count : 0))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      if (!count) return
      setOpen(true)
      setActive((index) => (open && index > 0 ? index - 1 : count - 1))
    } else if (event.key === 'Enter') {
      event.preventDefault()
      search(open && active >= 0 ? (options[active] ?? keyword) : keyword)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      if (open) close()
      else {
        setKeyword('')
        setOptions([])
      }
    }
  }

  return (
    <form
      role="search"
      className="search-box"
      onSubmit={(event: FormEvent) => {
        event.preventDefault()
        search(keyword)
      }}
    >
      <div className="search-box__field">
        <input
          type="text"
          role="combobox"
          aria-label={intl.formatMessage(searchBoxMessages.label)}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          placeholder={intl.formatMessage(searchBoxMessages.placeholder)}
          maxLength={SEARCH_MAX_LENGTH}
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value)
            suggest(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage(searchBoxMessages.suggestions)}
          className="search-box__list"
          hidden={!open}
        >
          {options.map((option, index) => (
            <li
              key={option}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="search-box__option"
              // mousedown, not click: the input must not lose focus (and close the list) first
              onMouseDown={(event) => {
                event.preventDefault()
                search(option)
              }}
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="button button--primary">
        <FormattedMessage {...searchBoxMessages.button} />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {open ? intl.formatMessage(searchBoxMessages.count, { count: options.length }) : ''}
      </p>
    </form>
  )
}
