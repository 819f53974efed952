/**
 * The probe's own action types, with their payloads (checked field by field when parsed):
 * picking a company in the draft, and revealing the picks.
 */
import { defineActions, opt, req } from '../../runtime/actions/spec.js';
import type { TitleAction } from '../../runtime/actions/types.js';

export default defineActions({
  pick_company: { company: req('string'), note: opt('string') },
  reveal: {},
});

export type PickCompany = TitleAction<'pick_company', { readonly company: string; readonly note?: string }>;
export type Reveal = TitleAction<'reveal'>;
