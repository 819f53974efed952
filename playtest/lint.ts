/**
 * `codegen lint`: what a designer wants to know before a playtest, about a title that compiles —
 * tiles that can never be laid or upgraded, upgrade dead ends, trains and phases that can never
 * be reached, privates that do nothing, a market whose par prices cannot reach its top. Each is a
 * warning at the place to look, never an error: a title may mean it.
 */
import { upgradesTo } from '../runtime/map/upgrade.js';
import type { TitleDefinition } from '../runtime/title/definition.js';
import type { TilePart } from '../runtime/title/parts.js';
import { diagnostic, type Diagnostic } from '../codegen/diagnostics.js';
import { inheritedHookNames } from '../codegen/extend.js';
import { hexIdsOfKey, MARKET_CELL_LETTERS } from '../codegen/normalise.js';
import type { LoadedTitle } from '../codegen/load.js';
import type { DataPath } from '../codegen/source.js';
import { arr, isObj, type Obj } from '../codegen/untyped.js';

type Source = { readonly kind: 'tile'; readonly name: string } | { readonly kind: 'hex'; readonly hexId: string };

const PAR_TYPES = new Set(['par', 'par_overlap', 'par_1', 'par_2', 'par_3']);
const COLORS = ['white', 'yellow', 'green', 'brown', 'gray'];
const hasCity = (parts: readonly TilePart[]) => parts.some((p) => p.type === 'city');

export function lintTitle(loaded: LoadedTitle, definition: TitleDefinition): Diagnostic[] {
  const out: Diagnostic[] = [];
  const warn = (path: DataPath, code: string, message: string, hint?: string, part: 'key' | 'value' = 'value') =>
    out.push(diagnostic(loaded.locate(path, part), code, message, hint, 'warning'));
  lintTiles(loaded, definition, warn);
  lintTrainsAndPhases(definition, warn);
  definition.companies.forEach((company, i) => {
    if (company.revenue === 0 && company.abilities.length === 0) {
      warn(['companies', i], 'lint/idle_private', `private ${company.sym} has no ability and no revenue`, 'give it a revenue, an ability, or leave it out');
    }
  });
  lintMarket(definition, warn);
  lintPhaseTrains(definition, warn);
  lintPlayerCounts(loaded.data, warn);
  lintRepeatedMarketLetters(loaded, warn, out);
  return out;
}

type Warn = (path: DataPath, code: string, message: string, hint?: string, part?: 'key' | 'value') => void;

/** Where each preprinted hex is written: `hexes.<colour>.<key>`. */
function hexPaths(loaded: LoadedTitle): Map<string, DataPath> {
  const paths = new Map<string, DataPath>();
  const hexes = loaded.data.hexes;
  if (typeof hexes !== 'object' || hexes === null) return paths;
  for (const [color, group] of Object.entries(hexes)) {
    if (typeof group !== 'object' || group === null) continue;
    for (const key of Object.keys(group)) for (const id of hexIdsOfKey(key)) paths.set(id, ['hexes', color, key]);
  }
  return paths;
}

/**
 * The tile warnings judge upgrades by the tiles alone. A title whose `upgradesTo` hook (code
 * lint does not run) may allow more says so in their hints; the preview's tiles page asks it.
 */
function hookCaveat(loaded: LoadedTitle): string | undefined {
  const hooks = inheritedHookNames(loaded);
  if (!hooks.defined.has('upgradesTo') && hooks.complete) return undefined;
  return "this title's upgradesTo hook may allow more upgrades than its tiles: lint does not run it, the preview's tiles page does";
}

function lintTiles(loaded: LoadedTitle, definition: TitleDefinition, warn: Warn): void {
  const caveat = hookCaveat(loaded);
  const withCaveat = (hint: string | undefined) => (caveat ? (hint ? `${hint}; ${caveat}` : caveat) : hint);
  const allowed = new Set(definition.phases.flatMap((phase) => phase.tiles as readonly string[]));
  const phaseAllowing = (color: string) => definition.phases.find((phase) => (phase.tiles as readonly string[]).includes(color))?.name;
  const manifest = Object.values(definition.tiles);
  const ref = (source: Source) => (source.kind === 'tile' ? source.name : source);
  const hexColor = new Map(definition.hexes.map((hex) => [hex.id, hex.color] as const));
  const colorOf = (source: Source) => (source.kind === 'tile' ? definition.tiles[source.name]?.color : hexColor.get(source.hexId)) ?? 'white';

  // Tiles reachable by lays and upgrades from the preprinted map, in the colours the phases allow.
  const reachable = new Set<string>();
  let frontier: Source[] = definition.hexes.map((hex) => ({ kind: 'hex', hexId: hex.id }) as const);
  while (frontier.length) {
    const next: Source[] = [];
    for (const tile of manifest) {
      if (reachable.has(tile.name) || !allowed.has(tile.color)) continue;
      if (frontier.some((source) => upgradesTo(definition, ref(source), tile.name))) {
        reachable.add(tile.name);
        next.push({ kind: 'tile', name: tile.name });
      }
    }
    frontier = next;
  }
  for (const tile of manifest) {
    if (reachable.has(tile.name)) continue;
    const why = allowed.has(tile.color) ? `no hex or tile of the title upgrades to it` : `no phase allows ${tile.color} tiles`;
    warn(['tiles', tile.name], 'lint/tile_never_laid', `tile ${tile.name} (${tile.color}) can never be laid: ${why}`, withCaveat(undefined), 'key');
  }

  // Dead ends: a city that cannot be upgraded though a phase allows the next colour.
  const paths = hexPaths(loaded);
  const deadEnd = (source: Source, parts: readonly TilePart[], path: DataPath, what: string) => {
    const color = colorOf(source);
    const nextColor = COLORS[COLORS.indexOf(color) + 1];
    if (!hasCity(parts) || nextColor === undefined || !allowed.has(nextColor)) return;
    if (manifest.some((tile) => tile.color === nextColor && upgradesTo(definition, ref(source), tile.name))) return;
    warn(path, 'lint/upgrade_dead_end', `${what} (${color}, with a city) has no ${nextColor} upgrade in the manifest, though phase ${phaseAllowing(nextColor)} allows ${nextColor} tiles`, withCaveat(`add a ${nextColor} tile it upgrades to under \`tiles:\``), 'key');
  };
  for (const tile of manifest) if (reachable.has(tile.name)) deadEnd({ kind: 'tile', name: tile.name }, tile.parts, ['tiles', tile.name], `tile ${tile.name}`);
  for (const hex of definition.hexes) {
    const path = paths.get(hex.id);
    if (path && hex.color !== 'white') deadEnd({ kind: 'hex', hexId: hex.id }, hex.parts, path, `hex ${hex.id}`);
    else if (path && hex.color === 'white' && hasCity(hex.parts)) deadEnd({ kind: 'hex', hexId: hex.id }, hex.parts, path, `hex ${hex.id}`);
  }
}

function lintTrainsAndPhases(definition: TitleDefinition, warn: Warn): void {
  // The depot sells in order: a type after an unlimited one is sold only if a phase makes it available early.
  const unreachable = new Set<string>();
  let unlimited: string | undefined;
  definition.trains.forEach((train, i) => {
    if (unlimited !== undefined && train.availableOn === undefined) {
      unreachable.add(train.name);
      warn(['trains', i, 'name'], 'lint/train_never_sold', `train ${train.name} is never sold: the depot sells ${unlimited} trains without end before it`, `set \`available_on\` to the phase from which it is offered, or move it before ${unlimited}`);
    } else if (train.count === 0) {
      unreachable.add(train.name);
      warn(['trains', i, 'count'], 'lint/train_never_sold', `train ${train.name} has a count of 0: it is never sold`);
    }
    if (train.count === 'unlimited') unlimited ??= train.name;
  });
  definition.phases.forEach((phase, i) => {
    if (phase.on !== undefined && unreachable.has(phase.on)) {
      warn(['phases', i, 'on'], 'lint/phase_never_reached', `phase ${phase.name} is never reached: train ${phase.on} is never sold`);
    }
  });
}

function lintMarket(definition: TitleDefinition, warn: Warn): void {
  const rows = definition.market.rows;
  const at = (r: number, c: number) => rows[r]?.[c] ?? null;
  const par: [number, number][] = [];
  let top: [number, number] | undefined;
  rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      if (cell.types.some((t) => PAR_TYPES.has(t))) par.push([r, c]);
      if (!top || cell.price > at(top[0], top[1])!.price) top = [r, c];
    }),
  );
  if (!top || par.length === 0) return;
  // A price moves right on a dividend and (in a grid) up when the corporation sells out.
  const seen = new Set<string>();
  const queue = [...par];
  while (queue.length) {
    const [r, c] = queue.pop()!;
    const key = `${r},${c}`;
    if (seen.has(key) || !at(r, c)) continue;
    seen.add(key);
    queue.push([r, c + 1]);
    if (definition.market.shape === 'grid') queue.push([r - 1, c]);
  }
  const [tr, tc] = top;
  if (!seen.has(`${tr},${tc}`)) {
    warn(['market', 'rows', tr, tc], 'lint/market_top_unreachable', `the market's top price ${at(tr, tc)!.price} cannot be reached from any par price`, 'a price moves right on a dividend and up when sold out: check for gaps (empty cells) between the par prices and the top');
  }
}

/**
 * Phases start in their order, each when the first train its `on` names is bought after the
 * phase before it began (runtime/engine/phase.ts): two phases on one train start together, the
 * first lasting no time at all, and a phase on a train the depot sells before the previous
 * phase's starts only if one of those trains is still to be bought.
 */
function lintPhaseTrains(definition: TitleDefinition, warn: Warn): void {
  const order = new Map(definition.trains.map((train, i) => [train.name, i] as const));
  const started = new Map<number, string>(); // train index → the first phase it starts
  let latest: { name: string; on: string; index: number } | undefined;
  definition.phases.forEach((phase, i) => {
    if (phase.on === undefined || !order.has(phase.on)) return;
    const index = order.get(phase.on)!;
    const earlier = started.get(index);
    if (earlier !== undefined) {
      warn(['phases', i, 'on'], 'lint/phases_on_one_train', `phases ${earlier} and ${phase.name} both start on train ${phase.on}: at most one ${phase.on} bought can start each, so one of them lasts no time or is never reached`, 'give each phase its own train, or merge the two');
    } else if (latest && index < latest.index) {
      warn(['phases', i, 'on'], 'lint/phase_out_of_order', `phase ${phase.name} starts on train ${phase.on}, which the depot sells before train ${latest.on} that starts the earlier phase ${latest.name}: phase ${phase.name} starts only if a ${phase.on} is bought after phase ${latest.name} began`, 'list the phases in the order the depot sells their trains');
    }
    if (earlier === undefined) started.set(index, phase.name);
    if (!latest || index > latest.index) latest = { name: phase.name, on: phase.on, index };
  });
}

/** Tables by number of players (`{2: 1200, 3: 800}`) in `rules`. */
const PLAYER_TABLES = ['bank_cash', 'starting_cash', 'cert_limit', 'max_ownership_percent'];

/**
 * Player counts outside `player_range`: a table's entry for them is never read, an optional rule
 * for them is never offered, a private whose `min_players`/`max_players` excludes every count is
 * never in a game.
 */
function lintPlayerCounts(data: Readonly<Obj>, warn: Warn): void {
  const meta = isObj(data.meta) ? data.meta : {};
  const range = arr(meta.player_range).map(Number);
  if (range.length !== 2 || !range.every(Number.isInteger)) return;
  const [min, max] = range;
  const inRange = (n: number) => n >= min && n <= max;
  const rangeText = `player_range [${min}, ${max}]`;
  const rules = isObj(data.rules) ? data.rules : {};
  for (const key of PLAYER_TABLES) {
    const table = rules[key];
    if (!isObj(table)) continue;
    for (const count of Object.keys(table)) {
      if (/^\d+$/.test(count) && !inRange(Number(count))) {
        warn(['rules', key, count], 'lint/player_count_out_of_range', `${key} gives a value for ${count} players, outside ${rangeText}: it is never used`, `remove it, or widen player_range`, 'key');
      }
    }
  }
  arr(meta.optional_rules).forEach((rule, i) => {
    if (!isObj(rule)) return;
    arr(rule.players).forEach((count, j) => {
      if (typeof count === 'number' && !inRange(count)) {
        warn(['meta', 'optional_rules', i, 'players', j], 'lint/player_count_out_of_range', `optional rule ${String(rule.sym)} is offered for ${count} players, outside ${rangeText}`, 'remove the count, or widen player_range');
      }
    });
  });
  arr(data.companies).forEach((company, i) => {
    if (!isObj(company)) return;
    const least = typeof company.min_players === 'number' ? company.min_players : undefined;
    const most = typeof company.max_players === 'number' ? company.max_players : undefined;
    let key: string;
    let why: string;
    if (least !== undefined && most !== undefined && least > most) [key, why] = ['min_players', `min_players ${least} is above its max_players ${most}`];
    else if (least !== undefined && least > max) [key, why] = ['min_players', `min_players ${least} is above ${rangeText}`];
    else if (most !== undefined && most < min) [key, why] = ['max_players', `max_players ${most} is below ${rangeText}`];
    else return;
    warn(['companies', i, key], 'lint/company_never_in_game', `private ${String(company.sym)} is never in a game: its ${why}`, 'fix the count, or leave the private out');
  });
}

/** A market cell that gives a letter twice (`60pp`) most likely meant another one. */
function lintRepeatedMarketLetters(loaded: LoadedTitle, warn: Warn, out: Diagnostic[]): void {
  const market = loaded.data.market;
  if (!isObj(market)) return;
  arr(market.rows).forEach((row, r) =>
    arr(row).forEach((cell, c) => {
      if (typeof cell === 'string') {
        const match = /^(\d+)([a-zA-Z]*)$/.exec(cell);
        if (!match) return;
        const letters = [...match[2]];
        letters.forEach((letter, k) => {
          if (letters.indexOf(letter) === k) return;
          const at = loaded.locateInScalar(['market', 'rows', r, c], match[1].length + k);
          const type = MARKET_CELL_LETTERS[letter];
          out.push(diagnostic(at, 'lint/market_letter_repeated', `market cell '${cell}' gives '${letter}'${type ? ` (${type})` : ''} twice`, 'give each letter once: a repeated letter is most likely another one mistyped', 'warning'));
        });
      } else if (isObj(cell)) {
        const types = arr(cell.types);
        types.forEach((type, k) => {
          if (types.indexOf(type) !== k) warn(['market', 'rows', r, c, 'types', k], 'lint/market_letter_repeated', `market cell type '${String(type)}' is given twice`, 'give each type once');
        });
      }
    }),
  );
}
