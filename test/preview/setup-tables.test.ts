/**
 * The tables for a chosen setup: a real Game of that player count and options, read after the
 * title's hooks ran — `trainCount` (1830's optional 6-train, 1846's counts by players),
 * `companyInGame` and min/max players (1846's first edition, 1889's UTF), `setup` removals
 * (1846's corporations and privates, drawn with the seed) — and abilities in words.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { abilityText, renderAbilities } from '../../preview/src/render/abilities.js';
import { moneyFormat } from '../../preview/src/render/map.js';
import { renderCompanies, renderCorporations, renderRulesSummary, renderTrains } from '../../preview/src/render/tables.js';
import { setupChoice, setupView, type SetupView } from '../../preview/src/setup/game-setup.js';
import { parseRoute, routeHash } from '../../preview/src/app/router.js';

async function view(title: string, players: number, optionalRules: string[] = [], seed = 0): Promise<SetupView> {
  const module = await loadTitle(title);
  const result = setupView(module, { players, optionalRules, seed });
  if ('error' in result) throw new Error(result.error);
  return result;
}

describe('tables for a setup', () => {
  it("1830: the optional 6-train changes the 6's count through the trainCount hook", async () => {
    const plain = await view('1830', 4);
    expect(plain.trains.get('6')).toEqual({ count: 2 });
    expect(plain.trains.get('D')).toEqual({ count: 'unlimited' });
    const extra = await view('1830', 4, ['optional_6_train']);
    expect(extra.trains.get('6')).toEqual({ count: 3, yaml: 2 });
    const def = (await loadTitle('1830')).definition;
    const html = renderTrains(def, moneyFormat(def), extra);
    expect(html).toMatch(/class="changed" data-count="3"[^>]*>3<\/span> <s class="muted" data-yaml-count="2">2<\/s>/);
    expect(extra.startingCash).toBe(600);
    expect(extra.certLimit).toBe(16);
    expect((await view('1830', 6)).certLimit).toBe(11);
    expect(renderRulesSummary(def, moneyFormat(def), extra)).toContain('<b>$600</b>');
  });

  it('1846, 3 players: trains by player count, two corporations and some privates removed at setup, by the seed', async () => {
    const three = await view('1846', 3);
    expect(three.trains.get('2')).toEqual({ count: 7, yaml: 9 });
    expect(three.trains.get('4')).toEqual({ count: 4, yaml: 6 });
    expect(three.firstRound).toBe('Draft Round 1');
    const removed = [...three.corporationsOut].filter(([, why]) => why === 'removed_at_setup');
    expect(removed).toHaveLength(2);
    expect([...three.companiesOut.values()]).toContain('player_count');
    expect([...three.companiesOut.values()]).toContain('removed_at_setup');
    // Another seed draws other removals (some seed among a few does).
    const draws = new Set<string>();
    for (let seed = 0; seed < 6; seed++) draws.add([...(await view('1846', 3, [], seed)).corporationsOut.keys()].sort().join(','));
    expect(draws.size).toBeGreaterThan(1);
    const five = await view('1846', 5);
    expect(five.corporationsOut.size).toBe(0);
    const def = (await loadTitle('1846')).definition;
    const corps = renderCorporations(def, moneyFormat(def), three);
    expect(corps.match(/data-absent="removed_at_setup"/g)).toHaveLength(2);
  });

  it("1846's first edition leaves out two privates (companyInGame)", async () => {
    const first = await view('1846', 4, ['first_ed']);
    expect(first.companiesOut.get('BT')).toBe('player_count');
    expect(first.companiesOut.get('LM')).toBe('player_count');
    const second = await view('1846', 4);
    expect(second.companiesOut.get('BT')).not.toBe('player_count');
  });

  it("1889's UTF is only in games of four or more", async () => {
    expect((await view('1889', 3)).companiesOut.get('UTF')).toBe('player_count');
    expect((await view('1889', 4)).companiesOut.has('UTF')).toBe(false);
    const def = (await loadTitle('1889')).definition;
    expect(renderCompanies(def, moneyFormat(def), await view('1889', 3))).toMatch(/data-sym="UTF" class="out" data-absent="player_count"/);
  });

  it('an option the title refuses is reported, not thrown', async () => {
    const module = await loadTitle('1830');
    expect(setupView(module, { players: 4, optionalRules: ['no_such_rule'], seed: 0 })).toEqual({ error: expect.stringContaining('no_such_rule') });
  });

  it('takes the setup from the route, and a count out of range falls back', async () => {
    const def = (await loadTitle('1889')).definition;
    const route = parseRoute('#/1889/tables?players=3&rules=a,b&seed=7');
    expect(route).toEqual({ kind: 'title', title: '1889', tab: 'tables', setup: { players: 3, rules: ['a', 'b'], seed: 7 } });
    expect(routeHash(route)).toBe('#/1889/tables?players=3&rules=a,b&seed=7');
    expect(setupChoice(def, { players: 9 }).players).toBe(4);
  });
});

describe('abilities in words', () => {
  it('says what 1830’s privates do, from the compiled fields', async () => {
    const def = (await loadTitle('1830')).definition;
    const money = moneyFormat(def);
    const text = (sym: string, i: number) => abilityText(def.companies.find((c) => c.sym === sym)!.abilities[i], def, money);
    expect(text('SV', 0)).toEqual({ type: 'blocks_hexes', what: 'Blocks hex G15: no corporation may lay track there', conditions: ['while a player owns it'] });
    expect(text('BO', 0).what).toBe('Blocks hexes I13 or I15: no corporation may lay track there');
    expect(text('CA', 1).what).toBe('Comes with a 10% PRR share');
    expect(text('BO', 3).what).toBe("Comes with the B&O president's certificate (20%)");
    expect(text('BO', 1).what).toBe('Closes when B&O buys its first train');
    expect(text('MH', 1).what).toBe('Exchanges for a share of NYC from the IPO or the market');
    expect(text('CS', 1).what).toMatch(/^Lays tiles 3, 4 or 58 on hex B20/);
    expect(text('CS', 1).conditions).toEqual(["once a corporation owns it", "in the owning corporation's operating turn", 'once']);
  });

  it('writes a sentence for every ability of every title', async () => {
    for (const id of ['1830', '1846', '1889', '18Chesapeake', 'example']) {
      const def = (await loadTitle(id)).definition;
      for (const entity of [...def.companies, ...def.corporations, ...def.minors]) {
        for (const ability of entity.abilities) {
          const { what } = abilityText(ability, def, moneyFormat(def));
          expect(what, `${id} ${entity.sym} ${ability.type}`).toMatch(/^\S.{8,}/);
          expect(what).not.toMatch(/undefined|\[object/);
        }
        expect(renderAbilities(entity.abilities, def, moneyFormat(def)).match(/<li /g)?.length ?? 0).toBe(entity.abilities.length);
      }
    }
  });
});
