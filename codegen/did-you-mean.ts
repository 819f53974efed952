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
  const list = Array.isArray(candidates) ? (candidates as readonly string[]) : [...candidates];
  let best: string | undefined;
  let bestDistance = Infinity;
  let prefixMatch: string | undefined;
  let prefixMatches = 0;
  for (const candidate of list) {
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
  if (prefixMatches === 1) return prefixMatch;
  // A two-character name (`99`, `PR`) allows no edit by the rule above; one edit is still a
  // plausible typo where it leads to a single candidate, and a guess where it leads to several.
  if (wanted.length === 2 && bestDistance === 1) {
    const near = list.filter((c) => editDistance(wanted, fold(c)) === 1);
    budget -= near.length;
    if (near.length === 1) return near[0];
  }
  return undefined;
}

/** `did you mean 'B8'?`, `did you mean 'B8' or 'C9'?`: a hint naming one or more guesses. */
export function didYouMeanHint(guesses: readonly string[]): string | undefined {
  if (guesses.length === 0) return undefined;
  const quoted = guesses.map((g) => `'${g}'`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return `did you mean ${list}?`;
}

const HEX_ID = /^([A-Za-z]+)(-?\d+)$/;

/** A row or column written in letters as a number: A=1, Z=26, AA=27. */
function letterIndex(letters: string): number {
  let n = 0;
  for (const c of letters.toUpperCase()) n = n * 26 + (c.charCodeAt(0) - 64);
  return n;
}

/**
 * The hexes a mistyped hex id most plausibly meant. Hex ids are too short for edit distance
 * (`B9` is one edit from `B2`, `B4`, `B6`, `B8` and `C9` alike), so a `<letters><number>` id is
 * compared on the grid instead: the existing hexes closest to where it would be (at most two
 * steps of letter plus number), nearest first, at most `limit`; none when it is off the map
 * altogether. Ids of another form fall back to `didYouMean`.
 */
export function nearestHexes(input: string, hexes: Iterable<string>, limit = 3): string[] {
  const wanted = HEX_ID.exec(input.trim());
  if (!wanted) {
    const guess = didYouMean(input, hexes);
    return guess === undefined ? [] : [guess];
  }
  const [row, col] = [letterIndex(wanted[1]), Number(wanted[2])];
  const near: { id: string; distance: number }[] = [];
  for (const id of hexes) {
    budget--;
    const other = HEX_ID.exec(id);
    if (!other) continue;
    if (id.toUpperCase() === input.trim().toUpperCase()) return [id];
    const distance = Math.abs(letterIndex(other[1]) - row) + Math.abs(Number(other[2]) - col);
    if (distance <= 2) near.push({ id, distance });
  }
  if (budget < 0 || near.length === 0) return [];
  const closest = Math.min(...near.map((n) => n.distance));
  // The same row (or column) first: `B9` is likelier a slip of the number than of the letter.
  const key = (id: string) => {
    const [, letters, number] = HEX_ID.exec(id)!;
    return [letters.toUpperCase() === wanted[1].toUpperCase() ? 0 : 1, letterIndex(letters), Number(number)];
  };
  const order = (a: string, b: string) => {
    const [x, y] = [key(a), key(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
  };
  return near
    .filter((n) => n.distance === closest)
    .map((n) => n.id)
    .sort(order)
    .slice(0, limit);
}
