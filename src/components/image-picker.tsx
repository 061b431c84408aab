// Multi-image field (SPEC.md §5, §9: refund proof and review photos, at most 5 png/jpg images of up to 1 MB).
// Plain: it shows the chosen images with a remove button each and reports what the user picked; the caller's
// machine checks type, size and count before uploading, and hands back the message of a refused file. The
// picking itself is the kit's FilePicker (issue 24 item 6).
import { useIntl } from 'react-intl'
import { FilePicker } from './file-picker'
import { filePickerMessages } from './file-picker.messages'
import { imagePickerMessages as m } from './image-picker.messages'
import './image-picker.css'
import { Picture } from './picture'

export interface ImagePickerFile {
  /** Preview address (an uploaded image's url, or an object URL). */
  url: string
  name: string
}

export interface ImagePickerProps {
  /** Visible label of the field. */
  label: string
  files: readonly ImagePickerFile[]
  /** Most images allowed (the count shown to the user; the caller enforces it). */
  max?: number
  /** Called with every file the user picked, in order, even beyond `max` (the caller refuses them). */
  onAdd(files: File[]): void
  onRemove(index: number): void
  /** Message of the last refused file or of the field; announced and linked with aria-describedby. */
  error?: string | null
  /** Files are being checked or uploaded. */
  busy?: boolean
  disabled?: boolean
}

export function ImagePicker({
  label,
  files,
  max = 5,
  onAdd,
  onRemove,
  error,
  busy,
  disabled,
}: ImagePickerProps) {
  const intl = useIntl()
  return (
    <FilePicker
      label={label}
      accept="image/png,image/jpeg"
      multiple
      buttonLabel={intl.formatMessage(filePickerMessages.chooseImages)}
      summary={
        files.length > 0 ? (
          <span className="image-picker__count">
            {intl.formatMessage(m.count, { count: files.length, max })}
          </span>
        ) : undefined
      }
      hint={intl.formatMessage(m.hint, { max })}
      status={busy ? intl.formatMessage(m.uploading) : null}
      error={error}
      disabled={disabled}
      onPick={onAdd}
    >
      {files.length > 0 ? (
        <ul className="image-picker__list">
          {files.map((file, index) => (
            <li key={`${file.url}-${index}`} className="image-picker__item">
              <Picture
                className="image-picker__preview"
                src={file.url}
                alt={intl.formatMessage(m.alt, { index: index + 1, name: file.name })}
              />
              <button
                type="button"
                className="image-picker__remove"
                disabled={disabled}
                onClick={() => onRemove(index)}
              >
                {intl.formatMessage(m.remove, { index: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </FilePicker>
  )
}
