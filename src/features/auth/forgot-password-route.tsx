// /pwd/forget?email=… (SPEC.md §2): the login form's "¿Olvidó su contraseña?" link passes the typed email.
import { useSearchParams } from 'react-router'
import { ForgotPasswordView } from './forgot-password-view'

export function ForgotPasswordRoute() {
  const [params] = useSearchParams()
  return <ForgotPasswordView email={params.get('email')?.trim() ?? ''} />
}
