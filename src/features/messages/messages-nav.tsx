// The message centre's own navigation (REFERENCE.md MsgLeftNav): notices, their preferences and the
// platform announcements of the member centre.
import { FormattedMessage, useIntl } from 'react-intl'
import { NavLink } from 'react-router'
import { msgMessages as m } from './messages'
import './messages.css'

export function MessagesNav() {
  const intl = useIntl()
  return (
    <nav className="msg-nav" aria-label={intl.formatMessage(m.navLabel)}>
      <NavLink to="/msg/list">
        <FormattedMessage {...m.navList} />
      </NavLink>
      <NavLink to="/msg/setting">
        <FormattedMessage {...m.navSetting} />
      </NavLink>
      <NavLink to="/member/article">
        <FormattedMessage {...m.navArticles} />
      </NavLink>
    </nav>
  )
}
