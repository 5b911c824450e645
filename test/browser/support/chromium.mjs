// How the browser tests start Debian's Chromium: its path and exactly the arguments
// docs/toolchain.md found to work (WebGL2 on SwiftShader, the page composited in software, no
// network chatter, no browser-UI pages of its own). Shared by the runner and by tests that start a
// browser of their own (a persistent profile killed and restarted).
export const CHROMIUM_PATH = '/usr/bin/chromium';

// Playwright's own --disable-features list (playwright-core's chromiumSwitches): a second
// --disable-features replaces the first rather than adding to it, so ours repeats Playwright's.
// test/unit/chromium-args.test.ts fails when a Playwright upgrade changes that list.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Chromium 156 in headless mode still builds the address bar's pop-up, two WebUI pages in
// renderers of their own, for every new window: about a third of the browser suite's time
// (docs/toolchain.md, 2026-12-06).
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-gpu-compositing',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];
