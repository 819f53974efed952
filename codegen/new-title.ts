import type { ProjectLayout } from './fingerprint.js';
export function scaffoldTitle(_layout: ProjectLayout, _id: string): number {
  return 0;
}
