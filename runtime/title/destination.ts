/**
 * A corporation's destination as a title's YAML gives it (`destination:` on a corporation; the
 * engine's side is runtime/engine/destinations.ts): any of `hexes`, connected by track to `from`
 * (default: the corporation's home hex).
 */
export interface DestinationDefinition {
  readonly hexes: readonly string[];
  readonly from?: string;
}
