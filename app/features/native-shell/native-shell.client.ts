import { Capacitor, registerPlugin, type PluginListenerHandle } from '@capacitor/core'
import { backButtonAction, statusBarStyle, systemBrowserUrl } from './native-shell'

/**
 * Inside the Capacitor shell only (root.tsx imports this module when window.Capacitor says
 * the page runs natively). @capacitor/core gives the platform and the bridge to the shell's
 * native plugins; their JavaScript packages are not dependencies of the web app, so each
 * native plugin is reached by name through registerPlugin and used only where the shell
 * ships it (Capacitor.isPluginAvailable): App (back button, exit), StatusBar, Browser.
 */
type AppPlugin = {
  addListener(event: 'backButton', handler: (event: { canGoBack: boolean }) => void): Promise<PluginListenerHandle>
  exitApp(): Promise<void>
}
type StatusBarPlugin = { setStyle(options: { style: 'DARK' | 'LIGHT' }): Promise<void> }
type BrowserPlugin = { open(options: { url: string }): Promise<void> }

let started = false

export function startNativeShell() {
  if (started || !Capacitor.isNativePlatform()) return
  started = true
  document.documentElement.dataset.nativePlatform = Capacitor.getPlatform()

  if (Capacitor.getPlatform() === 'android' && Capacitor.isPluginAvailable('App')) {
    const app = registerPlugin<AppPlugin>('App')
    void app.addListener('backButton', ({ canGoBack }) => {
      if (backButtonAction(window.location.pathname, canGoBack || window.history.length > 1) === 'back') window.history.back()
      else void app.exitApp()
    })
  }

  if (Capacitor.isPluginAvailable('StatusBar')) {
    const statusBar = registerPlugin<StatusBarPlugin>('StatusBar')
    const dark = window.matchMedia('(prefers-color-scheme: dark)')
    const apply = () => void statusBar.setStyle({ style: statusBarStyle(dark.matches) }).catch(() => {})
    apply()
    dark.addEventListener('change', apply)
  }

  // Other sites and downloads open in the system browser (the Browser plugin, or a new
  // window, which Capacitor hands to the system).
  const browser = Capacitor.isPluginAvailable('Browser') ? registerPlugin<BrowserPlugin>('Browser') : null
  document.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || event.button !== 0) return
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null
      if (!anchor) return
      const url = systemBrowserUrl({ href: anchor.href, download: anchor.hasAttribute('download'), target: anchor.target || null }, window.location.origin)
      if (!url) return
      event.preventDefault()
      if (browser) void browser.open({ url })
      else window.open(url, '_system')
    },
    true,
  )
}
