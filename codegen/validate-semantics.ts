/**
 * Compiler phase 2b: the checks a JSON Schema cannot express — names that must refer to each
 * other (trains, hexes, tiles, corporations, steps; title-references.ts), tables that must cover
 * the player range, orderings. Written defensively: it also runs on titles the schema rejected,
 * so every problem is reported in one pass, and it must not crash on data of the wrong shape.
 */
import { ENGINE_STEP_NAMES, UPGRADE_COLOR_ORDER } from '../runtime/title/defaults.js';
import { ENGINE_ROUND_KINDS, ENGINE_TERRAINS } from '../runtime/title/vocabulary.js';
import { diagnostic, type Diagnostic } from './diagnostics.js';
import { MAX_PLAYERS } from './limits.js';
import { didYouMean } from './did-you-mean.js';
import { inheritedFiles } from './extend.js';
import type { LoadedTitle } from './load.js';
import { parseMarketCell } from './normalise.js';
import { REQUIRED_SECTIONS } from './raw.js';
import type { DataPath } from './source.js';
import type { CityPart, TilePart } from '../runtime/title/parts.js';
import { type Obj, isObj, arr, str, forEachAbility } from './untyped.js';
import { findOptionalRule } from '../runtime/title/optional-rules.js';
import { titleReferences, type ReferenceCheck, type Report, type TitleReferences } from './title-references.js';

const PAR_TYPES = new Set(['par', 'par_overlap', 'par_1', 'par_2', 'par_3']);

export interface SemanticInputs {
  readonly title: LoadedTitle;
  /** Names of the tiles the shared library defines. */
  readonly libraryTiles: ReadonlySet<string>;
  /** Preprinted parts by hex id, for the checks that need a city on a home hex. */
  readonly hexParts: ReadonlyMap<string, readonly TilePart[]>;
  /** The parts of the manifest's tiles, by name (for the terrains a tile may bring). */
  readonly tileParts: ReadonlyMap<string, readonly TilePart[]>;
}

export function validateSemantics({ title, libraryTiles, hexParts, tileParts }: SemanticInputs): Diagnostic[] {
  const out: Diagnostic[] = [];
  const data = title.data as Obj;
  const report: Report = (path, code, message, hint, part = 'value') => out.push(diagnostic(title.locate(path, part), code, message, hint));

  out.push(...missingSections(title, data));
  const refs = titleReferences(data, title, libraryTiles, report);
  checkTrainReferences(data, refs.train, refs.phase);
  checkPhases(data, report, refs.train);
  checkHomesAndDestinations(data, hexParts, refs.hex, report);
  checkAbilityReferences(data, refs, mapTerrains([...hexParts.values(), ...tileParts.values()]), report);
  checkNationalAndCycle(data, refs);
  checkMarket(data, report);
  checkPlayerTables(data, report);
  checkOptionalRules(data, report);
  checkSteps(data, title, report);
  return out;
}

function missingSections(title: LoadedTitle, data: Obj): Diagnostic[] {
  return REQUIRED_SECTIONS.filter((section) => !(section in data)).map((section) =>
    diagnostic(
      { file: title.files[0]?.path ?? `${title.dir}/title.yaml`, line: 1, col: 1 },
      'title/missing_section',
      `the title has no '${section}' section`,
      `add '${section}:' to title.yaml, map.yaml or entities.yaml (see docs/title-format.md)`,
    ),
  );
}

/** What a train names: the trains it rusts or obsoletes, the phase it is available on, those it discounts. */
function checkTrainReferences(data: Obj, train: ReferenceCheck, phase: ReferenceCheck): void {
  arr(data.trains).forEach((t, i) => {
    if (!isObj(t)) return;
    for (const key of ['rusts_on', 'obsolete_on']) if (key in t) train(['trains', i, key], t[key]);
    // The depot offers a train early once a phase is reached (the reference's
    // `@game.phase.available?(available_on)`): it names a phase, not a train.
    if ('available_on' in t) phase(['trains', i, 'available_on'], t.available_on);
    if (isObj(t.discount)) for (const name of Object.keys(t.discount)) train(['trains', i, 'discount', name], name, 'key');
    arr(t.variants).forEach((v, j) => {
      if (!isObj(v)) return;
      for (const key of ['rusts_on', 'obsolete_on']) if (key in v) train(['trains', i, 'variants', j, key], v[key]);
    });
  });
}

/** A corporation's or minor's home hexes (each with the city it names) and its destination. */
function checkHomesAndDestinations(data: Obj, hexParts: ReadonlyMap<string, readonly TilePart[]>, hex: ReferenceCheck, report: Report): void {
  for (const section of ['corporations', 'minors']) {
    arr(data[section]).forEach((c, i) => {
      if (!isObj(c)) return;
      const homes = Array.isArray(c.coordinates) ? c.coordinates : c.coordinates === undefined ? [] : [c.coordinates];
      homes.forEach((home, j) => {
        const path: DataPath = Array.isArray(c.coordinates) ? [section, i, 'coordinates', j] : [section, i, 'coordinates'];
        hex(path, home);
        const parts = hexParts.get(String(home));
        if (!parts) return;
        const cities = parts.filter((p): p is CityPart => p.type === 'city').length;
        const city = typeof c.city === 'number' ? c.city : 0;
        if (cities === 0) report(path, 'title/home_without_city', `home hex '${String(home)}' has no city for ${String(c.sym)}'s home token`, 'choose a hex with a city or add `city` to its preprinted parts');
        else if (city >= cities) report([section, i, 'city'], 'title/home_city_out_of_range', `home hex '${String(home)}' has ${cities} cit${cities === 1 ? 'y' : 'ies'}; city ${city} does not exist`, `use a city index from 0 to ${cities - 1}`);
      });
      if (typeof c.destination === 'string') hex([section, i, 'destination'], c.destination);
      else if (isObj(c.destination)) {
        arr(c.destination.hexes).forEach((h, k) => hex([section, i, 'destination', 'hexes', k], h));
        if (c.destination.from !== undefined) hex([section, i, 'destination', 'from'], c.destination.from);
      }
    });
  }
}

/** The hexes, tiles, corporations, shares and terrains an ability names. */
function checkAbilityReferences(data: Obj, refs: TitleReferences, terrains: ReadonlySet<string>, report: Report): void {
  const { hex, tile, corporation } = refs;
  forEachAbility(data, (ability, base) => {
    arr(ability.hexes).forEach((h, k) => hex([...base, 'hexes', k], h));
    if ('hex' in ability) hex([...base, 'hex'], ability.hex);
    arr(ability.tiles).forEach((t, k) => tile([...base, 'tiles', k], t));
    if (ability.type === 'exchange' && Array.isArray(ability.corporations)) {
      ability.corporations.forEach((c, k) => corporation([...base, 'corporations', k], c));
    }
    if (ability.type === 'close' && 'corporation' in ability) corporation([...base, 'corporation'], ability.corporation);
    if (ability.type === 'shares') checkShareIds(data, [...base, 'shares'], ability.shares, report, refs.corporations);
    if (ability.type === 'tile_discount' && 'terrain' in ability) checkDiscountTerrain([...base, 'terrain'], ability.terrain, terrains, report);
  });
}

/** The national's corporation and reserved hexes, the phases of a cycle entry's `after` round. */
function checkNationalAndCycle(data: Obj, refs: TitleReferences): void {
  if (isObj(data.national)) {
    const national = data.national;
    refs.corporation(['national', 'corporation'], national.corporation);
    arr(national.reserved_hexes).forEach((h, k) => refs.hex(['national', 'reserved_hexes', k], h));
  }
  if (isObj(data.rounds)) {
    arr(data.rounds.cycle).forEach((entry, i) => {
      if (isObj(entry) && isObj(entry.after)) arr(entry.after.phases).forEach((p, k) => refs.phase(['rounds', 'cycle', i, 'after', 'phases', k], p));
    });
  }
}

function checkPhases(data: Obj, report: Report, train: ReferenceCheck): void {
  arr(data.phases).forEach((p, i) => {
    if (!isObj(p)) return;
    if ('on' in p) train(['phases', i, 'on'], p.on);
    else if (i > 0) report(['phases', i], 'title/phase_without_trigger', `phase '${String(p.name)}' has no 'on' train`, 'every phase after the first starts when a train is bought: add `on: <train name>`');
    const colors = arr(p.tiles).map(String);
    const order = colors.map((c) => (UPGRADE_COLOR_ORDER as readonly string[]).indexOf(c));
    const firstOutOfOrder = order.findIndex((rank, k) => rank >= 0 && order.slice(0, k).some((earlier) => earlier > rank));
    if (firstOutOfOrder >= 0) {
      report(['phases', i, 'tiles', firstOutOfOrder], 'title/colors_out_of_order', `tile colour '${colors[firstOutOfOrder]}' is out of upgrade order`, `list colours in upgrade order: ${UPGRADE_COLOR_ORDER.join(', ')}`);
    }
  });
}

/** Every terrain of the map and its tiles: those of `upgrade` parts, and the types of borders. */
function mapTerrains(partLists: readonly (readonly TilePart[])[]): Set<string> {
  const found = new Set<string>();
  for (const parts of partLists) {
    for (const part of parts) {
      if (part.type === 'upgrade') for (const t of part.terrain) found.add(t);
      if (part.type === 'border' && part.borderType !== undefined) found.add(part.borderType);
    }
  }
  return found;
}

/**
 * A terrain discount applies where a lay pays for that terrain (an `upgrade` part's terrain, a
 * border's type): one the map never has is a discount that never applies, most likely misspelt.
 */
function checkDiscountTerrain(path: DataPath, value: unknown, terrains: ReadonlySet<string>, report: Report): void {
  const name = str(value);
  if (name === undefined || terrains.has(name)) return;
  const guess = didYouMean(name, [...terrains, ...ENGINE_TERRAINS]);
  const known = ENGINE_TERRAINS.includes(name);
  report(
    path,
    'title/unknown_terrain',
    known ? `no hex or tile of the map has terrain '${name}': the discount never applies` : `'${name}' is not a terrain of the map`,
    guess && guess !== name ? `did you mean '${guess}'?` : `the map's terrains: ${[...terrains].join(', ') || 'none'}`,
  );
}

function checkShareIds(data: Obj, path: DataPath, value: unknown, report: Report, corporations: ReadonlySet<string>): void {
  const ids = Array.isArray(value) ? value : [value];
  ids.forEach((id, k) => {
    const text = str(id);
    if (text === undefined || text === 'random_president') return;
    const at = Array.isArray(value) ? [...path, k] : path;
    const match = /^(.+)_(\d+)$/.exec(text);
    if (!match) return report(at, 'title/bad_share_id', `'${text}' is not a share id`, "write '<corporation>_<index>', e.g. 'PRR_1' (index 0 is the president's share)");
    const [, sym, index] = match;
    if (!corporations.has(sym)) {
      const guess = didYouMean(sym, corporations);
      return report(at, 'title/unknown_corporation', `'${sym}' in share id '${text}' is not a corporation of this title`, guess ? `did you mean '${guess}_${index}'?` : undefined);
    }
    const corp = arr(data.corporations).find((c) => isObj(c) && c.sym === sym) as Obj | undefined;
    const count = Array.isArray(corp?.shares) ? corp.shares.length : 9;
    if (Number(index) >= count) report(at, 'title/bad_share_id', `${sym} has ${count} certificates; '${text}' does not exist`, `use an index from 0 to ${count - 1}`);
  });
}

function checkMarket(data: Obj, report: Report): void {
  if (!isObj(data.market)) return;
  const rows = arr(data.market.rows);
  const hasPar = rows.some((row) =>
    arr(row).some((cell) => {
      const parsed = typeof cell === 'string' || typeof cell === 'number' || isObj(cell) ? parseMarketCell(cell as never) : null;
      return parsed?.types.some((t) => PAR_TYPES.has(t));
    }),
  );
  if (rows.length > 0 && !hasPar) report(['market', 'rows'], 'title/market_without_par', 'the market has no par cell', "mark the par prices with 'p', e.g. `100p`");
}

function checkPlayerTables(data: Obj, report: Report): void {
  if (!isObj(data.meta) || !Array.isArray(data.meta.player_range)) return;
  const [min, max] = data.meta.player_range.map(Number);
  if (!(min <= max)) return report(['meta', 'player_range'], 'title/bad_player_range', `player range [${min}, ${max}] is empty`, 'write [minimum, maximum]');
  // Past the limit (reported by the schema) there is nothing sensible to list, only a long loop.
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1 || max > MAX_PLAYERS) return;
  if (!isObj(data.rules)) return;
  for (const key of ['bank_cash', 'starting_cash', 'cert_limit', 'max_ownership_percent']) {
    const table = data.rules[key];
    if (!isObj(table)) continue;
    const missing: number[] = [];
    for (let n = min; n <= max; n++) if (!(String(n) in table)) missing.push(n);
    if (missing.length > 0) {
      report(['rules', key], 'title/player_table_gap', `${key} has no value for ${missing.join(', ')} player${missing.length === 1 && missing[0] === 1 ? '' : 's'}`, `player_range is [${min}, ${max}]: give a value for every count`);
    }
  }
}

function checkOptionalRules(data: Obj, report: Report): void {
  if (!isObj(data.meta)) return;
  // Rules keep their spelling (the reference's, `LN_home_city_moved`) and are named in any case:
  // two that differ only in case could not be told apart.
  const declared = arr(data.meta.optional_rules).flatMap((r) => (isObj(r) && typeof r.sym === 'string' ? [{ sym: r.sym }] : []));
  const seen = new Map<string, string>();
  arr(data.meta.optional_rules).forEach((r, i) => {
    if (!isObj(r) || typeof r.sym !== 'string') return;
    const other = seen.get(r.sym.toLowerCase());
    if (other !== undefined) report(['meta', 'optional_rules', i, 'sym'], 'title/duplicate_optional_rule', `optional rule '${r.sym}' is '${other}' in another case: rules are named whatever their case`, 'give the rule a name of its own');
    else seen.set(r.sym.toLowerCase(), r.sym);
  });
  const rules = declared.map((r) => r.sym);
  const refer = (path: DataPath, value: unknown, what: string, otherwise?: string) => {
    if (findOptionalRule(declared, String(value))) return;
    const guess = didYouMean(String(value), rules);
    report(path, 'title/unknown_optional_rule', `${what}'${String(value)}' is not an optional rule of this title`, guess ? `did you mean '${guess}'?` : otherwise);
  };
  arr(data.meta.mutually_exclusive_optional_rules).forEach((group, i) => arr(group).forEach((sym, j) => refer(['meta', 'mutually_exclusive_optional_rules', i, j], sym, '')));
  // A market for a rule the title does not offer would never be played.
  if (isObj(data.market)) {
    arr(data.market.variants).forEach((variant, i) => {
      if (!isObj(variant) || variant.optional_rule === undefined) return;
      refer(['market', 'variants', i, 'optional_rule'], variant.optional_rule, 'optional_rule ', 'add it under meta.optional_rules');
    });
  }
  // A manifest tile tied to a rule the title does not offer would never be in the box.
  if (!isObj(data.tiles)) return;
  for (const [tile, entry] of Object.entries(data.tiles)) {
    if (!isObj(entry) || entry.optional_rule === undefined) continue;
    refer(['tiles', tile, 'optional_rule'], entry.optional_rule, 'optional_rule ', 'add it under meta.optional_rules');
  }
}

function checkSteps(data: Obj, title: LoadedTitle, report: Report): void {
  const known = new Set([...ENGINE_STEP_NAMES, ...Object.keys(inheritedFiles(title, 'stepFiles'))]);
  const step = (path: DataPath, value: unknown) => {
    const name = str(value);
    if (name === undefined || known.has(name)) return;
    const guess = didYouMean(name, known);
    report(path, 'title/unknown_step', `'${name}' is not a step of the engine or of titles/${title.id}/steps/`, guess ? `did you mean '${guess}'?` : `write the step in titles/${title.id}/steps/${name}.ts`);
  };
  const kinds = new Set([...ENGINE_ROUND_KINDS, ...Object.keys(inheritedFiles(title, 'roundFiles'))]);
  const kind = (path: DataPath, value: unknown) => {
    const name = str(value);
    if (name === undefined || kinds.has(name)) return;
    const guess = didYouMean(name, kinds);
    report(path, 'title/unknown_round', `'${name}' is not a round kind of the engine or of titles/${title.id}/rounds/`, guess ? `did you mean '${guess}'?` : `write the round in titles/${title.id}/rounds/${name}.ts`);
  };
  if (isObj(data.rounds)) {
    const rounds = data.rounds;
    if (rounds.first !== null && rounds.first !== undefined) kind(['rounds', 'first'], rounds.first);
    arr(rounds.cycle).forEach((entry, i) => kind(isObj(entry) ? ['rounds', 'cycle', i, 'kind'] : ['rounds', 'cycle', i], isObj(entry) ? entry.kind : entry));
    arr(rounds.cycle).forEach((entry, i) => {
      if (isObj(entry) && isObj(entry.after)) kind(['rounds', 'cycle', i, 'after', 'kind'], entry.after.kind);
    });
    if (isObj(rounds.steps)) {
      for (const [name, list] of Object.entries(rounds.steps)) {
        kind(['rounds', 'steps', name], name);
        arr(list).forEach((ref, i) => step(isObj(ref) ? ['rounds', 'steps', name, i, 'step'] : ['rounds', 'steps', name, i], isObj(ref) ? ref.step : ref));
      }
    }
  }
  if (isObj(data.auction) && isObj(data.auction.style)) step(['auction', 'style', 'step'], data.auction.style.step);
  // The steps loans fall due after are steps of the title's operating round.
  if (isObj(data.loans)) for (const key of ['interest_after', 'repay_after']) step(['loans', key], data.loans[key]);
}
