// A boundary for a piece the page can do without (the shell's connection notices): when its chunk cannot be
// loaded — offline, before the service worker has it — the piece is left out instead of the router's error page
// replacing the whole screen. (React.lazy keeps a failed load: the piece stays out until the next page load.)
import { Component, type ReactNode } from 'react'

interface QuietBoundaryProps {
  children: ReactNode
}

export class QuietBoundary extends Component<QuietBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
