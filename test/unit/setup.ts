// Vitest setup for every unit test: tells React that tests wrap updates in act(), which both
// @testing-library/react and @react-three/test-renderer rely on.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

globalThis.IS_REACT_ACT_ENVIRONMENT = true;

export {};
