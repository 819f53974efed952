// Generated from schemas/title.schema.json (stamp 919a966544cd539c) by scripts/format-types.mjs.
// Do not edit: change the schema and run `npm run build`. The YAML as written, once the schema
// has passed it; codegen/raw.ts names these for codegen, runtime/title/definition.ts derives from them.
/**
 * A name of a train, phase or tile. May be written as a number (`name: 2`); it is a string once compiled.
 */
export type RawName = string | number;
/**
 * A short symbol identifying a corporation, company or minor (`PRR`, `B&O`, `SV`); used to refer to it from abilities and share ids.
 */
export type RawSym = string;
/**
 * A symbol that may be written as a number (numbered minors: `1`); it is a string once compiled.
 */
export type RawNumberedSym = RawSym | number;
/**
 * The name of an optional rule: letters, digits and `_`, in the case the reference gives it (`LN_home_city_moved`); where the YAML refers to a rule, any case names it.
 */
export type RawOptionalRuleSym = string;
/**
 * A snake_case identifier (a step, status, event or `when` name).
 */
export type RawIdentifier = string;
/**
 * A hex id: capital letters then a number (`A1`, `AA3`), in doubled coordinates (neighbours along a line differ by 2).
 */
export type RawHexId = string;
/**
 * A list of hex ids.
 */
export type RawHexIdList = RawHexId[];
/**
 * One hex id or several separated by single spaces (`I19 F24`): all those hexes get the same parts.
 */
export type RawHexGroupKey = string;
/**
 * An amount of money in the title's currency (whole units).
 */
export type RawMoney = number;
/**
 * A percentage, 0–100.
 */
export type RawPercent = number;
/**
 * A number of players, written as the mapping key (`3:`).
 */
export type RawPlayerCountKey = string;
/**
 * An amount of money, or a table of amounts by number of players (`{2: 1200, 3: 800}`).
 */
export type RawMoneyByPlayers =
  | RawMoney
  | {
      /**
       * The amount for this player count.
       */
      [k: string]: RawMoney;
    };
/**
 * The certificate limit: a number, a table by number of players, or by player count then by number of corporations in play (`{3: {8: 20, 7: 18}}`).
 */
export type RawCertLimit =
  | number
  | {
      /**
       * The limit for this player count: a number, or a table by number of corporations in play.
       */
      [k: string]:
        | number
        | {
            /**
             * The limit with this many corporations in play.
             */
            [k: string]: number;
          };
    };
/**
 * A tile or hex colour as the reference names them; `white` is an empty preprinted hex.
 */
export type RawTileColor =
  'white' | 'yellow' | 'green' | 'brown' | 'gray' | 'red' | 'blue' | 'sepia' | 'purple' | 'orange' | 'pink' | 'black';
/**
 * A revenue: a flat number, or one per phase colour (the newest tile colour of the current phase picks the value): `{yellow: 40, brown: 70}` or `yellow_40|brown_70`.
 */
export type RawRevenue =
  | number
  | {
      /**
       * Revenue from the yellow phase on.
       */
      yellow?: number;
      /**
       * Revenue from the green phase on.
       */
      green?: number;
      /**
       * Revenue from the brown phase on.
       */
      brown?: number;
      /**
       * Revenue from the gray phase on.
       */
      gray?: number;
      /**
       * Revenue from a phase whose colours reach black on (1856's D phase).
       */
      black?: number;
      /**
       * Revenue from the diesel phase on.
       */
      diesel?: number;
    }
  | string;
/**
 * A path end: a hex edge 0–5 or `_N`, the Nth city/town/offboard/junction of this tile (counting from `_0` in the order written).
 */
export type RawPathEnd = number | string;
/**
 * A hex edge, 0–5 clockwise (pointy: 0=SW 1=W 2=NW 3=NE 4=E 5=SE; flat: 0=S 1=SW 2=NW 3=N 4=NE 5=SE).
 */
export type RawEdge = number;
/**
 * A yes/no value: `true`/`false` (or `1`/`0`, as the reference writes it).
 */
export type RawFlag = boolean | (0 | 1);
/**
 * A text value (a number is read as its text).
 */
export type RawTextValue = string | number;
/**
 * A list of names: a YAML list, or one string with `|` between the names (`mountain|water`).
 */
export type RawList = string | RawTextValue[];
/**
 * A label restricting upgrades (OO, NY, …). Written as a bare value: `- label: OO`, compact `label=OO`.
 */
export type RawLabelPart = RawTextValue;
/**
 * One part of a tile in structured form: a mapping with exactly one key, the part type (`- city: {revenue: 40}`, `- label: NY`); a part without required keys may be written bare (`- junction`) or with no value (`- city:`): `city`, `town`, `offboard`, `junction`, `future_label`.
 */
export type RawTilePart =
  | ('city' | 'town' | 'offboard' | 'junction' | 'future_label')
  | {
      /**
       * A city part (no value: all defaults).
       */
      city?: null | RawCityPart;
      /**
       * A town part (no value: all defaults).
       */
      town?: null | RawTownPart;
      /**
       * A offboard part (no value: all defaults).
       */
      offboard?: null | RawOffboardPart;
      /**
       * A junction part (no value: all defaults).
       */
      junction?: null | RawJunctionPart;
      /**
       * A path part.
       */
      path?: RawPathPart;
      /**
       * A label part.
       */
      label?: RawLabelPart;
      /**
       * A upgrade part.
       */
      upgrade?: RawUpgradePart;
      /**
       * A border part.
       */
      border?: RawBorderPart;
      /**
       * A icon part.
       */
      icon?: RawIconPart;
      /**
       * A stub part.
       */
      stub?: RawStubPart;
      /**
       * A partition part.
       */
      partition?: RawPartitionPart;
      /**
       * A frame part.
       */
      frame?: RawFramePart;
      /**
       * A stripes part.
       */
      stripes?: RawStripesPart;
      /**
       * A future_label part (no value: all defaults).
       */
      future_label?: null | RawFutureLabelPart;
    };
/**
 * A tile in compact form, as the reference writes it: parts separated by `;`, a part is `type` or `type=key:value,key:value`, list values separated by `|` (`city=revenue:20;path=a:0,b:_0;label=OO`). Part types and their keys are those of the structured form. `blank` or an empty string is an empty hex.
 */
export type RawTileCode = string;
/**
 * A tile in structured form: a list of one-key mappings, one per part, in order (path ends `_N` count nodes in this order).
 */
export type RawTileParts = RawTilePart[];
/**
 * A tile or a hex's preprinted parts, in compact string form or structured form; both compile to the same parts.
 */
export type RawTile = RawTileCode | RawTileParts;
/**
 * A behaviour of a stock market cell. The ledges `ignore_sale_unless_president`, `max_one_drop_unless_president` and `max_two_drops_unless_president` (Steam Over Holland) change a sale by anyone but the president: its price moves no step, one step, or two steps (one where one share is sold).
 */
export type RawMarketCellType =
  | 'par'
  | 'endgame'
  | 'close'
  | 'multiple_buy'
  | 'unlimited'
  | 'no_cert_limit'
  | 'liquidation'
  | 'acquisition'
  | 'repar'
  | 'ignore_one_sale'
  | 'ignore_two_sales'
  | 'safe_par'
  | 'par_overlap'
  | 'par_1'
  | 'par_2'
  | 'par_3'
  | 'convert_range'
  | 'max_price'
  | 'max_price_1'
  | 'phase_limited'
  | 'type_limited'
  | 'pays_bonus'
  | 'pays_bonus_1'
  | 'pays_bonus_2'
  | 'pays_bonus_3'
  | 'pays_bonus_4'
  | 'share_split'
  | 'only_president'
  | 'ignore_sale_unless_president'
  | 'max_one_drop_unless_president'
  | 'max_two_drops_unless_president';
/**
 * A stock market cell: `<price><letters>` as the reference writes it (`100p`, `60y`), a bare price, `''` or `~` for no cell, or `{price, types}`. Letters: p par, y no cert limit, o unlimited, b multiple buy, c close, e end game, s safe par, l liquidation, a acquisition, r repar, i/j ignore one/two sales, P x z w par variants, C convert range, m n max price, u phase limited, t type limited, B W X Y Z pays bonus, S share split, f only president.
 */
export type RawMarketCell =
  | string
  | (
      | number
      | null
      | {
          /**
           * The share price.
           */
          price: RawMoney;
          /**
           * The cell's behaviours, in order; the first drives behaviour, as in the reference.
           */
          types?: RawMarketCellType[];
        }
    );
/**
 * How far a train runs: a number of stops (999 for unlimited, as 1830's D), or a list of multi-node distance rules (`3/5`, `2+2`).
 */
export type RawDistance = number | RawDistanceRule[];
/**
 * The capitalisation modes the engine has (runtime/title/kinds.ts, `ENGINE_CAPITALIZATIONS`).
 */
export type RawEngineCapitalization = 'full' | 'incremental' | 'none' | 'escrow';
/**
 * The ability kinds the engine gives behaviour to.
 */
export type RawEngineAbilityKind =
  | 'blocks_hexes'
  | 'tile_lay'
  | 'teleport'
  | 'exchange'
  | 'shares'
  | 'close'
  | 'no_buy'
  | 'revenue_change'
  | 'tile_discount'
  | 'token'
  | 'reservation'
  | 'assign_hexes'
  | 'assign_corporation'
  | 'train_discount'
  | 'description'
  | 'base'
  | 'tile_income';
/**
 * An ability of a kind the title declares in `kinds.ts`: the shared keys, checked as for every kind, and keys of its own, which only the title's code reads.
 */
export type RawTitleAbility = RawAbilityCommon & RawTitleAbilityKeys;
/**
 * A certificate id: `<sym>_<index>` (index 0 is the president's certificate) or `random_president`.
 */
export type RawShareId = string;
/**
 * Ability `blocks_hexes`: Blocks tile lays in the listed hexes while the ability is active (1830 privates block their hex while a player owns them: `owner_type: player`).
 */
export type RawBlocksHexesAbility = RawAbilityCommon & RawBlocksHexesAbilityKeys;
/**
 * Ability `tile_lay`: Lay or upgrade track tiles without connectivity, usually in addition to the normal tile lay (1830 Champlain & St.Lawrence).
 */
export type RawTileLayAbility = RawAbilityCommon & RawTileLayAbilityKeys;
/**
 * Ability `teleport`: Lay a tile and place a station token in a hex without connectivity (1830 Delaware & Hudson).
 */
export type RawTeleportAbility = RawAbilityCommon & RawTeleportAbilityKeys;
/**
 * Ability `exchange`: The company may be exchanged for one share of a corporation (1830 Mohawk & Hudson for an NYC share); closes the company.
 */
export type RawExchangeAbility = RawAbilityCommon & RawExchangeAbilityKeys;
/**
 * Ability `shares`: The company comes with a certificate of a corporation when first acquired (1830 Camden & Amboy gives a PRR share, Baltimore & Ohio the B&O president's certificate).
 */
export type RawSharesAbility = RawAbilityCommon & RawSharesAbilityKeys;
/**
 * Ability `close`: Describes when the company closes, by `when` (1830 B&O private closes when the B&O buys its first train: `when: bought_train, corporation: B&O`).
 */
export type RawCloseAbility = RawAbilityCommon & RawCloseAbilityKeys;
/**
 * Ability `no_buy`: The company may not be bought by a corporation.
 */
export type RawNoBuyAbility = RawAbilityCommon & RawNoBuyAbilityKeys;
/**
 * Ability `revenue_change`: The company's revenue changes to `revenue` when `when`/`owner_type` are met.
 */
export type RawRevenueChangeAbility = RawAbilityCommon & RawRevenueChangeAbilityKeys;
/**
 * Ability `tile_discount`: Discount on the cost of laying tiles (on a terrain type, in some hexes, or off the total cost).
 */
export type RawTileDiscountAbility = RawAbilityCommon & RawTileDiscountAbilityKeys;
/**
 * Ability `tile_income`: the company's owner earns money from the bank for tiles laid — every lay, or each item of a terrain or border type a lay pays for (1882's Trestle Bridge: $10 a river crossed).
 */
export type RawTileIncomeAbility = RawAbilityCommon & RawTileIncomeAbilityKeys;
/**
 * Ability `token`: Modified station token placement: in listed hexes, at a price, without connectivity, as an extra action, ...
 */
export type RawTokenAbility = RawAbilityCommon & RawTokenAbilityKeys;
/**
 * Ability `reservation`: Reserves a token slot in a city for the owner.
 */
export type RawReservationAbility = RawAbilityCommon & RawReservationAbilityKeys;
/**
 * Ability `assign_hexes`: Assigns the ability to a hex (usually a special power token laid on the map).
 */
export type RawAssignHexesAbility = RawAbilityCommon & RawAssignHexesAbilityKeys;
/**
 * Ability `assign_corporation`: Assigns the company to a corporation that benefits from it (1846 Steamboat Company).
 */
export type RawAssignCorporationAbility = RawAbilityCommon & RawAssignCorporationAbilityKeys;
/**
 * Ability `train_discount`: Discount when buying trains of the listed names.
 */
export type RawTrainDiscountAbility = RawAbilityCommon & RawTrainDiscountAbilityKeys;
/**
 * Ability `description`: Text only: shown on the card; the behaviour is implemented elsewhere (a hook).
 */
export type RawDescriptionAbility = RawAbilityCommon & RawDescriptionAbilityKeys;
/**
 * Ability `base`: text only, like `description`: what the card says of a rule the title's own code implements (1846's Illinois Central subsidy, with `remove: par`); no keys of its own.
 */
export type RawBaseAbility = RawAbilityCommon & RawBaseAbilityKeys;
/**
 * A special ability of a company, corporation or minor, selected by `type`. Kinds: `blocks_hexes`, `tile_lay`, `teleport`, `exchange`, `shares`, `close`, `no_buy`, `revenue_change`, `tile_discount`, `token`, `reservation`, `assign_hexes`, `assign_corporation`, `train_discount`, `description`, `base`, `tile_income`. All kinds share `owner_type`, `when`, `count`, `count_per_or`, `on_phase`, `after_phase`, `remove`, `description`, `closed_when_used_up`.
 */
export type RawAbility = RawAbilityKeys & RawAbilityKinds;
export type RawAbilityKinds =
  | RawTitleAbility
  | RawBlocksHexesAbility
  | RawTileLayAbility
  | RawTeleportAbility
  | RawExchangeAbility
  | RawSharesAbility
  | RawCloseAbility
  | RawNoBuyAbility
  | RawRevenueChangeAbility
  | RawTileDiscountAbility
  | RawTokenAbility
  | RawReservationAbility
  | RawAssignHexesAbility
  | RawAssignCorporationAbility
  | RawTrainDiscountAbility
  | RawDescriptionAbility
  | RawBaseAbility
  | RawTileIncomeAbility;
/**
 * Special abilities. Default: none.
 *
 * @maxItems 100
 */
export type RawAbilities = RawAbility[];
/**
 * The home hex, or a list of hexes.
 */
export type RawCoordinates = RawHexId | RawHexId[];
/**
 * A colour: CSS hex (`#32763f`) or a colour name (`black`).
 */
export type RawColor = string;
/**
 * The tile lays of one track step, in order.
 *
 * @minItems 1
 */
export type RawTileLaySlots = RawTileLaySlot[];
/**
 * A step of a round: its name (an engine step, or a title step named by its file `steps/<name>.ts`), or `{step, blocks}` to override whether it blocks.
 */
export type RawStepReference =
  | RawIdentifier
  | {
      /**
       * The step name.
       */
      step: RawIdentifier;
      /**
       * Whether the step blocks the round until its entity acts.
       */
      blocks?: boolean;
    };
/**
 * A tile name as written in a mapping key (`"57"`, `X1`, `Beg6`).
 */
export type RawTileName = string;
/**
 * A library tile's count (a number or `unlimited`), or a title's own tile.
 */
export type RawTileManifestEntry = number | 'unlimited' | RawTitleTile;
/**
 * A round kind run once, or `{kind, repeat}` to run it several times in a row.
 */
export type RawRoundCycleEntry =
  | RawIdentifier
  | {
      /**
       * The round kind.
       */
      kind: RawIdentifier;
      /**
       * How many rounds of this kind in a row: a number, or `phase` for the current phase's `operating_rounds`. Default: 1.
       */
      repeat?: number | 'phase';
      /**
       * A round placed after each round of this entry while the phase is one of `phases` (1867's merger round after the operating rounds of phases 3 to 7); it takes the finished round's number, and the cycle resumes after it.
       */
      after?: {
        /**
         * The round kind placed after each round of the entry.
         */
        kind: RawIdentifier;
        /**
         * The phases in which it is placed (names of this title's phases).
         *
         * @minItems 1
         */
        phases: RawName[];
      };
    };

/**
 * One file of an 18xx title (`titles/<title>/title.yaml`, `map.yaml` or `entities.yaml`). The files are merged into one title, so no section is required here; a section may appear in only one file. See docs/title-format.md.
 */
export interface RawTitle {
  /**
   * Facts about the title: names, designer, player range, layout, optional rules.
   */
  meta?: RawMeta;
  /**
   * Scalar rules (bank, cert limit, stock round and train rules...). Required in the merged title (with `bank_cash`, `starting_cash`, `cert_limit`).
   */
  rules?: RawRules;
  /**
   * The initial auction. Default: a waterfall auction with a bid increment of 5.
   */
  auction?: RawAuction;
  /**
   * Names and descriptions of phase status flags (`phases[].status`), added to the engine's `can_buy_companies`.
   */
  status_text?: RawTextTable;
  /**
   * Names and descriptions of events, added to the engine's `close_companies`.
   */
  events_text?: RawTextTable;
  /**
   * Legend texts of market cell types, by type; added to or replacing the engine's.
   */
  market_text?: {
    /**
     * The legend text.
     */
    [k: string]: string;
  };
  /**
   * The train types, in depot order.
   *
   * @minItems 1
   * @maxItems 100
   */
  trains?: RawTrain[];
  /**
   * The phases, in order.
   *
   * @minItems 1
   * @maxItems 100
   */
  phases?: RawPhase[];
  /**
   * The stock market.
   */
  market?: RawMarket;
  /**
   * Tile lays per operating turn. Default: one lay or upgrade at no cost.
   */
  tile_lays?: RawTileLays;
  /**
   * The rounds: the opening round, the cycle of rounds that makes one turn, and each round kind's steps. Default: an auction (unless `auction.style` is `none`), then stock round and operating rounds by phase.
   */
  rounds?: RawRounds;
  /**
   * Loans the bank lends corporations (1856, 1867, 1817): their value, interest, limit and when they are taken and repaid. Default: none.
   */
  loans?: RawLoans;
  /**
   * The corporations.
   *
   * @maxItems 200
   */
  corporations?: RawCorporation[];
  /**
   * The companies (privates). Default: none.
   *
   * @maxItems 200
   */
  companies?: RawCompany[];
  /**
   * The minor companies. Default: none.
   *
   * @maxItems 200
   */
  minors?: RawMinor[];
  /**
   * The map, by hex colour.
   */
  hexes?: RawHexes;
  /**
   * Place names by hex.
   */
  location_names?: RawLocationNames;
  /**
   * The tile manifest.
   */
  tiles?: RawTileManifest;
  /**
   * The national corporation (1867's CN, 1861's RSR): not traded, never parred, not listed with the others; nationalised corporations' tokens (and, as `assets` says, their treasury, trains and companies) go to it, and it operates by itself while the phase has the status `operates` names.
   */
  national?: RawNational;
  /**
   * This title is a variant of another: the folder name of the title it extends (`extends: "1846"`). It inherits that title's data, hooks, steps, rounds and actions and states only what differs: a mapping it gives is merged key by key, named entries (trains, phases, corporations, companies, minors, optional rules) entry by entry, hexes hex by hex; any other value it gives replaces the base's. See docs/authoring.md, "Variants".
   */
  extends?: string | number;
  /**
   * A variant's paths written whole rather than merged into the base's: keys and names joined with `.` (`hexes`, `rules.game_end_check`, `trains.D`).
   *
   * Items: A path the variant states whole.
   */
  replace?: string[];
  /**
   * What a variant drops from its base: a path (`companies`, `hexes`, `rules.game_end_check`) mapped to the names there to drop (syms, train or phase names, keys, hex ids).
   */
  remove?: {
    /**
     * The names dropped at this path.
     *
     * Items: A name, sym, key or hex id.
     */
    [k: string]: (string | number)[];
  };
  /**
   * Preprinted hexes that differ in games of an optional rule, by rule, grouped by colour like `hexes` (`{LN_home_city_moved: {red: {A4: offboard=...}}}`): each replaces the hex of the same id (its location name stays) or adds a hex. Rules apply in the order `meta.optional_rules` lists them. Default: none.
   */
  hexes_by_optional_rule?: {
    [k: string]: RawHexes;
  };
}
/**
 * A city: token slots and a revenue. A node: paths end at it with `_N`.
 */
export interface RawCityPart {
  /**
   * What the city pays: a number, or one per phase colour (yellow_40|brown_70). Default 0.
   */
  revenue?: RawRevenue;
  /**
   * Names grouping stops, e.g. the hexes of one offboard area.
   */
  groups?: RawList;
  /**
   * Do not draw the revenue.
   */
  hide?: RawFlag;
  /**
   * How much of a train's distance a visit uses (default 1).
   */
  visit_cost?: number;
  /**
   * Whether a route must, may or must not count this stop (default mandatory).
   */
  route?: 'mandatory' | 'optional' | 'never';
  /**
   * printf-style format for drawing the revenue.
   */
  format?: RawTextValue;
  /**
   * Where to draw it: an edge number, a half edge (2.5) or center.
   */
  loc?: RawTextValue;
  /**
   * Number of token slots. Default 1.
   */
  slots?: number;
  /**
   * A boom city/town (18Chesapeake style bonus).
   */
  boom?: RawFlag;
}
/**
 * A town (dit): a revenue and no token slots. A node: paths end at it with `_N`.
 */
export interface RawTownPart {
  /**
   * What the town pays: a number, or one per phase colour (yellow_40|brown_70). Default 0.
   */
  revenue?: RawRevenue;
  /**
   * Names grouping stops, e.g. the hexes of one offboard area.
   */
  groups?: RawList;
  /**
   * Do not draw the revenue.
   */
  hide?: RawFlag;
  /**
   * How much of a train's distance a visit uses (default 1).
   */
  visit_cost?: number;
  /**
   * Whether a route must, may or must not count this stop (default mandatory).
   */
  route?: 'mandatory' | 'optional' | 'never';
  /**
   * printf-style format for drawing the revenue.
   */
  format?: RawTextValue;
  /**
   * Where to draw it: an edge number, a half edge (2.5) or center.
   */
  loc?: RawTextValue;
  /**
   * Draw as a bar (rect), a dot, or not at all.
   */
  style?: 'rect' | 'dot' | 'hidden';
  /**
   * A boom city/town (18Chesapeake style bonus).
   */
  boom?: RawFlag;
}
/**
 * An off-board area: a revenue, usually by phase colour. A node: paths end at it with `_N`.
 */
export interface RawOffboardPart {
  /**
   * What the offboard area pays: a number, or one per phase colour (yellow_40|brown_70). Default 0.
   */
  revenue?: RawRevenue;
  /**
   * Names grouping stops, e.g. the hexes of one offboard area.
   */
  groups?: RawList;
  /**
   * Do not draw the revenue.
   */
  hide?: RawFlag;
  /**
   * How much of a train's distance a visit uses (default 1).
   */
  visit_cost?: number;
  /**
   * Whether a route must, may or must not count this stop (default mandatory).
   */
  route?: 'mandatory' | 'optional' | 'never';
  /**
   * printf-style format for drawing the revenue.
   */
  format?: RawTextValue;
  /**
   * Where to draw it: an edge number, a half edge (2.5) or center.
   */
  loc?: RawTextValue;
}
/**
 * A node with no revenue where paths meet (a lawson centre). It has no keys. A node: paths end at it with `_N`.
 */
export interface RawJunctionPart {}
/**
 * Track between two ends.
 */
export interface RawPathPart {
  /**
   * One end: an edge 0-5 or _N, the Nth node.
   */
  a: RawPathEnd;
  /**
   * The other end.
   */
  b: RawPathEnd;
  /**
   * A dead end: routes may end here but not pass (1 tapered, 2 short).
   */
  terminal?: number;
  /**
   * Parallel tracks drawn for this path.
   */
  lanes?: number;
  /**
   * Gauge (default broad).
   */
  track?: 'broad' | 'narrow' | 'dual' | 'line';
  /**
   * Drawn but not usable by routes.
   */
  ignore?: RawFlag;
}
/**
 * The cost of laying a tile here, and the terrain that causes it.
 */
export interface RawUpgradePart {
  /**
   * Extra cost of the first tile laid.
   */
  cost: number;
  /**
   * Terrain types, e.g. mountain|water. Default none.
   */
  terrain?: RawList;
  /**
   * Size of the terrain symbol.
   */
  size?: number;
  /**
   * Where to draw it.
   */
  loc?: RawTextValue;
}
/**
 * A marked hex edge: a drawn line, a cost to cross, or a barrier.
 */
export interface RawBorderPart {
  /**
   * The edge 0-5.
   */
  edge: RawEdge;
  /**
   * Kind of border; impassable blocks track.
   */
  type?: 'mountain' | 'water' | 'impassable' | 'province' | 'divider';
  /**
   * Cost to build track across it.
   */
  cost?: number;
  /**
   * Drawing colour.
   */
  color?: RawTextValue;
}
/**
 * An image on the hex (a port, a mine, a company marker).
 */
export interface RawIconPart {
  /**
   * Icon path under /icons, without .svg.
   */
  image: RawTextValue;
  /**
   * Name other rules use to find it (default: the file name).
   */
  name?: RawTextValue;
  /**
   * Stays when the hex is upgraded.
   */
  sticky?: RawFlag;
  /**
   * No tile may be laid while it is there.
   */
  blocks_lay?: RawFlag;
  /**
   * Draw it large.
   */
  large?: RawFlag;
  /**
   * Where to draw it.
   */
  loc?: RawTextValue;
}
/**
 * A short stretch of track from an edge, showing where track must go.
 */
export interface RawStubPart {
  /**
   * The edge 0-5.
   */
  edge: RawEdge;
}
/**
 * A line across the hex between two corners, splitting it.
 */
export interface RawPartitionPart {
  /**
   * First corner 0-5.
   */
  a: number;
  /**
   * Second corner 0-5.
   */
  b: number;
  /**
   * Kind of line (province, divider, water, …).
   */
  type?: RawTextValue;
  /**
   * Which side paths may use.
   */
  restrict?: 'inner' | 'outer';
}
/**
 * A coloured frame around the tile.
 */
export interface RawFramePart {
  /**
   * Frame colour.
   */
  color: RawTextValue;
  /**
   * Second colour, for a two-tone frame.
   */
  color2?: RawTextValue;
}
/**
 * Stripes of a second colour: a tile that counts as two colours.
 */
export interface RawStripesPart {
  /**
   * Stripe colour.
   */
  color: RawTextValue;
}
/**
 * A label that applies from a later tile colour on.
 */
export interface RawFutureLabelPart {
  /**
   * The label to come.
   */
  label?: RawTextValue;
  /**
   * The tile colour it applies from.
   */
  color?: RawTextValue;
}
/**
 * The stock market.
 */
export interface RawMarket {
  /**
   * Layout of the market: `grid` (the default for several rows), `linear` (the default for one row) or `zigzag`.
   */
  shape?: 'grid' | 'linear' | 'zigzag';
  /**
   * Rows of cells, top row first; the left cell of a row is its lowest price.
   *
   * @minItems 1
   * @maxItems 100
   */
  rows: RawMarketCell[][];
  /**
   * Other markets a game of an optional rule plays with instead of this one (1867's grid market): each with the rule, its shape and its rows.
   *
   * @maxItems 20
   *
   * Items: The market a game of one optional rule plays with.
   */
  variants?: {
    /**
     * The optional rule (a `sym` of `meta.optional_rules`) whose games play with this market.
     */
    optional_rule: RawIdentifier;
    /**
     * Layout of the market: `grid` (the default for several rows), `linear` (the default for one row) or `zigzag`.
     */
    shape?: 'grid' | 'linear' | 'zigzag';
    /**
     * Rows of cells, top row first; the left cell of a row is its lowest price.
     *
     * @minItems 1
     * @maxItems 100
     */
    rows: RawMarketCell[][];
  }[];
}
/**
 * An event fired when the first train of a type is bought or a phase starts (`close_companies`, or a title's own event handled by a hook). Further keys are the event's parameters.
 */
export interface RawEvent {
  /**
   * The event name (`close_companies`, ...).
   */
  type: RawIdentifier;
  [k: string]: unknown;
}
/**
 * A multi-node distance rule: visit up to `visit` nodes of these kinds, count the best `pay` of them.
 */
export interface RawDistanceRule {
  /**
   * Kinds of nodes this rule counts.
   *
   * @minItems 1
   *
   * Items: A node kind.
   */
  nodes: ('city' | 'town' | 'offboard' | 'halt')[];
  /**
   * How many of the visited nodes pay.
   */
  pay: number;
  /**
   * How many nodes may be visited.
   */
  visit: number;
  /**
   * Revenue multiplier for the paying nodes. Default 1.
   */
  multiplier?: number;
  /**
   * Its stops count only in the places the other rules leave empty: when fewer of their kinds were visited than they pay for, the best of this rule's stops make up the number (1867's towns, counted only by a train short of cities). Default `false`.
   */
  fill?: boolean;
}
/**
 * A variant of a train type (bought as one or the other, e.g. 5 or 3/5).
 */
export interface RawTrainVariant {
  /**
   * The variant's name.
   */
  name: RawName;
  /**
   * The variant's distance.
   */
  distance: RawDistance;
  /**
   * The variant's price.
   */
  price: RawMoney;
  /**
   * The train whose first purchase rusts this variant. Default: never rusts.
   */
  rusts_on?: RawName;
  /**
   * The train whose first purchase makes this variant obsolete. Default: never.
   */
  obsolete_on?: RawName;
}
/**
 * A train type in the depot, in the order they become available.
 */
export interface RawTrain {
  /**
   * The train's name (`2`, `3`, `D`).
   */
  name: RawName;
  /**
   * How far the train runs.
   */
  distance: RawDistance;
  /**
   * The price from the depot.
   */
  price: RawMoney;
  /**
   * How many trains of this type the depot holds, or `unlimited`.
   */
  count: number | 'unlimited';
  /**
   * The train whose first purchase rusts (removes) this type. Default: never rusts.
   */
  rusts_on?: RawName;
  /**
   * The train whose first purchase makes this type obsolete. Default: never.
   */
  obsolete_on?: RawName;
  /**
   * The phase from which this type may be bought before the earlier types are sold out (1830's D from phase 6). Default: only when the previous types are sold out.
   */
  available_on?: RawName;
  /**
   * Whether a route of this train must include one of its operator's tokens (and a one-stop route must be at one). False: any stop will do, as 18EU's Pullman, which runs a city another of the operator's trains visits. Default true.
   */
  requires_token?: boolean;
  /**
   * Trade-in allowance by the name of the train handed in (`{4: 300}`). Default: no trade-in.
   */
  discount?: {
    /**
     * The allowance for trading in this train.
     */
    [k: string]: RawMoney;
  };
  /**
   * Variants of this train type. Default: none.
   */
  variants?: RawTrainVariant[];
  /**
   * Events fired when the first train of this type is bought. Default: none.
   */
  events?: RawEvent[];
  /**
   * What a game of an optional rule changes in this train type, by rule (`{hard_rust: {rusts_on: 7, obsolete_on: ~}}`): the trains it rusts or becomes obsolete on, its variants too. Rules apply in the order `meta.optional_rules` lists them. Default: none.
   */
  by_optional_rule?: {
    /**
     * The train's changes in games of the rule.
     */
    [k: string]: {
      /**
       * The train whose first purchase rusts this type in games of the rule, or `~` for never.
       */
      rusts_on?: RawName | null;
      /**
       * The train whose first purchase makes this type obsolete in games of the rule, or `~` for never.
       */
      obsolete_on?: RawName | null;
    };
  };
}
/**
 * A phase of the game.
 */
export interface RawPhase {
  /**
   * The phase's name (`2`, `3`, `D`).
   */
  name: RawName;
  /**
   * The train whose first purchase starts this phase; omitted for the first phase.
   */
  on?: RawName;
  /**
   * How many trains a corporation may own: one number, or a table by entity type (`{major: 4, minor: 2}`).
   */
  train_limit:
    | number
    | {
        /**
         * The limit for this type.
         */
        [k: string]: number;
      };
  /**
   * Tile colours that may be laid in this phase.
   *
   * @minItems 1
   */
  tiles: RawTileColor[];
  /**
   * Operating rounds per set between stock rounds.
   */
  operating_rounds: number;
  /**
   * Status flags active in this phase (`can_buy_companies`, a title's own from `status_text`). Default: none.
   */
  status?: RawIdentifier[];
  /**
   * Events fired when this phase starts. Default: none.
   */
  events?: RawEvent[];
}
export interface RawTitleAbilityKeys {
  /**
   * The kind's name, as kinds.ts declares it.
   */
  type?: RawIdentifier;
  [k: string]: unknown;
}
/**
 * Keys every ability kind shares.
 */
export interface RawAbilityCommon {
  /**
   * Whose ownership activates the ability: `player` (a private held by a player) or `corporation`. Default: either.
   */
  owner_type?: 'player' | 'corporation';
  /**
   * When the ability may be used: one name or a list (`track`, `owning_corp_or_turn`, `any`, `bought_train`, `sold`, `special_track`, `stock_round`, ...). Default: none, i.e. passive (always applies).
   */
  when?: RawIdentifier | RawIdentifier[];
  /**
   * How many times the ability may be used. Default: unlimited.
   */
  count?: number;
  /**
   * How many times the ability may be used in each operating round. Default: unlimited.
   */
  count_per_or?: number;
  /**
   * The phase in which the ability is active (for `close`: `never` keeps the company open past the close event). Default: every phase.
   */
  on_phase?: RawName;
  /**
   * The ability is active after this phase. Default: every phase.
   */
  after_phase?: RawName;
  /**
   * When the ability is removed: `sold`, `par`, or a phase name (a number is read as the phase's name). Default: never.
   */
  remove?: RawName;
  /**
   * Text shown for the ability. Default: generated from the kind.
   */
  description?: string;
  /**
   * Close the company when `count` reaches zero (otherwise it stays open without the ability).
   */
  closed_when_used_up?: boolean;
  /**
   * The ability works by itself where it applies, never as a choice to make (1846's IC discount on its own lays). Default: passive when it has no `when`.
   */
  passive?: boolean;
  [k: string]: unknown;
}
export interface RawBlocksHexesAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'blocks_hexes';
  /**
   * The blocked hexes.
   */
  hexes: RawHexIdList;
  /**
   * Do not draw the blocker on the map.
   */
  hidden?: boolean;
}
export interface RawTileLayAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'tile_lay';
  /**
   * Hexes where tiles may be laid; an empty list allows any hex.
   */
  hexes: RawHexIdList;
  /**
   * Names of the tiles that may be laid; an empty list allows any tile.
   */
  tiles: RawName[];
  /**
   * The tiles are laid at no cost (terrain included).
   */
  free?: boolean;
  /**
   * Discount on the cost of the lay. Default 0.
   */
  discount?: RawMoney;
  /**
   * Skip the check that an upgrade preserves labels and city count.
   */
  special?: boolean;
  /**
   * With `count` over 1, the tiles laid must connect to each other. Default true (unchecked with `count_per_or`).
   */
  connect?: boolean;
  /**
   * With `when: sold`, the tile lay is required when the company is sold.
   */
  blocks?: boolean;
  /**
   * One of the owner's station tokens must be reachable from the laid tile.
   */
  reachable?: boolean;
  /**
   * The lay counts as the corporation's normal tile lay and follows its rules.
   */
  consume_tile_lay?: boolean;
  /**
   * Cost of using the ability. Default 0.
   */
  cost?: RawMoney;
  /**
   * Alternative to `count`: number of yellow lays.
   */
  lay_count?: number;
  /**
   * Alternative to `count`: number of upgrades.
   */
  upgrade_count?: number;
  /**
   * With `count` over 1, the company's lays come one after the other: after its first, the special-track step waits for it while it can still lay (until its last lay, its pass, or its ability is gone), and the operator's own track waits meanwhile. Another company may lay in between (one laying together itself is then the one waited for) unless this one has `must_lay_all` (18Chesapeake's C-P). A title whose rule forfeits the rest when anything else happens removes the ability before that action is processed (1846's twin lays).
   */
  must_lay_together?: boolean;
  /**
   * With `must_lay_together`, the company may not stop before using every lay.
   */
  must_lay_all?: boolean;
  /**
   * With `when: sold`: who pays the lay's cost, the company's new `owner` (default) or the player who just sold it (`seller`, as 1889's Ehime Railway).
   */
  paid_by?: 'owner' | 'seller';
}
export interface RawTeleportAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'teleport';
  /**
   * Hexes where the tile and token may be placed.
   */
  hexes: RawHexIdList;
  /**
   * Names of the tiles that may be laid there; an empty list allows any tile.
   */
  tiles: RawName[];
  /**
   * Cost of using the ability. Default: none (the terrain cost is paid as usual).
   */
  cost?: RawMoney;
  /**
   * The tile is laid at no cost.
   */
  free_tile_lay?: boolean;
}
export interface RawExchangeAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'exchange';
  /**
   * Corporations whose share the company may be exchanged for, or `any`.
   */
  corporations: RawSym[] | 'any';
  /**
   * Where the share comes from: one of `ipo`, `market`, `reserved`, or a list of them.
   */
  from: ('ipo' | 'market' | 'reserved') | ('ipo' | 'market' | 'reserved')[];
}
export interface RawSharesAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'shares';
  /**
   * Certificates given: `<sym>_<index>` (`PRR_1` the PRR's second certificate, `B&O_0` the president's) or `random_president`; one or a list.
   */
  shares: RawShareId | RawShareId[];
}
export interface RawCloseAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'close';
  /**
   * For `when: bought_train`: the corporation whose first train closes the company. Left out on a company that grants a president's certificate (`shares: random_president`), it is that certificate's corporation.
   */
  corporation?: RawSym;
  /**
   * Close without a log message.
   */
  silent?: boolean;
}
export interface RawNoBuyAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'no_buy';
}
export interface RawRevenueChangeAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'revenue_change';
  /**
   * The new revenue.
   */
  revenue: number;
}
export interface RawTileDiscountAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'tile_discount';
  /**
   * Discount amount.
   */
  discount: RawMoney;
  /**
   * Terrain type the discount applies to. Default: off the total cost.
   */
  terrain?: string;
  /**
   * Hexes the discount applies to. Default: all.
   */
  hexes?: RawHexIdList;
}
export interface RawTileIncomeAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'tile_income';
  /**
   * What each lay (or each item of `terrain` it pays for) earns.
   */
  income: RawMoney;
  /**
   * Only lays paying for this terrain (the replaced tile's) or border type earn, once per item. Default: every lay.
   */
  terrain?: string;
  /**
   * Only lays by the company's owner earn. Default: false.
   */
  owner_only?: boolean;
}
export interface RawTokenAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'token';
  /**
   * Hexes where the token may be placed.
   */
  hexes: RawHexIdList;
  /**
   * Price of the token.
   */
  price?: RawMoney;
  /**
   * If set, the token may be placed without connectivity for this price.
   */
  teleport_price?: RawMoney;
  /**
   * May be used in addition to the normal token placement.
   */
  extra_action?: boolean;
  /**
   * Uses a token from the owner's charter (otherwise an extra token is created).
   */
  from_owner?: boolean;
  /**
   * Ratio off the normal token price (`0.25` takes 25% off).
   */
  discount?: number;
  /**
   * Which city of a multi-city hex.
   */
  city?: number;
  /**
   * The token is neutral: every corporation may run through it.
   */
  neutral?: boolean;
  /**
   * The token does not take a slot of the city.
   */
  extra_slot?: boolean;
  /**
   * Only used when the company is explicitly activated.
   */
  special_only?: boolean;
  /**
   * Check the usual token placement restrictions.
   */
  check_tokenable?: boolean;
  /**
   * The slot must be connected to another token of the corporation.
   */
  connected?: boolean;
}
export interface RawReservationAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'reservation';
  /**
   * The hex of the reserved slot.
   */
  hex: RawHexId;
  /**
   * Which city of the hex. Default 0.
   */
  city?: number;
  /**
   * Which slot of the city. Default 0.
   */
  slot?: number;
}
export interface RawAssignHexesAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'assign_hexes';
  /**
   * Hexes the ability may be assigned to.
   */
  hexes: RawHexIdList;
}
export interface RawAssignCorporationAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'assign_corporation';
}
export interface RawTrainDiscountAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'train_discount';
  /**
   * Discount: an amount if over 1, a fraction if below (`0.75` is 75% off).
   */
  discount: number;
  /**
   * Names of the trains it applies to.
   *
   * @minItems 1
   */
  trains: RawName[];
}
export interface RawDescriptionAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'description';
}
export interface RawBaseAbilityKeys {
  /**
   * The ability kind.
   */
  type?: 'base';
}
export interface RawAbilityKeys {
  /**
   * The ability kind: one of the engine's, or one the title declares in `kinds.ts` (`abilities`).
   */
  type: RawEngineAbilityKind | RawIdentifier;
  [k: string]: unknown;
}
/**
 * A corporation (a public company whose shares are traded).
 */
export interface RawCorporation {
  /**
   * The corporation's symbol (`PRR`).
   */
  sym: RawSym;
  /**
   * The corporation's full name.
   */
  name: string;
  /**
   * Cost of each station token, the home token first.
   *
   * @maxItems 100
   */
  tokens: RawMoney[];
  /**
   * Station tokens of other kinds, after its own (the reference's token types): `{type: neutral, price: 0, corporation: CN}` is a token it places that becomes the CN's station (1882's neutral tokens). A `place_token` action names the kind by its `token_type`. Default: none.
   *
   * @maxItems 100
   *
   * Items: A token of another kind.
   */
  extra_tokens?: {
    /**
     * Its kind, which a `place_token` action names (`token_type`); not `normal`.
     */
    type: string;
    /**
     * What placing it costs.
     */
    price: RawMoney;
    /**
     * The corporation whose station it is once placed (it leaves this corporation's tokens). Default: this corporation.
     */
    corporation?: RawSym;
  }[];
  /**
   * Home hex (or hexes). Default: none, the corporation chooses a home.
   */
  coordinates?: RawCoordinates;
  /**
   * Which city of a multi-city home hex is home (0 the first). Default: the player chooses.
   */
  city?: number;
  /**
   * Percentage sold from the IPO for the corporation to float. Default 60.
   */
  float_percent?: RawPercent;
  /**
   * Charter and token colour.
   */
  color: RawColor;
  /**
   * Text colour on the charter and tokens. Default `white`.
   */
  text_color?: RawColor;
  /**
   * Certificate sizes in percent, the president's first. Default `[20, 10, 10, 10, 10, 10, 10, 10, 10]`.
   *
   * @minItems 1
   * @maxItems 100
   */
  shares?: RawPercent[];
  /**
   * The corporation's type (`major`, ...), used by type tables (train limits, tile lays). Default: none.
   */
  type?: RawIdentifier;
  /**
   * Most of this corporation a player may hold. Default: `rules.max_ownership_percent` (60).
   */
  max_ownership_percent?: RawPercent;
  /**
   * Special abilities (companies: the private's powers). Default: none.
   */
  abilities?: RawAbilities;
  /**
   * Its treasury (IPO) shares sell at the current share price rather than the par price (1846). Default false.
   */
  always_market_price?: boolean;
  /**
   * Where the corporation is headed (1856's destinations): a hex, or `{hexes, from}` — any of the hexes, reached by track from `from` (default: its home). The engine answers whether track connects them (`destinationConnected`); what reaching it does is the title's.
   */
  destination?:
    | RawHexId
    | {
        /**
         * The destination: any of these hexes.
         *
         * @minItems 1
         */
        hexes: RawHexId[];
        /**
         * The hex the track must start from. Default: the corporation's home.
         */
        from?: RawHexId;
      };
  /**
   * Not in play when the game starts: it joins the game when the `green_minors_available` event releases the corporations held back (1867's green minors and majors). Default `false`.
   */
  held_back?: boolean;
  /**
   * What a game of an optional rule changes in this entity, by rule (`{LN_home_city_moved: {coordinates: C4, city: 0}}`): its home hex and city, and the map reserves the new home instead of the old. Rules apply in the order `meta.optional_rules` lists them. Default: none.
   */
  by_optional_rule?: {
    /**
     * The home in games of the rule.
     */
    [k: string]: {
      /**
       * The home hex (or hexes) in games of the rule.
       */
      coordinates?: RawCoordinates;
      /**
       * Which city of the home hex is home in games of the rule.
       */
      city?: number;
    };
  };
}
/**
 * A company (private): bought in the initial auction, pays fixed revenue to its owner.
 */
export interface RawCompany {
  /**
   * The company's symbol (`SV`, or `Pass (1)`): how actions name it. Unlike a corporation's, it may contain spaces.
   */
  sym: string;
  /**
   * The company's full name.
   */
  name: string;
  /**
   * Face value: the price in the auction and the basis of buy-in prices.
   */
  value: RawMoney;
  /**
   * Revenue paid to the owner every operating round.
   */
  revenue: RawMoney;
  /**
   * The card text: what the company does. Default empty.
   */
  desc?: string;
  /**
   * Special abilities (companies: the private's powers). Default: none.
   */
  abilities?: RawAbilities;
  /**
   * Card colour. Default: the renderer's.
   */
  color?: RawColor;
  /**
   * The fewest players a game has for this company to be in it (1889's Uno-Takamatsu Ferry: 4). Default: any count.
   */
  min_players?: number;
  /**
   * The most players a game has for this company to be in it. Default: any count.
   */
  max_players?: number;
  /**
   * How far below its face value the company sells at first: the price is `value − discount`, so a negative discount raises it (1846's Michigan Southern: value 60, discount −80, sold for $140). Default 0.
   */
  discount?: number;
  /**
   * The cash the company brings into the game when bought, for a minor it starts (1846's Big 4: $40). Default: its value.
   */
  treasury?: RawMoney;
}
/**
 * A minor company: runs like a small corporation, usually with a single owner.
 */
export interface RawMinor {
  /**
   * The minor's symbol; minors are often numbered (`1`, read as text).
   */
  sym: RawNumberedSym;
  /**
   * The minor's name.
   */
  name: string;
  /**
   * Cost of each station token, the home token first.
   *
   * @maxItems 100
   */
  tokens: RawMoney[];
  /**
   * Home hex (or hexes).
   */
  coordinates?: RawCoordinates;
  /**
   * Which city of a multi-city home hex is home.
   */
  city?: number;
  /**
   * Token colour.
   */
  color: RawColor;
  /**
   * Text colour. Default `white`.
   */
  text_color?: RawColor;
  /**
   * The minor's type, used by type tables. Default: none.
   */
  type?: RawIdentifier;
  /**
   * Special abilities (companies: the private's powers). Default: none.
   */
  abilities?: RawAbilities;
  /**
   * What a game of an optional rule changes in this entity, by rule (`{LN_home_city_moved: {coordinates: C4, city: 0}}`): its home hex and city, and the map reserves the new home instead of the old. Rules apply in the order `meta.optional_rules` lists them. Default: none.
   */
  by_optional_rule?: {
    /**
     * The home in games of the rule.
     */
    [k: string]: {
      /**
       * The home hex (or hexes) in games of the rule.
       */
      coordinates?: RawCoordinates;
      /**
       * Which city of the home hex is home in games of the rule.
       */
      city?: number;
    };
  };
}
/**
 * One tile lay a corporation may make in its track step, in order.
 */
export interface RawTileLaySlot {
  /**
   * Whether the slot may lay a new (yellow) tile; `not_if_upgraded`: not if an upgrade was made earlier in the turn.
   */
  lay: boolean | 'not_if_upgraded';
  /**
   * Whether the slot may upgrade a tile; `not_if_upgraded`: not if an upgrade was made earlier in the turn.
   */
  upgrade: boolean | 'not_if_upgraded';
  /**
   * Extra cost of a lay in this slot. Default 0.
   */
  cost?: RawMoney;
  /**
   * Extra cost of an upgrade in this slot. Default: `cost`.
   */
  upgrade_cost?: RawMoney;
  /**
   * The slot may not be used on a hex tiled earlier in the turn.
   */
  cannot_reuse_same_hex?: boolean;
}
/**
 * Tile lays per operating turn.
 */
export interface RawTileLays {
  /**
   * The lays of every entity. Default: one lay or upgrade at no cost.
   */
  default?: RawTileLaySlots;
  /**
   * Lays by entity type (`minor`, a corporation type), replacing the default for that type.
   */
  by_type?: {
    /**
     * The lays of this type.
     */
    [k: string]: RawTileLaySlots;
  };
}
/**
 * The title's rounds. Round kinds are the engine's (`auction`, `stock`, `operating`) and the title's own (`rounds/<kind>.ts`).
 */
export interface RawRounds {
  /**
   * The kind of the game's first round, before the cycle starts; `null` starts with the cycle. Default: `auction`, or `null` when `auction.style` is `none`.
   */
  first?: RawIdentifier | null;
  /**
   * The rounds of one game turn, in order; the turn number grows each time the cycle starts over. Default: `[stock, {kind: operating, repeat: phase}]`.
   *
   * @minItems 1
   */
  cycle?: RawRoundCycleEntry[];
  /**
   * Each round kind's steps, in order, replacing the kind's default list (the engine's standard lists for `stock` and `operating`; the title's round class's own for its kinds).
   */
  steps?: {
    /**
     * The steps of one round kind, in order.
     *
     * @minItems 1
     */
    [k: string]: RawStepReference[];
  };
}
/**
 * A name and a description shown to players.
 */
export interface RawTextEntry {
  /**
   * Short name.
   */
  name: string;
  /**
   * Longer description.
   */
  desc: string;
}
/**
 * Texts by key; entries add to or replace the engine's built-in ones.
 */
export interface RawTextTable {
  [k: string]: RawTextEntry;
}
/**
 * Reasons that end the game and when the game ends after each. Default `{bankrupt: immediate, bank: full_or}`. A reason of the title's own (any other snake_case name) is decided by its `gameEnd` hook of that name.
 */
export interface RawGameEndCheck {
  /**
   * When the game ends after the `bankrupt` trigger.
   */
  bankrupt?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `bank` trigger.
   */
  bank?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `stock_market` trigger.
   */
  stock_market?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `final_train` trigger.
   */
  final_train?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `final_phase` trigger.
   */
  final_phase?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `all_closed` trigger.
   */
  all_closed?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `fixed_round` trigger.
   */
  fixed_round?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after the `custom` trigger.
   */
  custom?: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set';
  /**
   * When the game ends after a reason of the title's own, which its `gameEnd` hook decides.
   */
  [k: string]: 'immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set' | undefined;
}
/**
 * An optional rule players may choose when creating a game; its effect is implemented by a hook that checks it.
 */
export interface RawOptionalRule {
  /**
   * The rule's identifier, checked by hooks. Keep the reference's spelling (`LN_home_city_moved`): recordings name it so; other names of the rule may be in any case.
   */
  sym: RawOptionalRuleSym;
  /**
   * Short name shown when creating a game.
   */
  short_name: string;
  /**
   * What the rule changes.
   */
  desc: string;
  /**
   * Player counts the rule is offered for. Default: every count.
   *
   * @minItems 1
   *
   * Items: A player count.
   */
  players?: number[];
}
/**
 * Facts about the title and its presentation.
 */
export interface RawMeta {
  /**
   * The canonical title, also the name players know it by (`"1830"`); a number is read as its text.
   */
  title: RawName;
  /**
   * The full title (`"1830: Railways & Robber Barons"`).
   */
  full_title: string;
  /**
   * Other names the title is known by (the reference's `GAME_ALIASES`, and the `GAME_TITLE` of a variant that is a player count or option of this title here, as `"1846 2p Variant"`): a recording whose `title` is one of them, ignoring case, is a game of this title. Optional.
   *
   * Items: A name.
   */
  aliases?: string[];
  /**
   * The subtitle. Optional.
   */
  subtitle?: string;
  /**
   * The game's designer.
   */
  designer: string;
  /**
   * The publisher. Optional.
   */
  publisher?: string;
  /**
   * Where the game is set. Optional.
   */
  location?: string;
  /**
   * A link to the rules. Optional.
   */
  rules_url?: string;
  /**
   * Minimum and maximum number of players.
   *
   * @minItems 2
   * @maxItems 2
   */
  player_range: never[];
  /**
   * Hex orientation: `pointy` (vertex up) or `flat` (edge up).
   */
  layout: 'pointy' | 'flat';
  /**
   * How hex ids map to the grid. Default: flat → x letter, y number; pointy → x number, y letter.
   */
  axes?: {
    /**
     * How the axis is labelled.
     */
    x: 'letter' | 'number';
    /**
     * How the axis is labelled.
     */
    y: 'letter' | 'number';
  };
  /**
   * printf-like money format: `$%s` renders 100 as `$100`.
   */
  currency_format: string;
  /**
   * Optional rules offered when creating a game. Default: none.
   *
   * @maxItems 100
   */
  optional_rules?: RawOptionalRule[];
  /**
   * Groups of optional rules of which at most one may be chosen. Default: none.
   */
  mutually_exclusive_optional_rules?: RawOptionalRuleSym[][];
}
/**
 * Scalar rules. Absent keys take the reference engine's default (given in each description); `bank_cash`, `starting_cash` and `cert_limit` must be given.
 */
export interface RawRules {
  /**
   * Money in the bank at the start, or by player count.
   */
  bank_cash: RawMoneyByPlayers;
  /**
   * Money each player starts with, or by player count.
   */
  starting_cash: RawMoneyByPlayers;
  /**
   * How many certificates a player may hold.
   */
  cert_limit: RawCertLimit;
  /**
   * Companies (privates) count towards the certificate limit. Default true.
   */
  cert_limit_includes_privates?: boolean;
  /**
   * How a corporation receives money for its shares: `full` (all 10 shares on floating), `incremental` (as sold), `none`, `escrow` (as sold for the first half of its shares, the rest held by the bank until the title releases it, then incremental), or a mode the title declares in `kinds.ts` (`capitalizations`). Default `full`.
   */
  capitalization?: RawEngineCapitalization | RawIdentifier;
  /**
   * Order of selling and buying in a stock turn: `sell_buy_or_buy_sell`, `sell_buy` (sell then buy), `sell_buy_sell` (sell, buy, sell again). Default `sell_buy_or_buy_sell`.
   */
  sell_buy_order?: 'sell_buy_or_buy_sell' | 'sell_buy' | 'sell_buy_sell';
  /**
   * When shares of a corporation may first be sold: `first` (after the first stock round), `after_sr_floated`, `operate` (once it has operated), `full_or_turn`, `p_any_operate`, `any_time`, `round`. Default `first`.
   */
  sell_after?: 'first' | 'after_sr_floated' | 'operate' | 'full_or_turn' | 'p_any_operate' | 'any_time' | 'round';
  /**
   * How the share price moves when shares are sold. Default `down_share` (one row down per share).
   */
  sell_movement?:
    | 'down_share'
    | 'down_per_10'
    | 'down_block'
    | 'left_share'
    | 'left_share_pres'
    | 'left_block'
    | 'down_block_pres'
    | 'left_block_pres'
    | 'left_per_10_if_pres_else_left_one'
    | 'none';
  /**
   * How the price moves at the end of a stock round for shares in the pool. Default `none`.
   */
  pool_share_drop?: 'none' | 'down_block' | 'left_block' | 'down_share' | 'left_share';
  /**
   * Shares of one corporation must be sold together in one action. Default false.
   */
  must_sell_in_blocks?: boolean;
  /**
   * Most of any one corporation a player may hold, in percent, or a table by number of players (`{2: 70, 3: 60}`; the reference's `corporation_opts`). A corporation's own `max_ownership_percent` overrides it. Default 60.
   */
  max_ownership_percent?:
    | RawPercent
    | {
        /**
         * The limit for this player count.
         */
        [k: string]: RawPercent;
      };
  /**
   * Most of a corporation the pool may hold, in percent. Default 50.
   */
  market_share_limit?: RawPercent;
  /**
   * Several shares per turn (brown `multiple_buy` cells) may be bought only from the pool, not the IPO. Default false.
   */
  multiple_buy_only_from_market?: boolean;
  /**
   * A corporation whose shares are all held by players rises at the end of a stock round. Default true.
   */
  sold_out_increase?: boolean;
  /**
   * A president may sell the president's certificate to the pool. Default false.
   */
  president_sales_to_market?: boolean;
  /**
   * Who starts the next stock round. Default `after_last_to_act` (the player after the last to act).
   */
  next_sr_player_order?:
    'after_last_to_act' | 'first_to_pass' | 'most_cash' | 'least_cash' | 'next_clockwise' | 'most_cash_keep_order';
  /**
   * When a corporation must own a train: `route` (if it has a route), `never`, `always`. Default `route`.
   */
  must_buy_train?: 'route' | 'never' | 'always';
  /**
   * In an emergency buy, from other corporations: `never`, `value` (at face value), `always` (any price). Default `value`.
   */
  ebuy_from_others?: 'never' | 'value' | 'always';
  /**
   * Selling shares for an emergency buy may swap the presidency of other corporations. Default true.
   */
  ebuy_pres_swap?: boolean;
  /**
   * An emergency buy from the depot must be the cheapest train. Default true.
   */
  ebuy_depot_train_must_be_cheapest?: boolean;
  /**
   * Where a train handed back goes (discarded over the train limit, traded in): `discard`, the depot's discard pile, buyable again; `remove`, out of the game (the reference's DISCARDED_TRAINS). Default `discard`.
   */
  discarded_trains?: 'discard' | 'remove';
  /**
   * Corporations may buy trains from other corporations. Default true.
   */
  allow_train_buy_from_others?: boolean;
  /**
   * When the home token is placed: `par`, `float`, `operating_round` (start of the next OR), `operate` (on first operating). Default `operate`.
   */
  home_token_timing?: 'par' | 'float' | 'operating_round' | 'operate';
  /**
   * Whose home cities are reserved from the start of the game: `corporations`, `minors` (18EU, whose majors have no home of their own) or `both`. Default `corporations`.
   */
  home_reservations?: 'corporations' | 'minors' | 'both';
  /**
   * Whether a home reservation blocks other corporations from tokening the city: `never`, `always`, `single_slot_cities`. Default `never`.
   */
  tile_reservation_blocks_others?: 'never' | 'always' | 'single_slot_cities';
  /**
   * Which track a tile lay may use: `permissive` (any), `semi_restrictive`, `restrictive` (new track must be on a route), `station_restrictive`. Default `semi_restrictive`.
   */
  track_restriction?: 'permissive' | 'semi_restrictive' | 'restrictive' | 'station_restrictive';
  /**
   * A lay may leave a town or city of the old tile out of the new track (the reference's ALLOW_REMOVING_TOWNS; 1856 from phase 6). Default false.
   */
  allow_removing_towns?: boolean;
  /**
   * Extra money every tile lay costs on top of terrain. Default 0.
   */
  tile_cost?: RawMoney;
  /**
   * The turn number play starts in (the reference's `setup_turn`): 0 where rounds come before the first stock round (the turn a `nextRound` hook then advances with `turn`). Default 1.
   */
  first_turn?: number;
  /**
   * What ends the game and when. Default `{bankrupt: immediate, bank: full_or}`.
   */
  game_end_check?: RawGameEndCheck;
  /**
   * Where the `fixed_round` game-end reason triggers (required when `game_end_check` names it): `{turn: N}` once turn N starts, or `{operating_round: N}` once the game's N-th operating round starts, counted over the whole game. The game then ends at the timing `game_end_check.fixed_round` gives: `{turn: 8}` with `full_or` ends it after turn 8's operating rounds, `{operating_round: 10}` with `current_or` after the tenth operating round.
   */
  fixed_round?:
    | {
        /**
         * The turn whose start triggers the end.
         */
        turn: number;
      }
    | {
        /**
         * The operating round of the game (1 the first) whose start triggers the end.
         */
        operating_round: number;
      };
  /**
   * How many bankruptcies end the game: `one`, or `all_but_one` player. Default `one`.
   */
  bankruptcy_ends_game_after?: 'one' | 'all_but_one';
  /**
   * The order of precedence of game-end timings, first the strongest: a reason triggered later replaces the trigger only if its timing comes earlier in this list (1867: `[one_more_full_or_set, current_or]`, so a broken bank does not cut short a final set already announced). Default `[immediate, current_round, current_or, full_or, one_more_full_or_set]`.
   *
   * @minItems 1
   */
  game_end_timing_priority?: ('immediate' | 'current_round' | 'current_or' | 'full_or' | 'one_more_full_or_set')[];
  /**
   * Operating rounds in every set that starts after the game's end has been triggered (1867's last set of three); absent: the phase's `operating_rounds`.
   */
  final_operating_rounds?: number;
  /**
   * A tile laid on a hex with stubs (track drawn to an edge) must have an exit at every stub's edge (1867's St. Jérôme; the reference's StubsAreRestricted). Default `false`.
   */
  stubs_restricted?: boolean;
}
/**
 * The initial (private company) auction.
 */
export interface RawAuction {
  /**
   * The auction: `waterfall` (1830: buy the cheapest or bid on any), `selection` (1817, 1840: the lots one at a time, in order, each bid on in turn), `dutch` (18EU: a lot's price falls each time every player declines it, until someone takes it), `concession` (1841, 1873: a player nominates any lot with a bid, the others bid in turn), `none`, or `{step: name}` for a title's own auction step. Default `waterfall`.
   */
  style?:
    | ('waterfall' | 'selection' | 'dutch' | 'concession' | 'none')
    | {
        /**
         * The step's name (its file `steps/<name>.ts`).
         */
        step: RawIdentifier;
      };
  /**
   * The smallest raise over the current bid. Default 5.
   */
  min_bid_increment?: RawMoney;
  /**
   * Bids must be multiples of the increment. Default false.
   */
  must_bid_increment_multiple?: boolean;
  /**
   * Only a player's highest bid ties up their money. Default false.
   */
  only_highest_bid_committed?: boolean;
  /**
   * What a `selection`, `dutch` or `concession` auction sells: `companies` (privates, concessions; in title order, or as the `initialAuctionCompanies` hook says) or `minors` (each starts, owned by its buyer, as it is sold). Default `companies`.
   */
  lots?: 'companies' | 'minors';
  /**
   * Selection auction: what every player passing on a lot with no bid does: `discount` (it gets cheaper by `pass_discount` and is offered again; free, the next player must take it; once the first lot is sold, owned companies pay instead) or `remove` (it leaves the auction, unsold for the rest of the game; as in the reference engine, so does the next lot, and the auction ends). Default `discount`.
   */
  all_pass?: 'discount' | 'remove';
  /**
   * Selection auction: how much cheaper a lot every player passed on gets. Default 5.
   */
  pass_discount?: RawMoney;
  /**
   * Dutch auction: the price every lot is first offered at; concession auction: the least opening bid. Default: the lot's value.
   */
  start_price?: RawMoney;
  /**
   * Dutch auction: how much the offered price falls each time every player declines the lot; at 0 the player who chose it must take it. Default 10.
   */
  price_drop?: RawMoney;
  /**
   * Dutch auction: a bid at or above `start_price` opens an auction among the other players, as in 18EU's modified Dutch auction (the price falls only while nobody has bid, and a lot is taken at a fallen price). False: a lot is only taken at the price offered. Default false.
   */
  bids_above?: boolean;
}
/**
 * Hexes of one colour: hex id key(s) → the preprinted parts in tile form (`blank` for an empty hex).
 */
export interface RawHexGroup {
  /**
   * The preprinted parts of the hex(es).
   */
  [k: string]: RawTile;
}
/**
 * The map: hexes grouped by colour.
 */
export interface RawHexes {
  /**
   * The white hexes.
   */
  white?: RawHexGroup;
  /**
   * The yellow hexes.
   */
  yellow?: RawHexGroup;
  /**
   * The green hexes.
   */
  green?: RawHexGroup;
  /**
   * The brown hexes.
   */
  brown?: RawHexGroup;
  /**
   * The gray hexes.
   */
  gray?: RawHexGroup;
  /**
   * The red hexes.
   */
  red?: RawHexGroup;
  /**
   * The blue hexes.
   */
  blue?: RawHexGroup;
  /**
   * The sepia hexes.
   */
  sepia?: RawHexGroup;
  /**
   * The purple hexes.
   */
  purple?: RawHexGroup;
  /**
   * The orange hexes.
   */
  orange?: RawHexGroup;
  /**
   * The pink hexes.
   */
  pink?: RawHexGroup;
}
/**
 * A tile of the title's own, not in the shared library.
 */
export interface RawTitleTile {
  /**
   * How many there are, or `unlimited`.
   */
  count: number | 'unlimited';
  /**
   * The tile's colour.
   */
  color: RawTileColor;
  /**
   * The tile's parts (compact or structured).
   */
  code: RawTile;
  /**
   * An optional rule (a `sym` of `meta.optional_rules`) without which the tile is not in the box: a game that does not choose it has no copy of the tile. Default: the tile is in every game.
   */
  optional_rule?: RawOptionalRuleSym;
}
/**
 * The tile manifest: which tiles the players may lay and how many. A name from the shared library (`titles/_tiles/<colour>.yaml`) maps to a count; a title's own tile maps to `{count, color, code}`, with `optional_rule` when only games of that optional rule have it.
 */
export interface RawTileManifest {
  [k: string]: RawTileManifestEntry;
}
/**
 * Names of places printed on the map, by hex id.
 */
export interface RawLocationNames {
  /**
   * The place name.
   */
  [k: string]: string;
}
/**
 * Loans from the bank. A corporation takes them in its operating turn (the `loan` step), owes interest on each every operating round, repays them once repaying opens, and what it still owes at the end lowers its shares' worth.
 */
export interface RawLoans {
  /**
   * What a loan is worth: what repaying one costs. Default 100.
   */
  value?: RawMoney;
  /**
   * How many loans the bank has to lend.
   */
  count: number;
  /**
   * What taking a loan pays the corporation. Default: its `value`.
   */
  proceeds?: RawMoney;
  /**
   * Interest owed per loan each operating round (the `loanInterest` hook may vary it).
   */
  interest: RawMoney;
  /**
   * How many loans one corporation may owe: a number, a number per corporation `type`, `player_shares` (as many as its shares players hold) or `shares` (as many as it has shares). The `loanLimit` hook may change it.
   */
  limit:
    | number
    | {
        /**
         * Most loans a corporation of this type may owe.
         */
        [k: string]: number;
      }
    | ('player_shares' | 'shares');
  /**
   * Most loans a corporation may take in one operating round. Default: no limit.
   */
  per_turn?: number;
  /**
   * Whether a corporation may take a loan in a round in which it repaid one. Default true.
   */
  after_repaying?: boolean;
  /**
   * A phase status under which no loan may be taken (1856's `no_loans`).
   */
  forbidden_status?: RawIdentifier;
  /**
   * The operating step after which interest is due: paid right after the action that saw it pass (1856: `route`). Default: never by the engine (a title's step charges it).
   */
  interest_after?: RawIdentifier;
  /**
   * A loan taken after its corporation paid this round's interest brings its value less one loan's interest. Default false.
   */
  late_loans_pay_interest?: boolean;
  /**
   * What the treasury cannot pay of the interest: `president` pays it (into debt, then a cash crisis), or it comes out of the run's revenue first (`revenue_then_president`). Default `president`.
   */
  unpaid_interest?: 'president' | 'revenue_then_president';
  /**
   * The operating step after which loans may be repaid: the `loan` step then waits to repay, take or pass (1856: `buy_train`). Default: none.
   */
  repay_after?: RawIdentifier;
  /**
   * Loans above the limit once repaying opens are repaid at once, the president paying what the treasury lacks. Default false.
   */
  repay_over_limit?: boolean;
  /**
   * Share price moves when a loan is taken or repaid (1817: left, right). Default: none.
   */
  price_moves?: {
    /**
     * A share price move.
     */
    take?: 'left' | 'right' | 'up' | 'down';
    /**
     * A share price move.
     */
    repay?: 'left' | 'right' | 'up' | 'down';
  };
  /**
   * At the end, each 10% of a corporation a player holds is worth this much less per loan the corporation owes (1856: 10). Default 0.
   */
  end_value_per_share?: RawMoney;
  /**
   * When the game ends, each loan a corporation still owes moves its share price one step this way and is cancelled (1867: `left`). Default: loans stay owed.
   */
  end_price_move?: 'left' | 'right' | 'up' | 'down';
}
/**
 * The national corporation and what nationalisation gives it.
 */
export interface RawNational {
  /**
   * The national: a corporation of this title (of a type of its own, e.g. `national`).
   */
  corporation: RawSym;
  /**
   * Hexes where a city is kept for the national's tokens: its last unplaced tokens are saved for them (the reference's NATIONAL_RESERVATIONS). Default: none.
   */
  reserved_hexes?: RawHexIdList;
  /**
   * Where a nationalised corporation's treasury, trains and companies go: `bank` (the treasury to the bank, trains out of the game, companies closed) or `national`. Default `bank`.
   */
  assets?: 'bank' | 'national';
  /**
   * Steps left a nationalised corporation's share price moves for each loan it still owes, after the one step every nationalisation moves it. Default 1.
   */
  loan_price_moves?: number;
  /**
   * A phase status under which the national operates, after every other operator: it places its home token (its `coordinates` and `city`) the first time, if that hex's reservation for it is still open; every step stands aside for it (a dividend withheld, trains bought by the rules: the cheapest the depot has if it has none, then as many of the next as its treasury pays for) except the route step when `routes` is `player`. Absent: it never operates.
   */
  operates?: RawIdentifier;
  /**
   * Who chooses the national's routes when it operates: `automatic` (the engine runs the best the rules allow) or `player` (the player with the priority deal enters them, as 1861 asks). Default `automatic`.
   */
  routes?: 'automatic' | 'player';
}
