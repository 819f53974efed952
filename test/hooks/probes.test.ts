/**
 * The probe titles themselves: they compile without a diagnostic (vitest's global setup builds
 * them but only reports problems), and together they define every hook the engine has, each
 * named by a test here, so a hook added to HOOK_NAMES without a probe fails this suite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../codegen/build.js';
import { formatDiagnostic } from '../../codegen/diagnostics.js';
import { HOOK_NAMES } from '../../runtime/title/hooks.js';
import probeAuthoring from '../generated/titles/probe_authoring/index.js';
import probeConcession from '../generated/titles/probe_concession/index.js';
import probeDutch from '../generated/titles/probe_dutch/index.js';
import probeEnd from '../generated/titles/probe_end/index.js';
import probeEvents from '../generated/titles/probe_events/index.js';
import probeFlow from '../generated/titles/probe_flow/index.js';
import probeKinds from '../generated/titles/probe_kinds/index.js';
import probeEntityKind from '../generated/titles/probe_entity_kind/index.js';
import probeCapitalization from '../generated/titles/probe_capitalization/index.js';
import probeDestination from '../generated/titles/probe_destination/index.js';
import probeLoans from '../generated/titles/probe_loans/index.js';
import probeMerger from '../generated/titles/probe_merger/index.js';
import probeMinor from '../generated/titles/probe_minor/index.js';
import probeNational from '../generated/titles/probe_national/index.js';
import probeSelection from '../generated/titles/probe_selection/index.js';
import probeCompanyLay from '../generated/titles/probe_company_lay/index.js';
import probeIncome from '../generated/titles/probe_income/index.js';
import probeLayTogether from '../generated/titles/probe_lay_together/index.js';
import probeNeutral from '../generated/titles/probe_neutral/index.js';
import probeStock from '../generated/titles/probe_stock/index.js';
import probeTokenAbility from '../generated/titles/probe_token_ability/index.js';
import probeTrack from '../generated/titles/probe_track/index.js';
import probeVariant from '../generated/titles/probe_variant/index.js';
import probeVariantChain from '../generated/titles/probe_variant_chain/index.js';
import { PROBES_LAYOUT } from '../support/probes.js';

const PROBES = { probe_authoring: probeAuthoring, probe_capitalization: probeCapitalization, probe_company_lay: probeCompanyLay, probe_concession: probeConcession, probe_destination: probeDestination, probe_dutch: probeDutch, probe_end: probeEnd, probe_entity_kind: probeEntityKind, probe_events: probeEvents, probe_flow: probeFlow, probe_income: probeIncome, probe_kinds: probeKinds, probe_lay_together: probeLayTogether, probe_loans: probeLoans, probe_merger: probeMerger, probe_minor: probeMinor, probe_national: probeNational, probe_neutral: probeNeutral, probe_selection: probeSelection, probe_stock: probeStock, probe_token_ability: probeTokenAbility, probe_track: probeTrack, probe_variant: probeVariant, probe_variant_chain: probeVariantChain };

describe('the probe titles', () => {
  it('compile without a diagnostic, every one of them imported here', async () => {
    const result = await build({ layout: PROBES_LAYOUT, validateOnly: true });
    expect(result.diagnostics.map((d) => formatDiagnostic(d))).toEqual([]);
    expect(result.titles).toEqual(Object.keys(PROBES));
  });

  it('define every hook the engine has', () => {
    const defined = new Set(Object.values(PROBES).flatMap((probe) => Object.keys(probe.hooks)));
    expect(HOOK_NAMES.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('have every hook named in the title of a test under test/hooks/', () => {
    const dir = import.meta.dirname;
    const titles = readdirSync(dir)
      .filter((name) => name.endsWith('.test.ts') && name !== 'probes.test.ts')
      .flatMap((name) => readFileSync(join(dir, name), 'utf8').split('\n'))
      .filter((line) => /^\s*(it|describe)\(/.test(line))
      .join('\n');
    expect(HOOK_NAMES.filter((name) => !new RegExp(`\\b${name}\\b`).test(titles))).toEqual([]);
  });
});
