/**
 * The engine's module Web Worker: answers each search request (protocol.ts) with progress
 * reports and a result, off the page's thread so the page never freezes. It keeps no state
 * between requests, so the page may terminate it at any moment ("move now", a new position) and
 * start another.
 *
 * Started by src/game/engineClient.ts:
 * `new Worker(new URL('../engine/worker.ts', import.meta.url), { type: 'module' })`.
 */
import { answerSearch, type SearchReply, type SearchRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SearchRequest>) => void) | null;
  postMessage(reply: SearchReply): void;
};

scope.onmessage = (event) => {
  if (event.data?.type === 'search') answerSearch(event.data, (reply) => scope.postMessage(reply));
};
