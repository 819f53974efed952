/**
 * Optional rules keep the spelling their title gives them — the reference's own, so recordings
 * that name them replay (`LN_home_city_moved`) — and are named case-insensitively wherever a
 * name refers to one: a recording's settings, a game being created, a tile or hex tied to a rule
 * in the YAML. A reference is read as the title's spelling, so the engine, hooks
 * (`optionalRules.has('LN_home_city_moved')`) and the log see one name per rule.
 */

/** The rule a name refers to, whatever its case: its exact spelling first, else the one rule equal to it ignoring case. */
export function findOptionalRule<R extends { readonly sym: string }>(rules: readonly R[], name: string): R | undefined {
  const exact = rules.find((rule) => rule.sym === name);
  if (exact) return exact;
  const lower = name.toLowerCase();
  const matches = rules.filter((rule) => rule.sym.toLowerCase() === lower);
  return matches.length === 1 ? matches[0] : undefined;
}

/** The title's spelling of a rule name (the name itself when the title has no such rule). */
export function optionalRuleSpelling(rules: readonly { readonly sym: string }[], name: string): string {
  return findOptionalRule(rules, name)?.sym ?? name;
}
