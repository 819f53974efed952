/**
 * Undone actions the reference engine (at the traces' commit) refuses as well: played under the
 * rules of the day and taken back, so loading never meets them. Checked with the reference's
 * `process_action` after loading the actions before them; ours must refuse the same action
 * (action by action in test/replay/sequential.test.ts; the server's import refuses the recording
 * with it, test/server/recordings.test.ts).
 */
export const REFUSED_BY_REFERENCE: Readonly<Record<string, { readonly id: number; readonly code: string }>> = {
  // Minor 9 for a market share of RPR while RPR holds one in its treasury ("9 cannot be exchanged for RPR").
  '18EU/74045': { id: 509, code: 'exchange/bad_share' },
};
