import './admin-addons.css';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { newSignTypeSchema, sortProcesses } from '@signshop/domain';
import { screens } from '../../platform/screens.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { addonsOfBlock, editorRows } from './addon-rows.ts';
import { useLocalAddons } from './local-addons.ts';
import { ProcessBlock } from './ProcessBlock.tsx';
import { useSaveProcess } from './mutations.ts';
import { useAllAddons, useProcesses } from './queries.ts';
import { askText } from './text-popup.tsx';

const ALL = 'all';

/** Which blocks are open, by process id (or 'all'). */
function useOpenBlocks() {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const show = (key: string) => setOpen((current) => new Set(current).add(key));
  return { isOpen: (key: string) => open.has(key), toggle, show };
}

/** /admin/addons: every process with its costs and add-ons, plus the add-ons for All. */
export function AdminAddonsPage() {
  const processes = useProcesses();
  const addons = useAllAddons();
  const locals = useLocalAddons();
  const blocks = useOpenBlocks();
  const create = useSaveProcess();

  const newProcess = async () => {
    const name = (
      await askText({ title: 'New Process', label: 'Process label', submitLabel: 'Create' })
    )?.trim();
    if (!name) return;
    create.mutate(newSignTypeSchema.parse({ label: name, pdf_label: name }), {
      onSuccess: (created) => blocks.show(String(created.id)),
    });
  };

  const error = processes.error ?? addons.error;
  const rows = editorRows(addons.data ?? [], locals.rows);
  const ready = processes.data && addons.data;

  return (
    <Page
      title={screens.adminAddons.title}
      actions={
        ready && (
          <Button onClick={() => void newProcess()} disabled={create.isPending}>
            + New Process
          </Button>
        )
      }
    >
      {(processes.isPending || addons.isPending) && !error && (
        <LoadingState label="Loading processes and add-ons…" />
      )}
      {error && (
        <ErrorState
          title="Could not load the processes and add-ons"
          message={error.message}
          onRetry={() => {
            void processes.refetch();
            void addons.refetch();
          }}
        />
      )}
      {ready && (
        <>
          <p className="text-body-secondary">
            Open a process to edit its prices and add-ons. Untick In Use to retire a process: saved quotes
            keep it, marked Outdated.
          </p>
          <ProcessBlock
            process={null}
            rows={addonsOfBlock(rows, null)}
            locals={locals}
            open={blocks.isOpen(ALL)}
            onToggle={() => blocks.toggle(ALL)}
          />
          {processes.data.length === 0 && (
            <EmptyState
              icon="+"
              action={
                <Button variant="outline-primary" onClick={() => void newProcess()}>
                  New Process
                </Button>
              }
            >
              No processes yet. Create the first one to give it prices and add-ons.
            </EmptyState>
          )}
          {sortProcesses(processes.data).map((process) => (
            <ProcessBlock
              key={process.id}
              process={process}
              rows={addonsOfBlock(rows, process.id)}
              locals={locals}
              open={blocks.isOpen(String(process.id))}
              onToggle={() => blocks.toggle(String(process.id))}
            />
          ))}
        </>
      )}
    </Page>
  );
}
