/**
 * The first subscriber to `game ended`: with PW_ENDED_LOG=<file>, every finished game is
 * appended to that file as one line of JSON (the `GameEnded` event), until an archive takes its
 * place. Processes of one deployment on one machine may share the file: each line is one
 * append, written whole. The server tests read it to check that every finished game is
 * published exactly once, across processes and a SIGKILL.
 */
import { appendFile } from 'node:fs/promises';
import type { ServerContext } from './context';

export function logEndedGames(context: ServerContext, file: string): void {
  context.events.subscribe('game ended', async (ended) => {
    await appendFile(file, `${JSON.stringify(ended)}\n`);
  });
}
