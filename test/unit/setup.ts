// Vitest setup for every unit test: tells React that tests wrap updates in act(), which both
// @testing-library/react and @react-three/test-renderer rely on, and loads the Russian words.
import { beforeAll } from 'vitest';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Russian is fetched when chosen in the app; the tests word things in both languages at once. It
// is loaded before each file's tests, after the file's own imports, so a file's `vi.mock` of a
// module the words import (the rules core) still applies.
beforeAll(async () => {
  const { loadLanguage } = await import('../../src/ui/i18n/i18n');
  await loadLanguage('ru');
});
