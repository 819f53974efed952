/**
 * How request bodies are read: JSON only (anything else is a 415, `text/plain` included, which
 * Fastify would otherwise hand the handler as a string, answered 400), parsed by Fastify's own
 * parser (which refuses `__proto__` keys), after a check of how deeply it nests, and its text is
 * checked to be Unicode (no lone surrogates). Nothing the API
 * takes nests deeper than a recording's route inside an auto action (about 15 levels); a body
 * nesting thousands of levels deep in a field nobody reads would be stored as it came, and
 * serialising it again overflowed the stack (500).
 */
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

/** How deeply a request body's arrays and objects may nest. */
export const MAX_BODY_DEPTH = 32;

export function readJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_BODY_DEPTH)) {
      done(new ApiError(400, 'request/too_deep', `the body nests arrays and objects more than ${MAX_BODY_DEPTH} levels deep`, { limit: MAX_BODY_DEPTH }), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      if (!error && hasLoneSurrogate(value)) {
        done(new ApiError(400, 'request/invalid', 'the body holds text that is not Unicode (a lone surrogate such as \\ud800): names, messages and ids must be text'), undefined);
        return;
      }
      done(error, value);
    });
  });
}

/**
 * Whether any string in a parsed body (keys included) holds half of a surrogate pair: JSON lets
 * `"\ud800"` through, but it is no character, and text stored from it cannot be written as UTF-8.
 * The body nests at most `MAX_BODY_DEPTH` levels (checked before parsing), so recursion is safe.
 */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return LONE_SURROGATE.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  for (const [key, item] of Object.entries(value)) if (LONE_SURROGATE.test(key) || hasLoneSurrogate(item)) return true;
  return false;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another, read once
 * from the start without parsing (brackets inside strings do not count). Text that is not JSON
 * is left to the parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}
