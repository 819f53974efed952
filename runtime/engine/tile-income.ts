/**
 * `tile_income` abilities (the reference's Tracker#pay_all_tile_income and
 * pay_terrain_tile_income): after a lay, each company with one earns its owner money from the
 * bank — for every lay, or once for each item of its terrain the lay paid for: the replaced
 * tile's terrain, and each border crossed at a cost (counted only when the lay paid for its
 * borders). A company with `owner_only` earns only from lays its owner made or paid for.
 */
import type { LayTileResult } from '../map/lay.js';
import type { TileIncomeAbility } from '../title/abilities.js';
import { companyAbilities } from './abilities.js';
import type { Game } from './contract.js';
import { bordersCost } from './lay-cost.js';

export interface LayPaid {
  readonly hex: string;
  /** Whose track it is, and who paid. */
  readonly operator: string;
  readonly payer: string;
  /** The lay was free (terrain and borders unpaid). */
  readonly free: boolean;
}

export function payTileIncome(game: Game, lay: LayPaid, laid: Pick<LayTileResult, 'terrains' | 'borders'>): void {
  const crossed = !lay.free && bordersCost(game, lay.operator, lay.hex, laid) > 0 ? laid.borders.map((b) => b.type).filter((t): t is string => t !== undefined) : [];
  const items = [...laid.terrains, ...crossed];
  for (const company of game.companies) {
    if (company.closed || !company.owner) continue;
    for (const ref of companyAbilities(game, company.sym, 'tile_income', { time: 'any' })) {
      const def = ref.def as TileIncomeAbility;
      if (def.ownerOnly && company.owner !== lay.operator && company.owner !== lay.payer) continue;
      const count = def.terrain === undefined ? 1 : items.filter((item) => item === def.terrain).length;
      if (count === 0) continue;
      const income = def.income * count;
      game.effects.pay('bank', company.owner, income);
      game.log.emit('note', { text: `${company.owner} earns ${game.money(income)} for the ${def.terrain ? `${def.terrain} ` : ''}tile built by ${company.sym}` });
    }
  }
}
