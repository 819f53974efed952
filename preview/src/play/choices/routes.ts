/**
 * The run being chosen: each train with its route's revenue (or what is wrong with it), the
 * train whose route map clicks change, the run's total, and the buttons to run it, to go back to
 * the optimiser's best run, or to clear a train.
 */
import { ROUTE_COLORS } from '../../render/route-overlay.js';
import { esc } from '../../render/svg.js';
import type { RouteEditor } from '../route-editor.js';
import type { Choices } from './builder.js';

export function routeChoices(choices: Choices, editor: RouteEditor): string {
  const { status } = editor;
  const rows = status.routes.map((route, i) => {
    const color = ROUTE_COLORS[i % ROUTE_COLORS.length];
    const selected = route.train === editor.selected;
    const result = route.error
      ? `<span class="bad">${esc(route.error)}</span>`
      : route.incomplete
        ? '<span class="muted">click the next stop</span>'
        : route.stops === 0
          ? '<span class="muted">does not run</span>'
          : choices.money(route.revenue ?? 0);
    return (
      `<tr class="route-row${selected ? ' selected' : ''}" data-route-train="${esc(route.train)}"><td><span class="swatch" style="background:${color}"></span></td>` +
      `<td><button type="button" data-select-train="${esc(route.train)}" aria-pressed="${selected}">${esc(route.name)} <span class="muted">${esc(route.train)}</span></button></td>` +
      `<td class="num">${route.stops} stops</td><td data-route-revenue>${result}</td>` +
      `<td><button type="button" data-clear-train="${esc(route.train)}">Clear</button></td></tr>`
    );
  });
  const total = status.total === undefined ? 'a route is wrong' : choices.money(status.total);
  const best = editor.legal.revenue;
  const run = choices.button(`Run trains <span class="price" data-run-total>${esc(total)}</span>`, () => editor.action(), { type: 'run_routes' }, 'primary');
  return (
    `<div class="route-editor" data-operator="${esc(editor.operator)}"><table class="choice-table routes"><tbody>${rows.join('')}</tbody></table>` +
    `<p class="muted hint">Click a stop on the map to extend the chosen train’s route to it; click its last stop to take it back. The best run pays ${choices.money(best)}.</p>` +
    `<div>${run} <button type="button" data-best-run>Best run</button></div></div>`
  );
}
