// Site settings for the shell: the two of SPEC.md §3 are kept in configInfo; the external links (mobile
// site, chat app, social and photo pages, §1) are read with them.
import { useEffect, useState } from 'react'
import { session } from '../api/session'
import { getSettings } from '../api/system'

const NAMES = [
  'main_admin_top_logo',
  'basic_site_name',
  'mobile_site_url',
  'chat_app_url',
  'social_page_url',
  'photo_page_url',
] as const

export type SiteSettings = Record<(typeof NAMES)[number], string>

let cached: Promise<SiteSettings> | null = null

export function loadSiteSettings(): Promise<SiteSettings> {
  cached ??= getSettings(NAMES).then(
    (settings) => {
      session.setConfigInfo({
        main_admin_top_logo: settings.main_admin_top_logo,
        basic_site_name: settings.basic_site_name,
      })
      return settings
    },
    (error: unknown) => {
      cached = null
      throw error
    },
  )
  return cached
}

export function useSiteSettings(): SiteSettings | null {
  const [settings, setSettings] = useState<SiteSettings | null>(null)
  useEffect(() => {
    let active = true
    loadSiteSettings()
      .then((value) => active && setSettings(value))
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [])
  return settings
}
