import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import { Loaded } from '../../../platform/Loaded.tsx';
import { Page } from '../../../ui/Page.tsx';
import { FilterSelect } from '../shared/FilterSelect.tsx';
import { saveBacklogEntries } from '../shared/mutations.ts';
import { useBacklogStages } from '../shared/queries.ts';
import { JobListSection } from './JobListSection.tsx';
import { nextStage, nextStageEntries } from './next-stage.ts';

export const BACKLOG_REPORT_INFO =
  'This report lists the jobs whose latest backlog stage is the chosen one; shipped jobs are not listed. Tick a job, pick the date and save to move it to the next stage.';

/** /backlogreport: the jobs at one backlog stage (kept in the URL), moved on to the next stage. */
export function BacklogReportPage() {
  const [params, setParams] = useSearchParams();
  const stages = useBacklogStages();
  const stage = params.get('stage') ?? stages.data?.[0]?.label ?? '';
  const next = stages.data ? nextStage(stages.data, stage) : null;

  return (
    <Page title="Backlog Report">
      <Alert variant="info" className="py-2 small">
        {BACKLOG_REPORT_INFO}
      </Alert>
      <Loaded
        query={stages}
        loading="Loading the backlog stages ..."
        failed="Could not load the backlog stages"
      >
        {(stageList) => (
          <>
            <Row className="mb-3">
              <Col xs={12} sm={8} md={6} lg={4}>
                <FilterSelect
                  label="Backlog Stage"
                  value={stage}
                  options={stageList.map((item) => item.label)}
                  onChange={(label) => setParams({ stage: label })}
                />
              </Col>
            </Row>
            <JobListSection
              list="backlogreport"
              stage={stage}
              what={`the jobs at ${stage}`}
              empty={`No unshipped jobs are at ${stage}.`}
              label={`Jobs at ${stage}`}
              dateColumns={[{ label: stage, value: (row) => row.date_picked }]}
              mark={
                next
                  ? {
                      label: next.label,
                      onSave: (row, mark) =>
                        saveBacklogEntries(nextStageEntries(stageList, stage, row.quote_id, mark.date)),
                    }
                  : undefined
              }
            />
          </>
        )}
      </Loaded>
    </Page>
  );
}
