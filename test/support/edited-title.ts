/**
 * A compiled title with one rule changed, as a designer's edit would change it: a train's price,
 * or the bank's cash. The module is the built one but for a definition copied with the change, so
 * the engine runs it as any title (and its fingerprint differs).
 */
import type { TitleModule } from '../../runtime/index.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';

function withDefinition(module: TitleModule, definition: TitleDefinition): TitleModule {
  return { ...module, definition };
}

/** `module` with train `name` (and its variant of that name) costing `price`. */
export function withTrainPrice(module: TitleModule, name: string, price: number): TitleModule {
  const { definition } = module;
  if (!definition.trains.some((t) => t.name === name)) throw new Error(`no train '${name}' in ${definition.meta.title}`);
  const trains = definition.trains.map((t) => (t.name === name ? { ...t, price, variants: t.variants.map((v) => (v.name === name ? { ...v, price } : v)) } : t));
  return withDefinition(module, { ...definition, trains });
}

/** `module` with a bank of `cash`. */
export function withBankCash(module: TitleModule, cash: number): TitleModule {
  const { definition } = module;
  return withDefinition(module, { ...definition, rules: { ...definition.rules, bankCash: cash } });
}
