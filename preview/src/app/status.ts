/**
 * The title build's status from the dev server: a problem in a title's YAML shows at the top of
 * the page as `file:line:col  message` (the page keeps showing the last good title below it),
 * and goes away when the file is fixed.
 */
import { EVENT_STATUS, type BuildStatus, type PageDiagnostic } from '../protocol.js';
import { esc } from '../render/svg.js';



export function renderDiagnostics(diagnostics: readonly PageDiagnostic[]): string {
  const items = diagnostics
    .map(
      (d) =>
        `<li class="${esc(d.severity)}" data-testid="diagnostic" data-code="${esc(d.code)}"><code>${esc(`${d.file}:${d.line}:${d.col}`)}</code>  <span class="message">${esc(d.message)}</span>` +
        (d.hint ? ` <span class="hint">(hint: ${esc(d.hint)})</span>` : '') +
        '</li>',
    )
    .join('');
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const head = errors ? `${errors} error${errors === 1 ? '' : 's'} in the titles — showing the last good build` : 'Warnings';
  return `<h2>${esc(head)}</h2><ul>${items}</ul>`;
}

export function startStatus(panel: HTMLElement, badge: HTMLElement): void {
  let version = -1;
  const apply = (status: BuildStatus) => {
    if (status.version < version) return;
    version = status.version;
    panel.hidden = status.diagnostics.length === 0;
    panel.innerHTML = status.diagnostics.length ? renderDiagnostics(status.diagnostics) : '';
    badge.textContent = status.building ? 'building…' : status.ok ? `titles ok · build ${status.version}` : 'titles have errors';
    badge.dataset.ok = String(status.ok);
    badge.dataset.version = String(status.version);
  };
  fetch('/__trackwright/status.json')
    .then((r) => (r.ok ? (r.json() as Promise<BuildStatus>) : undefined))
    .then((s) => s && apply(s))
    .catch(() => undefined);
  if (import.meta.hot) import.meta.hot.on(EVENT_STATUS, (status: BuildStatus) => apply(status));
}
