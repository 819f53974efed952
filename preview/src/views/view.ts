/** A page of the preview: mounted into the main element, told about route and title changes. */
import type { Route } from '../app/router.js';

export interface View {
  readonly element: HTMLElement;
  /** The route changed but may stay on this view (a replay's action); false to rebuild. */
  update?(route: Route): boolean;
  /** A title's definition changed (live editing). */
  definitionChanged?(id: string): void;
  destroy?(): void;
}

export function html(markup: string, tag = 'div', className = ''): HTMLElement {
  const element = document.createElement(tag);
  if (className) element.className = className;
  element.innerHTML = markup;
  return element;
}

export function errorBox(message: string): string {
  return `<div class="error-box" role="alert">${message.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] as string)}</div>`;
}
