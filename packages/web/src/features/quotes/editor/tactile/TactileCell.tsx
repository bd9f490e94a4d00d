import { lazy, Suspense, type Dispatch } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import { numberOf, type EditorAction, type SignPath, type SignRow } from '../quote-editor-state.ts';
import { tactileSummaryOf } from './tactile-row-messages.ts';
import './tactile.css';

const TactileDialog = lazy(() => import('./TactileDialog.tsx').then((m) => ({ default: m.TactileDialog })));

/** A sign row's Braille button and its warnings; the dialog and liblouis load on first use. */
export function TactileCell(props: {
  sign: SignRow;
  path: SignPath;
  name: string;
  rowLabel: string;
  dispatch: Dispatch<EditorAction>;
}) {
  const { sign, path, name, rowLabel, dispatch } = props;
  const summary = tactileSummaryOf(sign);
  const open = () =>
    openModal(`Tactile text for ${name}`, (close) => (
      <Suspense fallback={<p className="p-3 small text-muted">Loading…</p>}>
        <TactileDialog
          initial={sign.tactile}
          size={{ width: numberOf(sign.width), height: numberOf(sign.height) }}
          close={close}
          onDone={(value) => dispatch({ type: 'tactile', path, value })}
        />
      </Suspense>
    ));
  return (
    <>
      <Button
        variant={summary ? 'primary' : 'outline-secondary'}
        size="sm"
        aria-label={`Braille ${rowLabel}`}
        title={
          summary
            ? summary.lines.map((line) => `${line.text}  ${line.braille}`).join('\n')
            : 'Tactile text and Braille'
        }
        onClick={open}
      >
        {summary ? `⠃ ${summary.lines[0]!.text}` : 'Braille'}
      </Button>
      {summary && summary.warnings.length > 0 && (
        <Badge
          bg="warning"
          text="dark"
          className="ms-1 tactile-warnings"
          title={summary.warnings.join('\n')}
          role="status"
        >
          ⚠{' '}
          {summary.warnings.length === 1
            ? summary.warnings[0]
            : `${summary.warnings.length} warnings: ${summary.warnings[0]}`}
        </Badge>
      )}
    </>
  );
}
