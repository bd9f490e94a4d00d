/** Production state filter values of the daily schedule. */
export const PRODUCTION_STATES = [
  'All',
  'In Production',
  'Ready For Production',
  'Thermoformed Signs Received',
] as const;
export type ProductionState = (typeof PRODUCTION_STATES)[number];
/** The daily schedule's default production state. */
export const DEFAULT_PRODUCTION_STATE: ProductionState = 'In Production';
