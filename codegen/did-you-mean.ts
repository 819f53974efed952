/**
 * "Did you mean …?" suggestions for misspelt names (keys, part types, enum values, …).
 *
 * Comparison ignores case, `_` and `-`, so `visitCost`, `Visit-Cost` and `visit_cost` all match
 * exactly; otherwise the closest candidate by edit distance (counting a swap of two adjacent
 * letters as one edit, the commonest typo) wins, if it is close enough to be a plausible typo.
 */

/** Canonical spelling for comparison: designers mix snake_case, camelCase and kebab-case. */
function fold(name: string): string {
  return name.toLowerCase().replace(/[_-]/g, '');
}

/** Optimal-string-alignment distance: Levenshtein plus adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (a.length === 0) return b.length;
  if (b.length === 0) return a.length;
  // Three rolling rows are enough: a transposition looks back two rows.
  let prevPrev: number[] = new Array<number>(b.length + 1).fill(0);
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur: number[] = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, prevPrev[j - 2] + 1);
      }
      cur[j] = best;
    }
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return prev[b.length];
}

/** How many edits still look like a typo rather than a different word. */
function tolerance(length: number): number {
  if (length <= 2) return 0;
  if (length <= 4) return 1;
  if (length <= 8) return 2;
  return 3;
}

/**
 * How many more candidates suggestions may compare in the current compilation: a title with
 * 40,000 unknown names among 5,000 hexes would otherwise spend minutes on hints nobody reads
 * (only the first 500 diagnostics are listed). Unlimited outside `withSuggestionBudget`.
 */
let budget = Infinity;

/** Runs `work` with at most `comparisons` candidate comparisons for its suggestions. */
export function withSuggestionBudget<T>(comparisons: number, work: () => T): T {
  const outer = budget;
  budget = comparisons;
  try {
    return work();
  } finally {
    budget = outer;
  }
}

/**
 * The candidate `input` most plausibly meant, or `undefined` when none is close (or the
 * suggestion budget is spent). The first candidate wins ties, so callers list the commoner
 * names first.
 */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const wanted = fold(input);
  if (wanted.length === 0 || budget <= 0) return undefined;
  let best: string | undefined;
  let bestDistance = Infinity;
  let prefixMatch: string | undefined;
  let prefixMatches = 0;
  for (const candidate of candidates) {
    budget--;
    const folded = fold(candidate);
    if (folded === wanted) return candidate;
    const distance = editDistance(wanted, folded);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
    // An abbreviation (`rev` for `revenue`) is far by edit distance but plainly meant.
    if (wanted.length >= 3 && folded.startsWith(wanted)) {
      prefixMatch = candidate;
      prefixMatches++;
    }
  }
  if (best !== undefined && bestDistance <= tolerance(Math.max(wanted.length, fold(best).length))) {
    return best;
  }
  return prefixMatches === 1 ? prefixMatch : undefined;
}
