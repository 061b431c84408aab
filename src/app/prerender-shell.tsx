// The shell as static HTML, written into index.html at build time (scripts/vite-plugins.ts prerenderedShell;
// issue 26 item 4): on a 400 kbit/s link the entry's scripts take seconds to arrive, and until they run the
// page would be blank. The HTML and the stylesheet alone now paint the header, the navigation, a loading
// skeleton and the footer, drawn by the same views the app renders for a visitor before any data.
//
// The copy is inert: nothing in it can be typed into, clicked or focused, so nothing a buyer does is lost when
// the app replaces it (createRoot empties #root on its first render), and no assistive technology reads it
// twice. The account links are hidden, as they would show "Iniciar sesión" to a member who is logged in.
import { renderToStaticMarkup } from 'react-dom/server'
import { IntlProvider } from 'react-intl'
import { MemoryRouter } from 'react-router'
import { PageLoader } from '../components/page-loader'
import { FooterView } from '../features/shell/footer-view'
import { HeaderView } from '../features/shell/header-view'
import { shellMessages } from '../features/shell/messages'
import { APP_LOCALE, dictionary } from '../i18n/dictionary'

const nothing = () => undefined

export function prerenderShell(): string {
  const siteName = (dictionary[shellMessages.siteTitle.id]?.[0] as { value?: string } | undefined)?.value
  if (!siteName) throw new Error('the shell dictionary has no site title')
  return renderToStaticMarkup(
    <IntlProvider locale={APP_LOCALE} defaultLocale={APP_LOCALE} messages={dictionary}>
      <MemoryRouter initialEntries={['/index']}>
        <div className="app app--prerendered" inert aria-hidden="true">
          <HeaderView
            siteName={siteName}
            logoUrl=""
            categories={[]}
            cartCount={0}
            memberName={null}
            onSearch={nothing}
            loadSuggestions={() => Promise.resolve([])}
            onLogout={nothing}
          />
          <main className="site-main">
            <PageLoader />
          </main>
          <FooterView
            siteName={siteName}
            links={{ mobileSite: '', chatApp: '', socialPage: '', photoPage: '' }}
          />
        </div>
      </MemoryRouter>
    </IntlProvider>,
  )
}
