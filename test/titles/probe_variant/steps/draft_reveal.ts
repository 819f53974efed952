/** The base's reveal step, renamed: a variant's step replacing its base's by subclassing it. */
import DraftReveal from '../../probe_flow/steps/draft_reveal.js';

export default class VariantReveal extends DraftReveal {
  override description(): string {
    return `${super.description()} (variant)`;
  }
}
