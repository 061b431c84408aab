// /previewFile?fileId= (issue 11 item 5; SPEC.md §2): a contract's document or attachment shown in the page —
// a PDF in a frame of its blob: URL, an image inline — never a download link; an unknown file or another
// member's answers the server's Spanish message (SPEC.md §8). Plain props: the route reads the file.
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { ContractFileContent } from '../../api/contracts'
import type { ErrorMessage } from '../../api/errors'
import { BlobFrame } from '../../components/blob-frame'
import { useSay } from '../../components/say'
import { contractMessages as m } from './messages'
import { Picture } from '../../components/picture'

export interface PreviewFileViewProps {
  file: Pick<ContractFileContent, 'fileName' | 'contentType' | 'contractNo'> | null
  /** a PDF's bytes, framed in the page */
  pdf: Blob | null
  /** an image's data: URL */
  imageSrc: string | null
  error: ErrorMessage | null
}

export function PreviewFileView({ file, pdf, imageSrc, error }: PreviewFileViewProps) {
  const intl = useIntl()
  const say = useSay()
  return (
    <div className="page contracts contract-preview">
      <h1>
        {file ? (
          <FormattedMessage {...m.previewTitle} values={{ fileName: file.fileName }} />
        ) : (
          <FormattedMessage {...m.previewUnavailable} />
        )}
      </h1>
      {error ? (
        <p className="empty-state" role="alert">
          {say(error)}
        </p>
      ) : null}
      {file && pdf ? (
        <BlobFrame
          className="contract-preview__frame"
          blob={pdf}
          title={intl.formatMessage(m.previewFrame, { fileName: file.fileName })}
        />
      ) : null}
      {file && imageSrc ? (
        <Picture
          className="contract-preview__image"
          src={imageSrc}
          alt={intl.formatMessage(m.previewFrame, { fileName: file.fileName })}
        />
      ) : null}
      <p className="contract-actions">
        {file ? (
          <Link
            className="button"
            to={`/member/contract/detail?contractNo=${encodeURIComponent(file.contractNo)}`}
          >
            <FormattedMessage {...m.previewBack} />
          </Link>
        ) : (
          <Link className="button" to="/member/contract/index">
            <FormattedMessage {...m.backToList} />
          </Link>
        )}
      </p>
    </div>
  )
}
