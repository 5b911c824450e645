#!/usr/bin/env node
// The rules command line (`npm run --silent rules -- …`, or the package's `pw-rules` bin): runs its
// bundle, built first when it is missing or older than src/ (see ../bundle.mjs).
import { runBundle } from '../bundle.mjs';

await runBundle('src/cli/rules.ts');
