/**
 * The literal name unions of one title; `codegen build` emits them as the title's `Types`, so
 * hooks and steps that name a corporation, train, hex or rule the title lacks fail to compile.
 */
export interface TitleTypes {
  readonly corporation: string;
  readonly company: string;
  readonly minor: string;
  readonly train: string;
  readonly phase: string;
  readonly hex: string;
  readonly tile: string;
  readonly optionalRule: string;
}
