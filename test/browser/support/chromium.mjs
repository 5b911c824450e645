// How the browser tests start Debian's Chromium: its path and exactly the arguments
// docs/toolchain.md found to work (WebGL2 on SwiftShader, the page composited in software, no
// network chatter). Shared by the runner and by tests that start a browser of their own (a
// persistent profile killed and restarted).
export const CHROMIUM_PATH = '/usr/bin/chromium';
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
];
