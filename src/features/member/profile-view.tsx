// /member/info — the profile (issue 11 item 3; SPEC.md §5, §9): avatar (png/jpg under 4 MB, checked by size,
// type and content before it is uploaded), real name, and what cannot change here (member name, email,
// company). Plain view: the name lives in Formik, the avatar in the route's machine.
import { useFormik } from 'formik'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { ValidationError } from 'yup'
import type { ErrorMessage } from '../../api/errors'
import type { MemberInfo } from '../../api/session'
import { FilePicker } from '../../components/file-picker'
import { PageLoader } from '../../components/page-loader'
import { profileSchema } from '../../schemas/member-security.schema'
import { safeImageUrl, useErrorText } from './member-parts'
import { profileMessages as p, securityMessages as s } from './messages'
import { Picture } from '../../components/picture'

export type ProfileStatus = 'loading' | 'loadFailed' | 'editing' | 'checkingAvatar' | 'saving'

export interface ProfileViewProps {
  status: ProfileStatus
  member: MemberInfo | null
  /** the uploaded avatar not saved yet */
  avatarUrl: string | null
  avatarError: ErrorMessage | null
  submitError: ErrorMessage | null
  loadError: ErrorMessage | null
  saved: boolean
  onPickAvatar: (file: File) => void
  onSubmit: (memberTrueName: string) => void
  onRetry?: () => void
}

function validate(values: { memberTrueName: string }) {
  try {
    profileSchema.validateSync(values)
    return {}
  } catch (error) {
    if (error instanceof ValidationError) return { memberTrueName: error.message }
    throw error
  }
}

function ProfileForm(props: ProfileViewProps & { member: MemberInfo }) {
  const intl = useIntl()
  const errorText = useErrorText()
  const id = useId()
  const busy = props.status === 'checkingAvatar' || props.status === 'saving'
  const formik = useFormik({
    initialValues: { memberTrueName: props.member.memberTrueName ?? '' },
    validate,
    onSubmit: (values) => props.onSubmit(values.memberTrueName),
  })
  const nameError =
    formik.touched.memberTrueName && formik.errors.memberTrueName
      ? intl.formatMessage({ id: formik.errors.memberTrueName })
      : null
  const avatar = safeImageUrl(props.avatarUrl ?? props.member.memberAvatar)
  return (
    <form className="member-form" noValidate onSubmit={formik.handleSubmit}>
      <div className="member-field">
        <FilePicker
          label={intl.formatMessage(p.avatar)}
          accept="image/png,image/jpeg"
          buttonLabel={intl.formatMessage(p.avatarPick)}
          summary={props.avatarUrl ? intl.formatMessage(p.avatarChosen) : undefined}
          hint={intl.formatMessage(p.avatarHint)}
          status={props.status === 'checkingAvatar' ? intl.formatMessage(p.avatarChecking) : null}
          error={errorText(props.avatarError)}
          disabled={busy}
          onPick={([file]) => {
            if (file) props.onPickAvatar(file)
          }}
        >
          {avatar ? (
            <Picture className="member-avatar" src={avatar} alt={intl.formatMessage(p.avatarAlt)} />
          ) : (
            <p className="member-hint">{intl.formatMessage(p.avatarNone)}</p>
          )}
        </FilePicker>
      </div>
      <div className="member-field">
        <label htmlFor={`${id}-name`}>{intl.formatMessage(p.trueName)}</label>
        <input
          id={`${id}-name`}
          name="memberTrueName"
          autoComplete="name"
          value={formik.values.memberTrueName}
          disabled={props.status === 'saving'}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${id}-name-error`}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
        <p id={`${id}-name-error`} className="member-error" role="alert">
          {nameError}
        </p>
      </div>
      <dl className="member-card__facts">
        <div>
          <dt>{intl.formatMessage(p.memberName)}</dt>
          <dd>{props.member.memberName}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(p.email)}</dt>
          <dd>{props.member.memberEmail}</dd>
        </div>
        {props.member.companyName ? (
          <div>
            <dt>{intl.formatMessage(p.company)}</dt>
            <dd>{props.member.companyName}</dd>
          </div>
        ) : null}
      </dl>
      <p className="member-error" role="alert">
        {errorText(props.submitError)}
      </p>
      {props.saved ? <p role="status">{intl.formatMessage(p.saved)}</p> : null}
      <button type="submit" className="button button--primary" disabled={busy}>
        {intl.formatMessage(props.status === 'saving' ? p.saving : p.save)}
      </button>
    </form>
  )
}

export function ProfileView(props: ProfileViewProps) {
  const intl = useIntl()
  const errorText = useErrorText()
  if (props.status === 'loading') return <PageLoader />
  return (
    <div className="page page--narrow">
      <h1>{intl.formatMessage(p.title)}</h1>
      {props.status === 'loadFailed' || !props.member ? (
        <>
          <p role="alert">{errorText(props.loadError) ?? intl.formatMessage(s.loadFailed)}</p>
          {props.onRetry ? (
            <button type="button" className="button button--primary" onClick={props.onRetry}>
              {intl.formatMessage(s.retry)}
            </button>
          ) : null}
        </>
      ) : (
        <ProfileForm {...props} member={props.member} />
      )}
      <p>
        <Link to="/member/account">{intl.formatMessage(s.backToAccount)}</Link>
      </p>
    </div>
  )
}
