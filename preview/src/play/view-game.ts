/**
 * The game as a viewer may see it, as an engine Game the page can draw and ask: a fresh game of
 * the same setup put in the viewer's state (`viewFor`'s, or a server's `GET /state` for a seat:
 * runtime/engine/redaction.ts), where `HIDDEN` stands for what the viewer may not see. The page
 * draws it, lists the seat's legal actions on it and checks a move on it; it has no history
 * (its actions are the session's) and no generator (hidden until the game ends).
 */
import { Game, everySeatViewer, playerViewer, viewFor, Step, type GameState, type TitleModule } from '../../../runtime/index.js';

export interface GameSetup {
  readonly players: readonly { readonly id: string | number; readonly name: string }[];
  readonly optional_rules?: readonly string[];
}

export function restoredGame(module: TitleModule, setup: GameSetup, state: GameState): Game {
  const game = new Game(module, setup.players, { optionalRules: setup.optional_rules ?? [] });
  game.restore(state);
  return game;
}

/** Whether some player may not see all of the game now (a secret pick, a step hiding its state). */
export function hasSecrets(game: Game): boolean {
  if (game.finished) return false;
  if (game.state.secrets?.length) return true;
  return game.round.steps.some((step) => step.hideState !== Step.prototype.hideState);
}

/** The game as one player (or, with `null`, every seat: the owner) may see it. */
export function playerView(module: TitleModule, game: Game, player: string | null): Game {
  const viewer = player === null ? everySeatViewer(game) : playerViewer(player);
  return restoredGame(module, { players: game.seats, optional_rules: [...game.optionalRules] }, viewFor(game, viewer).state as GameState);
}
