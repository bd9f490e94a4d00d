import { DEFAULT_PRODUCTION_STATE, type ProductionState } from '../lists/production.ts';

/** The daily schedule's filters as it opens: every one 'All' except production state In Production. */
export const DAILY_SCHEDULE_FILTER_DEFAULTS: Readonly<{
  equip: string;
  assign_to: string;
  completion: string;
  material: string;
  production_state: ProductionState;
}> = {
  equip: 'All',
  assign_to: 'All',
  completion: 'All',
  material: 'All',
  production_state: DEFAULT_PRODUCTION_STATE,
};
