#!/usr/bin/env node
// The puzzles command line (`npm run --silent puzzles -- …`): runs its bundle, built first when
// it is missing or older than src/ (see ../bundle.mjs).
import { runBundle } from '../bundle.mjs';

await runBundle('src/cli/puzzles.ts');
