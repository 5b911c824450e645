#!/usr/bin/env node
// The match command line (`npm run --silent match -- …`, or the package's `pw-match` bin): runs its
// bundle, built first when it is missing or older than src/ (see ../bundle.mjs).
import { runBundle } from '../bundle.mjs';

await runBundle('src/cli/match.ts');
