/**
 * Abilities as a designer reads them: each compiled ability (of a private, a corporation or a
 * minor) as one English sentence of what it does and a list of when it applies — who must own
 * it, in which step, how often, until when. Written from the compiled fields, so the text says
 * what the engine will do; the YAML's free-text `description`, when given, is shown beside it
 * (what the card says), never instead of it.
 */
import type { Ability, TitleDefinition } from '../../../runtime/index.js';
import type { MoneyFormat } from './decorations.js';
import { esc } from './svg.js';

export interface AbilityText {
  readonly type: string;
  /** What it does. */
  readonly what: string;
  /** When and for whom it applies. */
  readonly conditions: readonly string[];
  /** The YAML's own `description` of it (the card's text), when given. */
  readonly description?: string;
}

/** `when` values in words. */
const WHEN: Readonly<Record<string, string>> = {
  any: 'at any time',
  owning_corp_or_turn: "in the owning corporation's operating turn",
  owning_player_or_turn: "in the operating turn of a corporation its owner presides",
  owning_player_track: "in the track step of a corporation its owner presides",
  owning_player_token: "in the token step of a corporation its owner presides",
  owning_player_sr_turn: "in its owner's stock round turn",
  or_between_turns: 'between operating turns',
  or_start: 'at the start of an operating round',
  stock_round: 'in a stock round',
  track: 'in the track step',
  token: 'in the token step',
  track_and_token: 'in the track and token step',
  route: 'in the route step',
  dividend: 'in the dividend step',
  buy_train: 'in the train step',
  special_track: 'in the special track step',
  sold: 'when sold to a corporation',
  bought_train: 'when a train is bought',
  par: 'when the corporation is parred',
  buying_train: 'when its corporation buys a train',
  ran_train: 'when its corporation runs its trains',
  operated: 'when its corporation has operated',
};

/** A train discount in words: an amount over 1, a share of the price at most 1 (`0.5`: half price). */
export function discountText(discount: number, money: MoneyFormat): string {
  if (discount > 1) return `${money(discount)} off`;
  return discount === 0.5 ? 'half price' : `${Math.round(discount * 100)}% off`;
}

function list(items: readonly string[], conjunction = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return n === 1 ? one : many;
}

function times(n: number): string {
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

function hexes(ids: readonly string[]): string {
  return `${plural(ids.length, 'hex', 'hexes')} ${list(ids, 'or')}`;
}

function tiles(names: readonly string[]): string {
  return `${plural(names.length, 'tile')} ${list(names, 'or')}`;
}

/** A share id (`PRR_1`, `B&O_0`, `random_president`) in words. */
function shareText(def: TitleDefinition, id: string): string {
  if (id === 'random_president') return "a random corporation's president's certificate";
  const at = id.lastIndexOf('_');
  const sym = at > 0 ? id.slice(0, at) : id;
  const index = at > 0 ? Number(id.slice(at + 1)) : Number.NaN;
  const corporation = def.corporations.find((c) => c.sym === sym);
  if (index === 0) return `the ${sym} president's certificate${corporation ? ` (${corporation.shares[0]}%)` : ''}`;
  const percent = corporation && Number.isInteger(index) ? corporation.shares[index] : undefined;
  return percent ? `a ${percent}% ${sym} share` : `the ${sym} share ${id}`;
}

function what(ability: Ability, def: TitleDefinition, money: MoneyFormat): string {
  switch (ability.type) {
    case 'blocks_hexes':
      return `Blocks ${hexes(ability.hexes)}: no corporation may lay track there${ability.hidden ? ' (not shown on the map)' : ''}`;
    case 'tile_lay': {
      const cost = ability.free ? 'free' : ability.cost !== undefined ? `for ${money(ability.cost)}` : '';
      const discount = ability.discount ? `${money(ability.discount)} off the terrain cost` : '';
      const extras = [
        cost,
        discount,
        ability.special ? 'ignoring labels and city counts' : '',
        ability.connect ? '' : 'without connecting to its track',
        ability.consumeTileLay ? "using the corporation's own lay" : "besides the corporation's own lay",
        ability.blocks ? 'blocking the hexes until used' : '',
        ability.reachable ? 'on a hex its track reaches' : '',
        ability.paidBy === 'seller' ? 'paid by the player who sold it' : '',
      ].filter(Boolean);
      const together = ability.mustLayTogether ? `, one lay right after the other${ability.mustLayAll ? ', all of them' : ''}` : '';
      return `Lays ${tiles(ability.tiles)} on ${hexes(ability.hexes)}${extras.length ? ` (${extras.join(', ')})` : ''}${together}`;
    }
    case 'teleport':
      return `Lays ${tiles(ability.tiles)} on ${hexes(ability.hexes)} and places a station token there without a connection${ability.cost !== undefined ? `, for ${money(ability.cost)}` : ''}${ability.freeTileLay ? ', the tile free' : ''}`;
    case 'exchange': {
      const corps = ability.corporations === 'any' ? 'any corporation' : list(ability.corporations, 'or');
      const from = list(ability.from.map((f) => (f === 'ipo' ? 'the IPO' : f === 'market' ? 'the market' : 'the reserved shares')), 'or');
      return `Exchanges for a share of ${corps} from ${from}`;
    }
    case 'shares':
      return `Comes with ${list(ability.shares.map((s) => shareText(def, s)))}`;
    case 'close':
      if (ability.onPhase === 'never') return 'Never closes: stays open when the companies close';
      if (ability.when.includes('bought_train')) return `Closes when ${ability.corporation ?? 'its corporation'} buys its first train`;
      return 'Closes';
    case 'no_buy':
      return 'Cannot be bought by a corporation';
    case 'revenue_change':
      return `Its revenue becomes ${money(ability.revenue)}`;
    case 'tile_discount':
      return `${money(ability.discount)} off the cost of ${ability.terrain ? `${ability.terrain} terrain` : 'terrain'}${ability.hexes?.length ? ` on ${hexes(ability.hexes)}` : ''}`;
    case 'token': {
      const price = ability.price !== undefined ? ` for ${money(ability.price)}` : '';
      const teleport = ability.teleportPrice ? `, or ${money(ability.teleportPrice)} without a connection` : '';
      const extras = [
        ability.extraAction ? 'as an extra action' : '',
        ability.fromOwner ? "from the corporation's own tokens" : '',
        ability.neutral ? 'a neutral token' : '',
        ability.extraSlot ? 'in an extra slot' : '',
        ability.connected ? 'where its track reaches' : '',
      ].filter(Boolean);
      return `Places a station token in ${hexes(ability.hexes)}${ability.city !== undefined ? ` (city ${ability.city})` : ''}${price}${teleport}${extras.length ? ` (${extras.join(', ')})` : ''}`;
    }
    case 'reservation':
      return `Reserves slot ${ability.slot} of city ${ability.city} in ${ability.hex}`;
    case 'assign_hexes':
      return `Is assigned to one of ${hexes(ability.hexes)}`;
    case 'assign_corporation':
      return 'Is assigned to a corporation';
    case 'train_discount': {
      const trains = ability.trains.length ? `${list(ability.trains, 'or')} trains` : 'trains';
      const price = discountText(ability.discount, money);
      return `Buys ${trains} from the depot at ${price === 'half price' ? price : `${price} the price`} for its corporation`;
    }
    case 'description':
      return ability.description ?? '';
    case 'base':
      return ability.description ?? 'A behaviour of the title’s own';
    case 'tile_income':
      return `Its owner earns ${money(ability.income)} ${ability.terrain ? `for each ${ability.terrain} a lay pays for` : 'for each tile laid'}${ability.ownerOnly ? ' by its owner' : ' by anyone'}`;
    default:
      // A kind of the title's own (its kinds.ts): only its text is known here.
      return (ability as { readonly description?: string }).description ?? '';
  }
}

function removal(remove: string, def: TitleDefinition): string {
  if (remove === 'sold') return 'sold to a corporation';
  if (remove === 'par') return 'the corporation is parred';
  return def.phases.some((p) => p.name === remove) ? `phase ${remove}` : remove.replace(/_/g, ' ');
}

function conditions(ability: Ability, def: TitleDefinition): string[] {
  const out: string[] = [];
  if (ability.ownerType === 'player') out.push('while a player owns it');
  if (ability.ownerType === 'corporation') out.push('once a corporation owns it');
  const when = ability.when.filter((w) => !(ability.type === 'close' && w === 'bought_train'));
  // A step of the title's rounds (its own steps included) is the moment that step decides.
  const steps = new Set(Object.values(def.rounds.steps).flatMap((refs) => refs.map((ref) => ref.step)));
  if (when.length) out.push(list(when.map((w) => WHEN[w] ?? (steps.has(w) ? `in the ${w.replace(/_/g, ' ')} step` : w.replace(/_/g, ' '))), 'or'));
  if (ability.count !== undefined) out.push(times(ability.count));
  if (ability.countPerOr !== undefined) out.push(`${times(ability.countPerOr)} per operating round`);
  if (ability.onPhase && ability.onPhase !== 'never') out.push(ability.type === 'revenue_change' ? `from phase ${ability.onPhase}` : `in phase ${ability.onPhase}`);
  if (ability.afterPhase) out.push(`after phase ${ability.afterPhase}`);
  if (ability.remove) out.push(`until ${removal(ability.remove, def)}`);
  if (ability.closedWhenUsedUp) out.push('the company closes when it is used up');
  return out;
}

export function abilityText(ability: Ability, def: TitleDefinition, money: MoneyFormat): AbilityText {
  const text = what(ability, def, money);
  // For text-only kinds the description is the sentence itself; for the others it is the card's words beside it.
  const description = ability.description && ability.description !== text ? { description: ability.description } : {};
  return { type: ability.type, what: text, conditions: conditions(ability, def), ...description };
}

/** A list of an entity's abilities, one item each (empty string for none). */
export function renderAbilities(abilities: readonly Ability[], def: TitleDefinition, money: MoneyFormat): string {
  if (abilities.length === 0) return '';
  const items = abilities.map((a) => {
    const t = abilityText(a, def, money);
    const when = t.conditions.length ? ` <span class="conditions">— ${esc(t.conditions.join('; '))}</span>` : '';
    const card = t.description ? ` <q class="description">${esc(t.description)}</q>` : '';
    return `<li data-ability="${esc(t.type)}"><span class="ability-type">${esc(t.type.replace(/_/g, ' '))}</span> ${esc(t.what)}${when}${card}</li>`;
  });
  return `<ul class="abilities">${items.join('')}</ul>`;
}
