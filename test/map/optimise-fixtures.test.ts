/**
 * The route optimiser against the players: at every run_routes of every recorded game of an
 * authored title, the optimiser's run for the same trains (under the title's route hooks) must
 * be accepted by the engine (on a copy of the game), earn there exactly what the optimiser
 * says, and earn at least what the players' routes earned; the title's hooks must see its
 * routes as the engine shows them; and the bounds a title declares on its bonuses must not
 * change the answer.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { valueRun } from '../../runtime/engine/routes.js';
import { runRoutesAction } from '../../runtime/map/optimise/action.js';
import { routeInput } from '../../runtime/map/optimise/describe.js';
import { evaluateRoutes } from '../../runtime/map/route.js';
import { optimiseRoutes } from '../../runtime/map/optimise/optimise.js';
import { forEachRouteDecision, rulesFor, tryRun } from '../support/route-decisions.js';
import { fixtureFiles, fixturesDir, readFixture, SHARED_MISSING } from '../support/shared.js';

const files = fixtureFiles();
/** The compiled title a recording is of: by id, `meta.title` or alias. */
const compiled = (title: string) => titleIdFor(title);

describe.skipIf(!fixturesDir())('the route optimiser on recorded games', () => {
  for (const file of files) {
    const id = compiled(file.recordedTitle);
    it.skipIf(!id)(`${file.title}/${file.name}${id ? '' : ' (title not authored yet)'}`, async () => {
      const module = await loadTitle(id!);
      let decisions = 0;
      let unchecked = 0;
      let higher = 0;
      let extra = 0;
      let most = 0;
      const gains: string[] = [];
      forEachRouteDecision(module, readFixture(file), (decision) => {
        const { symbol } = decision.operator;
        const rules = rulesFor(decision.game, symbol);
        const result = optimiseRoutes(decision.ctx, decision.phase, decision.operator, rules);
        const where = `action ${decision.action.id} (${symbol})`;
        // The bounds a title declares (routeBounds) only prune: without them the best run earns the same.
        if (rules.routeBonusBound !== undefined || rules.extraRevenueBound !== undefined) {
          const unbounded = optimiseRoutes(decision.ctx, decision.phase, decision.operator, rulesFor(decision.game, symbol, { bounds: false }));
          expect(result.total, `${where}: with the title's bounds`).toBe(unbounded.total);
        }
        const accepted = tryRun(decision, runRoutesAction(symbol, decision.action.entity_type, result));
        if (accepted instanceof Error) throw new Error(`${where}: the engine refused the optimiser's routes: ${accepted.message}`);
        expect(accepted, where).toEqual(result.routes.map((r) => r.revenue));
        // Title hooks see each route as the engine shows it to them for the same action.
        const decoded = evaluateRoutes(decision.ctx, symbol, decision.phase, result.routes.map(routeInput));
        const trains = result.routes.map((r) => decision.game.train(r.train.id));
        expect(result.routes.map((r) => r.view), where).toEqual(valueRun(decision.game, symbol, trains, decoded).views);
        if (!decision.checked) {
          unchecked++;
          return;
        }
        expect(result.total, where).toBeGreaterThanOrEqual(decision.recorded);
        decisions++;
        if (result.total > decision.recorded) {
          higher++;
          extra += result.total - decision.recorded;
          most = Math.max(most, result.total - decision.recorded);
          gains.push(`${decision.action.id}:+${result.total - decision.recorded}`);
        }
      });
      console.info(
        `${file.title}/${file.name}: ${decisions} run_routes (${unchecked} more recorded without track, not compared); optimiser higher in ${higher} ` +
          `(+${extra} in all, at most +${most}: ${gains.join(' ')}), equal in ${decisions - higher}`,
      );
    });
  }
});

describe.skipIf(!!fixturesDir())('the route optimiser on recorded games', () => {
  it.skip(SHARED_MISSING, () => {});
});
