// The kit's file picker (issue 24 item 6; SPEC.md §5, §9 uploads): the app's one `<input type="file">`. Chromium's
// own control says "Choose File / No file chosen" in English whatever the page's language, and cannot be styled,
// so the real input is kept — focusable, labelled, opening the system dialog on click, Enter or Space — but drawn
// invisible over a button in Spanish, with the chosen names (or "Ningún archivo elegido") beside it. A file can
// also be dropped on the box. The picker reports what the user chose, with heavy photos made lighter first when it
// takes images (src/lib/lighter-image.ts, issue 26 item 4: a 12 MB phone photo goes as a JPEG under 1 MB, not
// over a 400 kbit/s link); the caller's machine checks content and size (and the mock checks them again), so a
// dropped file that `accept` would have hidden is refused there.
// eslint.config.js refuses `<input type="file">` anywhere else.
import { useId, useState, type DragEvent, type ReactNode } from 'react'
import { lighterImage } from '../lib/lighter-image'
import { useIntl } from 'react-intl'
import { filePickerMessages as m } from './file-picker.messages'
import './file-picker.css'

export interface FilePickerProps {
  /** Visible label of the field; with the button's words, the input's accessible name. */
  label: ReactNode
  /** The input's `accept` (MIME types). */
  accept: string
  multiple?: boolean
  /** Words of the button; "Elegir archivo" (or "Elegir archivos" when multiple) unless given. */
  buttonLabel?: string
  /** Names of the chosen files; none shows "Ningún archivo elegido". */
  chosen?: readonly string[]
  /** Replaces the line of chosen names (a count, "Comprobante adjunto: …"). */
  summary?: ReactNode
  /** Accepted types and maximum size. */
  hint?: ReactNode
  /** The refusal in words; null or empty when there is none. */
  error?: ReactNode
  /** A line announced while the files are checked or uploaded. */
  status?: ReactNode
  /**
   * A file the form cannot go without: the form field's asterisk, for the eye only, and the input's native
   * `required` for assistive technology (`aria-required` is not allowed on a file input). The input is emptied
   * after each pick, so the form must be `noValidate`, as every form of the app is: its flow checks the file.
   */
  required?: boolean
  disabled?: boolean
  /** Called with the picked or dropped files, in order (only the first when not `multiple`). */
  onPick(files: File[]): void
  /** Shown under the picker: previews, a remove button. */
  children?: ReactNode
}

export function FilePicker({
  label,
  accept,
  multiple = false,
  buttonLabel,
  chosen = [],
  summary,
  hint,
  error,
  status,
  required = false,
  disabled = false,
  onPick,
  children,
}: FilePickerProps) {
  const intl = useIntl()
  const id = useId()
  const [dragging, setDragging] = useState(false)
  const [lightening, setLightening] = useState(false)
  const hasError = error !== null && error !== undefined && error !== false && error !== ''
  const ids = {
    input: `${id}-input`,
    label: `${id}-label`,
    button: `${id}-button`,
    chosen: `${id}-chosen`,
    hint: `${id}-hint`,
    error: `${id}-error`,
  }
  const pick = async (files: File[]) => {
    const kept = multiple ? files : files.slice(0, 1)
    if (kept.length === 0) return
    if (!/image\//.test(accept)) return onPick(kept)
    setLightening(true)
    try {
      onPick(await Promise.all(kept.map(lighterImage)))
    } finally {
      setLightening(false)
    }
  }
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault()
    setDragging(false)
    if (!disabled) void pick(Array.from(event.dataTransfer.files))
  }
  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !event.dataTransfer.types.includes('Files')) return
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
    setDragging(true)
  }
  const classes = [
    'kit-file',
    hasError ? 'kit-file--invalid' : '',
    disabled ? 'kit-file--disabled' : '',
    dragging ? 'kit-file--dragging' : '',
  ]
  return (
    <div className={classes.filter(Boolean).join(' ')}>
      <label id={ids.label} className="kit-file__label" htmlFor={ids.input}>
        {label}
        {required ? (
          <>
            {' '}
            <span className="kit-file__required" aria-hidden="true">
              *
            </span>
          </>
        ) : null}
      </label>
      <div
        className="kit-file__box"
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <span className="kit-file__target">
          <input
            id={ids.input}
            className="kit-file__input"
            type="file"
            accept={accept}
            multiple={multiple}
            required={required || undefined}
            disabled={disabled}
            aria-labelledby={`${ids.label} ${ids.button}`}
            aria-describedby={[ids.chosen, hint ? ids.hint : null, hasError ? ids.error : null]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={hasError ? true : undefined}
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? [])
              // the same file may be picked again after a refusal or a removal
              event.target.value = ''
              void pick(picked)
            }}
          />
          <span id={ids.button} className="kit-file__button" aria-hidden="true">
            {buttonLabel ?? intl.formatMessage(multiple ? m.chooseMany : m.chooseOne)}
          </span>
        </span>
        <span id={ids.chosen} className="kit-file__chosen">
          {summary ??
            (chosen.length > 0 ? (
              <>
                {/* the gap separates the names for the eye, commas for a screen reader */}
                <span className="visually-hidden">{chosen.join(', ')}</span>
                {chosen.map((name, index) => (
                  <span key={`${name}-${index}`} className="kit-file__name" title={name} aria-hidden="true">
                    {name}
                  </span>
                ))}
              </>
            ) : (
              <span className="kit-file__none">{intl.formatMessage(m.none)}</span>
            ))}
        </span>
        {disabled ? null : (
          <span className="kit-file__drop" aria-hidden="true">
            {intl.formatMessage(multiple ? m.dropMany : m.drop)}
          </span>
        )}
      </div>
      {hint ? (
        <p id={ids.hint} className="kit-file__hint">
          {hint}
        </p>
      ) : null}
      {status || lightening ? (
        <p className="kit-file__hint" role="status">
          {status || intl.formatMessage(m.lightening)}
        </p>
      ) : null}
      <p id={ids.error} className="kit-file__error" role="alert">
        {hasError ? error : null}
      </p>
      {children}
    </div>
  )
}
