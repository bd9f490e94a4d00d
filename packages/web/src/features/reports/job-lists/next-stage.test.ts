import { describe, expect, it } from 'vitest';
import { BACKLOG_STAGES, backlogStageId } from '@signshop/domain';
import type { BacklogStage } from '../shared/queries.ts';
import {
  readyForProductionEntries,
  nextStage,
  nextStageEntries,
  thermoformedReceivedEntries,
} from './next-stage.ts';

/** The stages as GET /api/backlog returns them: ordering is the position in the domain list. */
const stages: BacklogStage[] = BACKLOG_STAGES.map((stage, ordering) => ({ ...stage, ordering }));
const DATE = '2026-05-04';

describe('nextStage', () => {
  it('is the stage with the next ordering, whatever order the list came in', () => {
    const shuffled = stages.toReversed();
    expect(nextStage(shuffled, 'Drawing Started')?.label).toBe('Drawing Sent To Customer');
    expect(nextStage(shuffled, 'Ready For Production')?.label).toBe('In Production');
  });

  it('is null after the last stage and for an unknown label', () => {
    expect(nextStage(stages, 'Thermoformed Signs Received')).toBeNull();
    expect(nextStage(stages, 'Nope')).toBeNull();
  });
});

describe('nextStageEntries', () => {
  it('records the next stage, checked, on the chosen date', () => {
    expect(nextStageEntries(stages, 'Drawing Approved', 7, DATE)).toEqual([
      { quote_id: 7, type_id: backlogStageId('on_hold'), is_checked: true, date_given: DATE },
    ]);
  });

  it('moving from Materials Ordered also records Materials Received with the same date', () => {
    expect(nextStageEntries(stages, 'Materials Ordered (Expected Date)', 7, DATE)).toEqual([
      { quote_id: 7, type_id: backlogStageId('customer_ship_date'), is_checked: true, date_given: DATE },
      { quote_id: 7, type_id: backlogStageId('materials_received'), is_checked: true, date_given: DATE },
    ]);
  });

  it('records Materials Received once when it is itself the next stage', () => {
    const withoutShipDate = stages.filter((stage) => stage.key !== 'customer_ship_date');
    expect(nextStageEntries(withoutShipDate, 'Materials Ordered (Expected Date)', 7, DATE)).toEqual([
      { quote_id: 7, type_id: backlogStageId('materials_received'), is_checked: true, date_given: DATE },
    ]);
  });

  it('records nothing after the last stage', () => {
    expect(nextStageEntries(stages, 'Thermoformed Signs Received', 7, DATE)).toEqual([]);
  });
});

describe('fixed entries', () => {
  it('the thermoformed search records Ready For Production and Thermoformed Signs Received', () => {
    expect(thermoformedReceivedEntries(3, DATE)).toEqual([
      { quote_id: 3, type_id: backlogStageId('ready_for_production'), is_checked: true, date_given: DATE },
      { quote_id: 3, type_id: backlogStageId('thermoformed_received'), is_checked: true, date_given: DATE },
    ]);
  });

  it('the production page records a Ready For Production step', () => {
    expect(readyForProductionEntries(3, DATE)).toEqual([
      { quote_id: 3, type_id: backlogStageId('ready_for_production'), is_checked: true, date_given: DATE },
    ]);
  });
});
