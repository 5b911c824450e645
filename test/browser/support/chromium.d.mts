// Types of what chromium.mjs exports (a plain module: test/soak.mjs runs on Node without a build).
export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: readonly string[];
export const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
