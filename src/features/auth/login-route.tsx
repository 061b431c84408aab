// /login (SPEC.md §2): query redirectUrl, email, error. Owns the login machine through useLoginFlow.
import { useNavigate, useSearchParams } from 'react-router'
import { safeRedirect } from '../../lib/safe-redirect'
import { LoginView } from './login-view'
import { useLoginFlow } from './use-login-flow'

/** The `error` query is shown as text; a long one is cut so the page cannot be filled with it. */
const NOTICE_MAX_LENGTH = 200

export function LoginRoute() {
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const redirectUrl = params.get('redirectUrl')
  const notice = params.get('error')?.trim().slice(0, NOTICE_MAX_LENGTH) || null
  const flow = useLoginFlow(params.get('email')?.trim() ?? '', {
    onLoggedIn: () => navigate(safeRedirect(redirectUrl), { replace: true }),
    onReplenishRequired: (path) => navigate(path, { replace: true }),
  })
  return <LoginView {...flow} notice={notice} />
}
