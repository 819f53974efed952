/**
 * From choices to actions: the concrete actions a legal action stands for — all of them where
 * they are few, the ends of a range where they are many (`examples`) — or one drawn at random
 * (`pick`, with the caller's generator: the engine has no randomness of its own here).
 */
import type { Action } from '../actions/types.js';
import { actionFor } from './base.js';
import { bidTarget, isListed, type EngineLegal, type FieldRange, type LegalAction } from './types.js';

/** Numbers in [0, 1) from the caller's seeded generator. */
export type Random = () => number;

function bidAction(legal: Extract<EngineLegal, { type: 'bid' }>, price: number): Action {
  return actionFor(legal, { ...bidTarget(legal), price });
}

/** Values of a range to try: its ends (on the step), and one between where `random` is given. */
function rangeValues(min: number, max: number, step: number, random?: Random): number[] {
  const top = min + Math.floor((max - min) / step) * step;
  const values = [min, top];
  if (random && top > min) values.push(min + Math.floor(random() * ((top - min) / step + 1)) * step);
  return [...new Set(values)];
}

/** Concrete actions for a legal action: every one where they are few, a range's ends (and one value between, with `random`). */
export function examples(legal: LegalAction, random?: Random): Action[] {
  if (isListed(legal)) return legal.ranges ? legal.listed.flatMap((listed) => rangedExamples(listed, legal.ranges!, random)) : [...legal.listed];
  switch (legal.type) {
    case 'pass':
    case 'bankrupt':
    case 'end_game':
      return [actionFor(legal)];
    case 'bid':
      return rangeValues(legal.min, legal.max, legal.step, random).map((price) => bidAction(legal, price));
    case 'buy_shares':
    case 'sell_shares':
      return [actionFor(legal, { shares: [...legal.shares], percent: legal.percent, ...(legal.sharePrice !== undefined ? { share_price: legal.sharePrice } : {}) })];
    case 'par':
      return legal.prices.map((p) => actionFor(legal, { corporation: legal.corporation, share_price: p.id }));
    case 'buy_company':
      return rangeValues(legal.min, legal.max, 1, random).map((price) => actionFor(legal, { company: legal.company, price }));
    case 'lay_tile':
      return legal.rotations.map((rotation) => actionFor(legal, { hex: legal.hex, tile: legal.tileId, rotation }));
    case 'place_token':
      return [actionFor(legal, { city: legal.city, slot: legal.slot, ...(legal.tokenType === undefined ? {} : { token_type: legal.tokenType }) })];
    case 'buy_train':
      return rangeValues(legal.min, legal.max, 1, random).map((price) =>
        actionFor(legal, { train: legal.train, price, variant: legal.variant, ...(legal.exchange ? { exchange: legal.exchange } : {}) }),
      );
    case 'run_routes':
      return [legal.best];
    case 'dividend':
      return legal.kinds.map((k) => actionFor(legal, { kind: k.kind }));
    case 'discard_train':
      return legal.trains.map((train) => actionFor(legal, { train }));
    case 'assign':
      return [actionFor(legal, { target: legal.target, target_type: legal.targetType })];
  }
}

/** A listed action with each ranged field at its range's ends (and one value between, with `random`). */
function rangedExamples(listed: Action, ranges: Readonly<Record<string, FieldRange>>, random?: Random): Action[] {
  let out: Action[] = [listed];
  for (const [field, range] of Object.entries(ranges)) {
    const values = rangeValues(range.min, range.max, range.step, random);
    out = out.flatMap((action) => values.map((value) => ({ ...action, [field]: value }) as Action));
  }
  return out;
}

/** One concrete action for a legal action, drawn with `random`; undefined for a type no step described. */
export function pick(legal: LegalAction, random: Random): Action | undefined {
  if (!isListed(legal) && legal.type === 'bid') {
    const steps = Math.floor((legal.max - legal.min) / legal.step);
    return bidAction(legal, legal.min + Math.floor(random() * (steps + 1)) * legal.step);
  }
  if (!isListed(legal) && (legal.type === 'buy_company' || legal.type === 'buy_train')) {
    const price = legal.min + Math.floor(random() * (legal.max - legal.min + 1));
    return examples(legal).length ? { ...examples(legal)[0], price } as Action : undefined;
  }
  if (isListed(legal) && legal.ranges && legal.listed.length > 0) {
    const listed = legal.listed[Math.floor(random() * legal.listed.length)];
    const drawn = Object.entries(legal.ranges).map(([field, r]) => [field, r.min + Math.floor(random() * (Math.floor((r.max - r.min) / r.step) + 1)) * r.step]);
    return { ...listed, ...Object.fromEntries(drawn) } as Action;
  }
  const all = examples(legal);
  return all.length ? all[Math.floor(random() * all.length)] : undefined;
}
