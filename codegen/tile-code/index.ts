/** The tile-form compiler, for importers that name the folder; see ../tile-code.ts. */
export * from '../tile-code.js';
