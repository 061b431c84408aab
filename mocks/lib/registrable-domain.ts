// Stands in for `tldts` in the browser builds of the mock (vite.config.ts, issue 14 item 3). msw's cookie jar
// (tough-cookie) imports tldts only for getDomain, and tldts carries the whole public suffix list: 107 KB
// gzipped, a quarter of the mock's chunk, fetched and evaluated before the first page can ask for anything.
// No mock handler reads or sets a cookie, so the jar only needs an answer of the right shape: the last two
// labels of a host name (no public suffix list), null for an IP address or a single label.
export function getDomain(domain: string): string | null {
  const host = domain.toLowerCase().replace(/\.$/, '')
  if (host.includes(':') || /^\d+(\.\d+){3}$/.test(host)) return null
  const labels = host.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}
