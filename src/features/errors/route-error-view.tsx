// Error boundary of the route table: chunk-load failures (SPEC.md §8, JS and CSS variants) and anything
// a screen throws end here with a Spanish message and a way back, never a blank page.
import { FormattedMessage } from 'react-intl'
import { Link, useRouteError } from 'react-router'
import { errorMessages } from './messages'

export function isCssChunkError(error: unknown): boolean {
  return error instanceof Error && /CSS chunk|Unable to preload CSS/i.test(error.message)
}

export function isChunkError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' ||
      /Loading chunk|dynamically imported module|Importing a module script failed|CSS chunk|Unable to preload CSS/i.test(
        error.message,
      ))
  )
}

/** `standalone` when rendered without the shell (root error element): then it is the page's main landmark. */
export function RouteErrorView({ standalone = false }: { standalone?: boolean }) {
  const Container = standalone ? 'main' : 'section'
  const error = useRouteError()
  const chunk = isChunkError(error)
  const message = isCssChunkError(error)
    ? errorMessages.cssChunkFailed
    : chunk
      ? errorMessages.chunkFailed
      : errorMessages.unexpectedBody
  return (
    <Container className="page page--narrow state-page">
      <h1>
        <FormattedMessage {...errorMessages.unexpectedTitle} />
      </h1>
      <p role="alert">
        <FormattedMessage {...message} />
      </p>
      <div className="state-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          <FormattedMessage {...errorMessages.reload} />
        </button>
        <Link className="button" to="/index">
          <FormattedMessage {...errorMessages.goHome} />
        </Link>
      </div>
    </Container>
  )
}
