// Vite build and Vitest configuration in one place: the React plugin for the app, and unit tests
// under test/unit (node environment by default; a test file opts into jsdom with a docblock).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
  },
  test: {
    include: ['test/unit/**/*.test.ts', 'test/unit/**/*.test.tsx'],
    environment: 'node',
    setupFiles: ['test/unit/setup.ts'],
  },
});
