/**
 * 1846's company lays: the engine's, with the Little Miami's conditions (little_miami.ts). Its
 * first lay (or a pass before any) is refused while Cincinnati and Dayton are already connected;
 * its two lays may not share a hex; when its lays are used or given up, new track of each tile
 * it laid must connect the two cities. Only lays that can keep these are offered.
 */
import { type ActionOf, check, abilities, SpecialTrackStep, splitTileId, type LegalAction, gameVar } from '../../../runtime/sdk.js';
import { citiesConnected, CINCINNATI, DAYTON, exitMask, laidTile, LITTLE_MIAMI, newTrackConnects } from '../little_miami.js';

/** Hexes the Little Miami laid on, and the edges each of its lays added there. */
const laidByLittleMiami = gameVar('little_miami_laid', (): string[] => []);
const addedByLittleMiami = gameVar('little_miami_added', (): Record<string, number> => ({}));

export default class SpecialTrack1846 extends SpecialTrackStep {
  private isLittleMiami(entity: string): boolean {
    return this.game.kindOf(entity) === 'company' && this.game.companySym(entity) === LITTLE_MIAMI;
  }

  private laid(): readonly string[] {
    return this.game.effects.get(laidByLittleMiami);
  }

  /** Whether the Little Miami has lays left after the one being made (or none, after a pass). */
  private lastLay(): boolean {
    const ref = abilities(this.game, LITTLE_MIAMI, 'tile_lay', { time: 'any' })[0];
    return !ref || (ref.state.count ?? 1) <= 1;
  }

  private checkNotConnected(action: ActionOf<'lay_tile'> | ActionOf<'pass'>): void {
    if (this.laid().length > 0) return;
    check(!citiesConnected(this.game), 'track/little_miami_connected', `${CINCINNATI} and ${DAYTON} are already connected: the Little Miami cannot be used`, { action, entity: LITTLE_MIAMI });
  }

  private checkConnectsAfter(action: ActionOf<'lay_tile'> | ActionOf<'pass'>): void {
    const added = this.game.effects.get(addedByLittleMiami);
    check(newTrackConnects(this.game, added), 'track/little_miami_not_connected', `${CINCINNATI} and ${DAYTON} must be connected by the Little Miami's new track`, { action, entity: LITTLE_MIAMI });
  }

  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    if (!this.isLittleMiami(this.game.actorOf(action))) return super.process_lay_tile(action);
    // Read before the engine's own checks below: a hex that is not on the map is refused first.
    check(Object.hasOwn(this.game.state.map.hexes, action.hex), 'track/unknown_hex', `there is no hex ${action.hex}`, { action, entity: action.hex });
    this.checkNotConnected(action);
    check(!this.laid().includes(action.hex), 'track/little_miami_same_hex', 'the Little Miami cannot lay and upgrade a tile in the same hex', { action, entity: action.hex });
    const last = this.lastLay();
    const before = exitMask(this.game, action.hex);
    super.process_lay_tile(action);
    const added = { ...this.game.effects.get(addedByLittleMiami), [action.hex]: exitMask(this.game, action.hex) & ~before };
    this.game.effects.set(addedByLittleMiami, added);
    this.game.effects.set(laidByLittleMiami, [...this.laid(), action.hex]);
    if (last) this.checkConnectsAfter(action);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    if (this.isLittleMiami(this.game.actorOf(action))) {
      this.checkNotConnected(action);
      super.process_pass(action);
      this.checkConnectsAfter(action);
      return;
    }
    super.process_pass(action);
  }

  /**
   * The Little Miami's lays and pass only where they keep its conditions: its last lay (or a
   * pass) must leave the cities connected by its new track; an earlier lay only where a last lay
   * among those offered now — or stopping there — can then complete the connection.
   */
  override legalActions(entity: string): readonly LegalAction[] {
    const out = super.legalActions(entity);
    if (!this.isLittleMiami(entity)) return out;
    if (this.laid().length === 0 && citiesConnected(this.game)) return [];
    const last = this.lastLay();
    const added = this.game.effects.get(addedByLittleMiami);
    const lays = out.flatMap((legal) => (legal.type === 'lay_tile' && 'rotations' in legal && !this.laid().includes(legal.hex) ? [legal] : []));
    const candidate = (hex: string, tileId: string, rotation: number) => {
      const override = laidTile(this.game, hex, splitTileId(tileId).name, rotation);
      return { override, added: override.tile.exitMask & ~exitMask(this.game, hex) };
    };
    const completes = (hex: string, tileId: string, rotation: number): boolean => {
      const first = candidate(hex, tileId, rotation);
      const withFirst = { ...added, [hex]: first.added };
      if (last || newTrackConnects(this.game, withFirst, first.override)) return newTrackConnects(this.game, withFirst, first.override);
      // A second lay on the other hex, among those offered now, that completes it.
      return lays.some((second) => second.hex !== hex && second.rotations.some((r) => {
        const next = candidate(second.hex, second.tileId, r);
        return newTrackConnects(this.game, { ...withFirst, [second.hex]: next.added }, [first.override, next.override]);
      }));
    };
    return out.flatMap((legal): LegalAction[] => {
      if (legal.type === 'pass') return newTrackConnects(this.game, added) ? [legal] : [];
      if (legal.type !== 'lay_tile' || !('rotations' in legal)) return [legal];
      if (this.laid().includes(legal.hex)) return [];
      const rotations = legal.rotations.filter((rotation) => completes(legal.hex, legal.tileId, rotation));
      return rotations.length ? [{ ...legal, rotations }] : [];
    });
  }
}
