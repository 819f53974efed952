/**
 * The preview says what the engine does with a title's data (probe_authoring): an ability's own
 * `description` beside the engine's sentence, a train discount as the money or share of the price
 * it takes off, a distance's multiplier (4D), and a tile only a company's special lay may lay
 * (`blocks_lay`) never offered on the tiles page as one any lay could put on a hex.
 */
import { describe, expect, it } from 'vitest';
import { abilityText, discountText, renderAbilities } from '../../preview/src/render/abilities.js';
import { moneyFormat } from '../../preview/src/render/map.js';
import { distanceText } from '../../preview/src/render/tables.js';
import { renderTilesPage } from '../../preview/src/render/tiles-page.js';
import { tileUpgrades } from '../../preview/src/render/tile-upgrades.js';
import type { TitleModule } from '../../runtime/module.js';
import type { TrainDiscountAbility } from '../../runtime/title/abilities.js';
import probe from '../generated/titles/probe_authoring/index.js';

const def = (probe as unknown as TitleModule).definition;
const money = moneyFormat(def);
const discount = def.companies.find((c) => c.sym === 'DC')!.abilities[0] as TrainDiscountAbility;

describe('abilities on the preview', () => {
  it('show the engine’s sentence and, beside it, the description the YAML gives', () => {
    expect(abilityText(discount, def, money)).toEqual({
      type: 'train_discount',
      what: 'Buys 3 or 4 trains from the depot at half price for its corporation',
      conditions: ['once a corporation owns it', 'in the buy one train step', 'once', 'the company closes when it is used up'],
      description: 'Half price on a 3 or 4 train',
    });
    expect(renderAbilities([discount], def, money)).toContain('<q class="description">Half price on a 3 or 4 train</q>');
  });

  it('say a train discount as money or as a share of the price, never as "$0.5 off"', () => {
    expect([discountText(20, money), discountText(0.5, money), discountText(0.25, money)]).toEqual(['$20 off', 'half price', '25% off']);
    expect(abilityText({ ...discount, discount: 0.25, trains: [] }, def, money).what).toBe('Buys trains from the depot at 25% off the price for its corporation');
  });
});

describe('trains on the preview', () => {
  it('show a distance’s multiplier (a 4D runs four cities and pays them double)', () => {
    expect(distanceText([{ nodes: ['city', 'offboard'], pay: 4, visit: 4, multiplier: 2 }])).toBe('4 city+offboard ×2');
    expect(distanceText([{ nodes: ['city'], pay: 2, visit: 2 }, { nodes: ['town'], pay: 99, visit: 99 }])).toBe('2 city, ∞ town');
  });
});

describe('the tiles page', () => {
  it('offers a tile that blocks normal lays only by the company that lays it, as the engine does', () => {
    const lumber = tileUpgrades(def).get('LT')!;
    expect(lumber).toMatchObject({ fromTiles: [], fromHexes: [], fromBlankHexes: 0, fromAbilities: ['LC'], unreachable: false });
    for (const info of tileUpgrades(def).values()) expect(info.to, info.name).not.toContain('LT');
    expect(renderTilesPage(def)).toContain('data-from-abilities="LC"');
  });
});
