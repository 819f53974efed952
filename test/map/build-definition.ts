/**
 * Hand-built TitleDefinitions for map tests: hexes and tiles written in the compact tile form,
 * everything else defaulted.
 */
import { parseTileCode } from '../../codegen/tile-code.js';
import { DEFAULT_AUCTION, DEFAULT_RULES } from '../../runtime/title/defaults.js';
import type { CorporationDefinition, CompanyDefinition, PhaseDefinition, TitleDefinition, TitleRules, TrainDefinition } from '../../runtime/title/definition.js';
import type { TileColor, TileDefinition, TilePart } from '../../runtime/title/parts.js';

export function parts(code: string): TilePart[] {
  const result = parseTileCode(code);
  if (result.problems.length > 0) throw new Error(`bad tile code '${code}': ${JSON.stringify(result.problems)}`);
  return result.parts;
}

export interface MiniTitle {
  readonly layout?: 'pointy' | 'flat';
  readonly axes?: { x: 'letter' | 'number'; y: 'letter' | 'number' };
  /** Hex id -> [colour, tile code]. */
  readonly hexes: Readonly<Record<string, readonly [TileColor, string]>>;
  /** Tile name -> [colour, tile code, count]. */
  readonly tiles?: Readonly<Record<string, readonly [TileColor, string, number | 'unlimited']>>;
  readonly corporations?: readonly Partial<CorporationDefinition>[];
  readonly companies?: readonly Partial<CompanyDefinition>[];
  readonly rules?: Partial<TitleRules>;
  readonly trains?: readonly Partial<TrainDefinition>[];
  readonly phases?: readonly Partial<PhaseDefinition>[];
}

export function buildDefinition(mini: MiniTitle): TitleDefinition {
  const layout = mini.layout ?? 'pointy';
  const axes = mini.axes ?? (layout === 'pointy' ? { x: 'number' as const, y: 'letter' as const } : { x: 'letter' as const, y: 'number' as const });
  const tiles: Record<string, TileDefinition> = {};
  const manifest: Record<string, number | 'unlimited'> = {};
  for (const [name, [color, code, count]] of Object.entries(mini.tiles ?? {})) {
    tiles[name] = { name, color, parts: parts(code) };
    manifest[name] = count;
  }
  return {
    id: 'test',
    meta: {
      title: 'test',
      fullTitle: 'test',
      designer: 'test',
      playerRange: [2, 4],
      optionalRules: [],
      mutuallyExclusiveOptionalRules: [],
      layout,
      axes,
      currencyFormat: '$%s',
    },
    rules: { ...DEFAULT_RULES, bankCash: 1000, startingCash: 100, certLimit: 10, ...mini.rules },
    auction: DEFAULT_AUCTION,
    statusText: {},
    eventsText: {},
    marketText: {},
    trains: (mini.trains ?? [{ name: '2', distance: 2 }]).map((t) => ({
      name: '2',
      distance: 2,
      price: 80,
      count: 1,
      variants: [],
      events: [],
      ...t,
    })),
    phases: (mini.phases ?? [{ name: '2', tiles: ['yellow'] }]).map((p) => ({
      name: '2',
      trainLimit: 4,
      tiles: ['yellow'],
      operatingRounds: 1,
      status: [],
      events: [],
      ...p,
    })),
    corporations: (mini.corporations ?? []).map((c) => ({
      sym: 'X',
      name: c.sym ?? 'X',
      tokens: [0, 40],
      floatPercent: 60,
      color: 'black',
      textColor: 'white',
      shares: [20, 10, 10, 10, 10, 10, 10, 10, 10],
      maxOwnershipPercent: 60,
      abilities: [],
      ...c,
    })),
    companies: (mini.companies ?? []).map((c) => ({
      sym: 'P',
      name: c.sym ?? 'P',
      value: 20,
      revenue: 5,
      description: '',
      abilities: [],
      ...c,
    })),
    minors: [],
    market: { shape: 'linear', rows: [[{ price: 100, types: ['par'] }]] },
    hexes: Object.entries(mini.hexes).map(([id, [color, code]]) => ({ id, tileId: `${id}-0`, color, parts: parts(code) })),
    tileManifest: manifest,
    tiles,
    tileLays: { default: [{ lay: true, upgrade: true, cost: 0, cannotReuseSameHex: false }], byType: {} },
    rounds: { first: null, cycle: [{ kind: 'stock', repeat: 1 }], steps: {} },
  };
}

/** A rectangle of blank hexes in doubled coordinates: rows `letters`, columns `numbers` of matching parity. */
export function blankGrid(letters: string, numbers: readonly number[]): Record<string, readonly [TileColor, string]> {
  const out: Record<string, readonly [TileColor, string]> = {};
  [...letters].forEach((letter, row) => {
    for (const n of numbers) if ((n + row) % 2 === 0) out[`${letter}${n}`] = ['white', 'blank'];
  });
  return out;
}
