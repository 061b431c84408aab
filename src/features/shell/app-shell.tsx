// The application shell: header, main outlet, footer (SPEC.md §1, §2).
import { useEffect, useSyncExternalStore } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, Outlet } from 'react-router'
import { getSettings } from '../../api/system'
import { session } from '../../api/session'
import { shellMessages } from './messages'

const CONFIG_NAMES = ['main_admin_top_logo', 'basic_site_name'] as const

function useSession() {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot)
}

export function AppShell() {
  const intl = useIntl()
  const state = useSession()
  const siteName =
    'basic_site_name' in state.configInfo && state.configInfo.basic_site_name
      ? state.configInfo.basic_site_name
      : intl.formatMessage(shellMessages.siteTitle)

  useEffect(() => {
    getSettings(CONFIG_NAMES)
      .then((config) => session.setConfigInfo(config))
      .catch(() => undefined)
  }, [])

  useEffect(() => {
    document.title = siteName
  }, [siteName])

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      <header className="site-header">
        <Link to="/index" className="site-header__brand">
          {siteName}
        </Link>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>
          <FormattedMessage {...shellMessages.copyright} values={{ year: 2026, site: siteName }} />
        </p>
      </footer>
    </div>
  )
}
