// The observers' worker thread (see observers.ts, which starts it and types its messages): opens
// `perGame` SSE streams on each URL, and for each game remembers when the last of its observers
// received each event id.
import { parentPort, workerData } from 'node:worker_threads';
import { EventSource } from 'eventsource';

const epochNow = () => performance.timeOrigin + performance.now();
const { urls, perGame } = workerData;
let messages = 0;
let ready = 0;
const seen = urls.map(() => new Map());
const sources = [];
urls.forEach((url, game) => {
  for (let i = 0; i < perGame; i++) {
    const source = new EventSource(url);
    sources.push(source);
    source.addEventListener('ready', () => {
      if (++ready === urls.length * perGame) parentPort.postMessage({ kind: 'ready' });
    });
    source.addEventListener('message', (event) => {
      messages++;
      const entry = seen[game].get(event.lastEventId) ?? { count: 0, at: 0 };
      entry.count++;
      entry.at = epochNow();
      seen[game].set(event.lastEventId, entry);
    });
    source.addEventListener('action', () => messages++);
  }
});
parentPort.on('message', (request) => {
  if (request.kind === 'arrivals') {
    const games = seen.map((byId) => Object.fromEntries([...byId].filter(([, e]) => e.count === perGame).map(([id, e]) => [id, e.at])));
    parentPort.postMessage({ kind: 'arrivals', games, messages });
  } else {
    for (const source of sources) source.close();
    parentPort.postMessage({ kind: 'closed' });
  }
});
