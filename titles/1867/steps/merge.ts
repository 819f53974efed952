/**
 * 1867's merger round turn of a minor: convert into a major (its price in the conversion range),
 * merge with minors its track reaches into a major, or pass. A conversion is `convert` then
 * `merge` naming the major; a merger is `merge` naming each minor to add (it ends by itself when
 * no more can join, or by a pass), then `merge` naming the major.
 */
import {
  type Action,
  type ActionOf,
  type TitleAction,
  check,
  listedLegal,
  passLegal,
  type LegalAction,
  type StepState,
  type RoundVar,
  Step,
} from '../../../runtime/sdk.js';
import { canConvert, convertMinor, mergeableCandidates, mergeMinors, mergePossible, targetMajors } from '../merger.js';
import { converted, converts, corporationsRemovingTokens, mergeType, shareDealingMultiple, shareDealingPlayers } from '../vars.js';

interface MergeState extends StepState {
  converting: string | null;
  merging: string[] | null;
  mergeMajor: boolean;
}

export default class Merge extends Step<MergeState> {
  description(): string {
    if (this.s.converting || this.s.mergeMajor) return 'Choose Major Corporation';
    return this.s.merging ? 'Merge Minor Corporations' : 'Convert or Merge Minor Corporation';
  }

  override initialState(): MergeState {
    return { ...super.initialState(), converting: null, merging: null, mergeMajor: false };
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [converted, mergeType, converts, shareDealingPlayers, shareDealingMultiple, corporationsRemovingTokens];
  }

  override setup(): void {
    this.s.converting = null;
    this.s.merging = null;
    this.s.mergeMajor = false;
  }

  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) !== 'corporation' || entity !== this.currentEntity() || this.round.get(converted)) return [];
    if (this.s.converting || this.s.mergeMajor) return ['merge'];
    return !this.s.merging && canConvert(this.game, entity) ? ['merge', 'convert', 'pass'] : ['merge', 'pass'];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    if (types.length === 0) return [];
    const out: LegalAction[] = [];
    // Merges that could only end refused (no owner able to become president) are left out.
    const merging = this.s.merging ?? [entity];
    const targets = this.s.converting
      ? targetMajors(this.game)
      : this.s.mergeMajor
        ? (mergePossible(this.game, merging) ? targetMajors(this.game) : [])
        : targetMajors(this.game).length ? mergeableCandidates(this.game, merging).filter((t) => this.viable([...merging, t], 2)) : [];
    if (targets.length) out.push(listedLegal(this.game, entity, 'merge', targets.map((corporation) => ({ corporation }))));
    if (types.includes('convert') && targetMajors(this.game).length) out.push(listedLegal(this.game, entity, 'convert', [{}]));
    if (types.includes('pass') && (!this.s.merging || mergePossible(this.game, this.s.merging))) out.push(passLegal(this.game, entity));
    return out;
  }

  /** Whether a merge of these minors can end in a major, now or after adding up to `depth` more. */
  private viable(merging: readonly string[], depth: number): boolean {
    const more = mergeableCandidates(this.game, merging);
    if (more.length === 0 || mergePossible(this.game, merging)) return mergePossible(this.game, merging);
    return depth > 0 && more.some((t) => this.viable([...merging, t], depth - 1));
  }

  process_convert(action: Action): void {
    this.s.converting = String(action.entity);
  }

  process_merge(action: TitleAction<'merge', { corporation?: string }>): void {
    const entity = String(action.entity);
    const target = action.corporation ?? '';
    if (this.s.converting) return this.finishConvert(entity, target);
    if (this.s.mergeMajor) return this.finishMerge(target);
    if (!this.game.recorded) check(mergeableCandidates(this.game, this.s.merging ?? [entity]).includes(target), 'merge/not_mergeable', `Cannot merge with ${target}`, { action, entity: target });
    this.s.merging ??= [entity];
    this.game.log.emit('note', { text: `Adding ${target} to merge of ${this.s.merging.join(',')}` });
    this.s.merging.push(target);
    if (mergeableCandidates(this.game, this.s.merging).length === 0) this.s.mergeMajor = true;
  }

  override process_pass(action: ActionOf<'pass'>): void {
    if (this.s.merging) {
      this.game.log.emit('note', { text: `Finish merge of ${this.s.merging.join(',')}` });
      this.s.mergeMajor = true;
      return;
    }
    super.process_pass(action);
  }

  private checkTarget(target: string): void {
    check(targetMajors(this.game).includes(target), 'merge/bad_major', `Choose a major to merge into, not ${target}`, { entity: target });
  }

  private finishConvert(minor: string, major: string): void {
    this.checkTarget(major);
    const owner = this.game.corporation(minor).owner!;
    this.s.converting = null;
    convertMinor(this.game, minor, major);
    this.round.entities[this.round.entityIndex] = major;
    this.dealing(major, 'convert', this.rotatedFrom(this.game.corporation(major).owner!), [owner]);
  }

  private finishMerge(major: string): void {
    this.checkTarget(major);
    const merging = this.s.merging!;
    this.round.entities[this.round.entityIndex] = major;
    this.s.mergeMajor = false;
    const { tooManyStations, owners } = mergeMinors(this.game, merging, major);
    this.round.state.entities = this.round.entities.filter((sym) => !merging.includes(sym));
    if (tooManyStations) this.round.set(corporationsRemovingTokens, [major, ...merging]);
    if (this.round.entities.length) this.round.entityIndex = this.round.entities.indexOf(major);
    this.s.merging = null;
    this.dealing(major, 'merge', owners, owners);
  }

  /** Players in seat order from one of them. */
  private rotatedFrom(player: string): string[] {
    const seats = this.game.state.players.map((p) => p.id);
    const at = seats.indexOf(player);
    return [...seats.slice(at), ...seats.slice(0, at)];
  }

  private dealing(major: string, type: 'convert' | 'merge', players: string[], multiple: string[]): void {
    this.round.set(converted, major);
    this.round.get(converts).push(major);
    this.round.set(mergeType, type);
    this.round.set(shareDealingPlayers, players);
    this.round.set(shareDealingMultiple, multiple);
  }
}
