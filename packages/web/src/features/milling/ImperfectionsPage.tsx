import './machines.css';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useSearchParams } from 'react-router';
import { screens } from '../../platform/screens.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { ImperfectionsTable } from './ImperfectionsTable.tsx';
import { useSaveImperfections } from './mutations.ts';
import { useJobPlates } from './queries.ts';

/** /machineimperfections: find a job's plates and tick their imperfections; each tick is saved at once. */
export function ImperfectionsPage() {
  const [params, setParams] = useSearchParams();
  const job = params.get('job') ?? '';
  const [typed, setTyped] = useState(job);
  const plates = useJobPlates(job);
  const save = useSaveImperfections(job);

  return (
    <Page title={screens.imperfections.title}>
      <Form
        role="search"
        className="mb-4 machine-search"
        onSubmit={(event) => {
          event.preventDefault();
          const next = typed.trim();
          if (next === job) void plates.refetch();
          else setParams(next ? { job: next } : {});
        }}
      >
        <Form.Label htmlFor="imperfections-job">Job</Form.Label>
        <InputGroup>
          <Form.Control
            id="imperfections-job"
            type="search"
            placeholder="Job name, e.g. CityHall_Lobby"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </InputGroup>
        <Form.Text>Plates whose file name contains the job name. Ticks are saved as you make them.</Form.Text>
      </Form>

      {!job && (
        <EmptyState icon="?">
          <p className="mb-0 fw-semibold text-body">Search a job to see its plates</p>
        </EmptyState>
      )}
      {job && (
        <Loaded
          query={plates}
          loading="Loading the plates…"
          failed="Could not load the plates"
          empty={{
            icon: '0',
            text: <p className="mb-0 fw-semibold text-body">No plates for “{job}”</p>,
            when: (data) => data.plates.length === 0,
          }}
        >
          {({ plates: list }) => (
            <>
              <p className="small text-body-secondary">
                {list.length} plate{list.length === 1 ? '' : 's'} for “{job}”
                <span role="status" className="ms-2">
                  {save.isPending ? 'Saving…' : save.isSuccess ? 'Saved.' : ''}
                </span>
              </p>
              <ImperfectionsTable
                plates={list}
                onChange={(plate, imperfections) => save.save({ plate, imperfections })}
              />
            </>
          )}
        </Loaded>
      )}
    </Page>
  );
}
