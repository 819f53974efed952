/**
 * What the game page shows, and to whom. Online, the session holds the seat's view already (the
 * server hid what the seat may not see). At a hotseat table the page holds the whole game, so
 * while some of it is secret (a draft's picks) it shows the player on turn their view alone —
 * the board, the panels and the log as that player may see them, and only that player's choices
 * — and between two players a "pass the screen" step, so nobody sees another's view.
 */
import { actionsFor, playerViewer, type Action, type Game, type GameEvent, type LegalAction, type TitleModule } from '../../../runtime/index.js';
import { HotseatSession } from './hotseat-session.js';
import { OnlineSession } from './online-session.js';
import { controls } from './seat.js';
import type { PlaySession } from './session.js';
import { hasSecrets, playerView } from './view-game.js';

export interface PageView {
  /** The game as drawn: the whole game, or the viewer's view of it. */
  readonly shown: Game;
  /** What this page may do now (the player on turn's choices only, while secrets are kept). */
  readonly legal: LegalAction[];
  /** The actions and the log, as the viewer may see them. */
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** At a hotseat table while secrets are kept: the player whose view is shown. */
  readonly viewer?: string;
}

/** The player a hotseat table shows its view to while secrets are kept: whoever is on turn. */
function playerOnTurn(game: Game): string | undefined {
  for (const id of game.round.activeEntities()) {
    const player = game.playerOf(String(id));
    if (player) return player.id;
  }
  return undefined;
}

export function pageView(session: PlaySession, module: TitleModule): PageView {
  const game = session.game;
  if (session instanceof OnlineSession) {
    return { shown: game, legal: game.legalActions().filter((l) => controls(game, session.seat, l.entity, l.entityType)), actions: session.actions, events: session.events };
  }
  const viewer = session instanceof HotseatSession && hasSecrets(game) ? playerOnTurn(game) : undefined;
  if (viewer === undefined) return { shown: game, legal: game.legalActions(), actions: game.actions, events: game.events };
  return {
    shown: playerView(module, game, viewer),
    // The player on turn's choices, and nobody else's (ending the game waits for the table).
    legal: game.legalActions().filter((l) => game.playerOf(game.actorOf({ entity: l.entity, entity_type: l.entityType }))?.id === viewer),
    actions: actionsFor(game, playerViewer(viewer)),
    events: game.events,
    viewer,
  };
}
