/** The label an adjustment gets when none is typed. */
export const DEFAULT_ADJUSTMENT_LABEL = 'Adjustments';
