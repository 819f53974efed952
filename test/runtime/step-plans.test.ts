/**
 * What a round knows of its step classes before asking them (runtime/engine/step-plans.ts): a
 * step that keeps the engine's `process()` takes only the types it has a `process_<type>`
 * handler for, so the round does not ask it whether it accepts the others — a handler defined
 * as a class field counts as one; and the plans of one game serve the next.
 */
import { describe, expect, it } from 'vitest';
import title1830 from '../../generated/titles/1830/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { MessageStep } from '../../runtime/engine/steps/message.js';
import { WaterfallAuctionStep } from '../../runtime/engine/steps/waterfall-auction.js';
import type { StepClass } from '../../runtime/engine/contract.js';
import type { TitleModule } from '../../runtime/module.js';

const module1830 = title1830 as unknown as TitleModule;
const seats = [1, 2, 3].map((i) => ({ id: `p${i}`, name: `Player ${i}` }));

function gameWith(steps: Record<string, unknown>): Game {
  return new Game({ ...module1830, steps: { ...module1830.steps, ...(steps as Record<string, StepClass>) } }, seats, { seed: 1 });
}

const trainBuy: Action = { type: 'buy_train', entity: 'p1', entity_type: 'player', train: '2-0', price: 80, variant: '2' } as Action;

describe('step plans', () => {
  it('a handler a step class defines as a field takes its action', () => {
    const taken: Action[] = [];
    class FieldHandler extends WaterfallAuctionStep {
      override accepts(entity: string, type: string): boolean {
        return type === 'buy_train' || super.accepts(entity, type);
      }
      process_buy_train = (action: Action): void => {
        taken.push(action);
      };
    }
    const game = gameWith({ waterfall_auction: FieldHandler });
    game.process(trainBuy);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatchObject({ type: 'buy_train', train: '2-0' });
  });

  it('a step without a handler for a type is not asked whether it accepts it; one with a handler is', () => {
    const asked: string[] = [];
    class CountingMessage extends MessageStep {
      override accepts(entity: string, type: string): boolean {
        asked.push(type);
        return super.accepts(entity, type);
      }
    }
    const game = gameWith({ message: CountingMessage });
    const bidder = game.round.activeEntities()[0];
    game.process({ type: 'pass', entity: bidder, entity_type: 'player' } as Action);
    game.process({ type: 'message', entity: bidder, entity_type: 'player', message: 'hello' } as Action);
    // The message step (no process_bid) was not asked about a bid; every step may take a pass.
    game.process({ type: 'bid', entity: game.round.activeEntities()[0], entity_type: 'player', company: 'SV', price: 20 } as Action);
    expect(asked).toEqual(['pass', 'message']);
  });

  it('a refused action is refused as before where no step has a handler for it', () => {
    const game = gameWith({});
    expect(() => game.process(trainBuy)).toThrow(expect.objectContaining({ code: 'action/not_allowed' }));
  });
});
