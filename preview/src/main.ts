/**
 * The preview app: routes (see app/router.ts) to the index, a title's pages or a replay, and
 * keeps the build status of the titles on screen. Runs the engine in the browser unchanged.
 */
import { parseRoute, type Route } from './app/router.js';
import { startStatus } from './app/status.js';
import { onDefinitionChange } from './app/titles.js';
import { indexView } from './views/index-view.js';
import { lobbyView } from './views/lobby-view.js';
import { playView } from './views/play-view.js';
import { replayView } from './views/replay-view.js';
import { titleView } from './views/title-view.js';
import { errorBox, type View } from './views/view.js';

const main = document.getElementById('app')!;
const crumbs = document.getElementById('crumbs')!;
let view: View | undefined;
let generation = 0;

function crumbsFor(route: Route): string {
  if (route.kind === 'index') return '';
  if (route.kind === 'play') return route.target.mode === 'local' ? 'hotseat game' : `game ${route.target.id}`;
  if (route.kind === 'lobby') return `open game ${route.id}`;
  const title = `<a href="#/${encodeURIComponent(route.title)}">${route.title.replace(/[<&>]/g, '')}</a>`;
  return route.kind === 'replay' ? `${title} › ${route.game.replace(/[<&>]/g, '')}` : title;
}

async function show(route: Route): Promise<void> {
  if (view?.update?.(route)) return;
  const mine = ++generation;
  let next: View;
  try {
    next =
      route.kind === 'index'
        ? await indexView()
        : route.kind === 'title'
          ? await titleView(route)
          : route.kind === 'play'
            ? await playView(route.target)
            : route.kind === 'lobby'
              ? await lobbyView(route.id, route.server)
              : await replayView(route);
  } catch (error) {
    console.error(error);
    const element = document.createElement('section');
    element.innerHTML = errorBox(`could not open this page: ${(error as Error).message}`);
    next = { element };
  }
  if (mine !== generation) return next.destroy?.();
  view?.destroy?.();
  view = next;
  crumbs.innerHTML = crumbsFor(route);
  main.replaceChildren(next.element);
  document.body.dataset.view = route.kind;
  document.body.dataset.ready = String(mine);
}

window.addEventListener('hashchange', () => void show(parseRoute(location.hash)));
onDefinitionChange((id) => view?.definitionChanged?.(id));
startStatus(document.getElementById('diagnostics')!, document.getElementById('build-status')!);
void show(parseRoute(location.hash));
