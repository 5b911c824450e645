#!/usr/bin/env node
// The engine command line (`npm run --silent engine -- …`, or the package's `pw-engine` bin): runs its
// bundle, built first when it is missing or older than src/ (see ../bundle.mjs).
import { runBundle } from '../bundle.mjs';

await runBundle('src/cli/engine.ts');
