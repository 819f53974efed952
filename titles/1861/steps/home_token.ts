/** 1861's home token: the engine's step (the corporation places it), not 1867's. */
import { HomeTokenStep } from '../../../runtime/sdk.js';

export default HomeTokenStep;
