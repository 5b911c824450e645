/**
 * The engine's module Web Worker: answers each search request (protocol.ts) with progress
 * reports and a result, off the page's thread so the page never freezes. A search keeps no state
 * between requests, so the page may terminate it at any moment ("move now", a new position) and
 * start another. Analysis requests stream reports until stopped (`AnalysisService`, which yields
 * to this worker's event loop between root searches so that `stop` and new positions are read);
 * their table is the only state kept, and terminating the worker loses nothing else.
 *
 * Started by src/game/engineClient.ts:
 * `new Worker(new URL('../engine/worker.ts', import.meta.url), { type: 'module' })`.
 */
import { AnalysisService, answerSearch, type WorkerReply, type WorkerRequest } from './protocol';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

const analysis = new AnalysisService((reply) => scope.postMessage(reply));

scope.onmessage = (event) => {
  const request = event.data;
  if (request?.type === 'search') answerSearch(request, (reply) => scope.postMessage(reply));
  else if (request?.type === 'analyse' || request?.type === 'stop') analysis.receive(request);
};
