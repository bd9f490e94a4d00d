import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import ModalBody from 'react-bootstrap/ModalBody';
import Table from 'react-bootstrap/Table';
import {
  BRAILLE_POSITIONS,
  MAX_TACTILE_LINES,
  brailleLineLength,
  cellCount,
  inches,
  sentenceCaseWording,
  splitTactileLines,
  tactileLayoutWarnings,
  translateTactile,
  type BraillePosition,
  type TactileText,
} from '@signshop/domain';
import { ModalActions } from '../components/ModalActions.tsx';
import { useBrailleTranslator } from './use-braille-translator.ts';

export interface TactileDialogProps {
  initial: TactileText | undefined;
  size: { width: number; height: number };
  close(): void;
  onDone(value: TactileText | undefined): void;
}

/** Each line's own Braille wording; null where it follows the raised text (its sentence case). */
const ownWordings = (initial: TactileText | undefined) =>
  (initial?.lines ?? []).map((line) =>
    line.wording && line.wording !== sentenceCaseWording(line.text) ? line.wording : null,
  );

/**
 * The tactile text of one sign: typed lines (raised, uppercase), each line's Braille wording (mixed
 * case, starting as the sentence case of the line, editable for proper nouns and acronyms), their
 * Grade 2 Braille as you type, and the ADA §703 checks.
 */
export function TactileDialog({ initial, size, close, onDone }: TactileDialogProps) {
  const [typed, setTyped] = useState(() => (initial?.lines ?? []).map((line) => line.text).join('\n'));
  const [wordings, setWordings] = useState<(string | null)[]>(() => ownWordings(initial));
  const [position, setPosition] = useState<BraillePosition>(initial?.braille_position ?? 'below');
  const translator = useBrailleTranslator();
  const result = useMemo(() => {
    const draft = {
      lines: splitTactileLines(typed).map((text, i) => ({
        text,
        wording: wordings[i] ?? sentenceCaseWording(text),
        braille: '',
      })),
      braille_position: position,
    };
    if (translator.status !== 'ready') return { tactile: draft, problems: [] };
    return translateTactile(draft, translator.translate);
  }, [typed, wordings, position, translator]);
  const setWording = (line: number, wording: string) =>
    setWordings((current) => Object.assign([...current], { [line]: wording }));
  const warnings = tactileLayoutWarnings(result.tactile, size);
  const lines = result.tactile.lines;

  return (
    <>
      <ModalBody>
        <Form.Group controlId="tactile-text" className="mb-2">
          <Form.Label className="small mb-1">
            Tactile text (one line per line, up to {MAX_TACTILE_LINES})
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={Math.min(Math.max(lines.length + 1, 2), MAX_TACTILE_LINES)}
            value={typed}
            autoFocus
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="tactile-position" className="mb-2">
          <Form.Label className="small mb-1">Braille</Form.Label>
          <Form.Select
            size="sm"
            value={position}
            onChange={(e) => setPosition(e.target.value as BraillePosition)}
          >
            {BRAILLE_POSITIONS.map((where) => (
              <option key={where} value={where}>
                {where} the text
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {translator.status === 'loading' && (
          <p className="small text-muted">Loading the Braille translator…</p>
        )}
        {translator.status === 'failed' && <Alert variant="danger">{translator.message}</Alert>}
        {lines.length > 0 && translator.status === 'ready' && (
          <Table size="sm" responsive className="tactile-preview mb-2">
            <thead>
              <tr>
                <th scope="col">Text</th>
                <th scope="col">Braille wording</th>
                <th scope="col">Braille (UEB Grade 2)</th>
                <th scope="col" className="text-end">
                  Cells
                </th>
                <th scope="col" className="text-end">
                  Length
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.map((line, i) => (
                <tr key={i}>
                  <td>{line.text}</td>
                  <td>
                    <Form.Control
                      size="sm"
                      className="tactile-wording"
                      value={wordings[i] ?? sentenceCaseWording(line.text)}
                      spellCheck={false}
                      aria-label={`Braille wording of line ${i + 1}`}
                      onChange={(event) => setWording(i, event.target.value)}
                    />
                  </td>
                  <td className="braille-cells" aria-label={`Braille line ${i + 1}`}>
                    {line.braille || '—'}
                  </td>
                  <td className="text-end">{cellCount(line.braille)}</td>
                  <td className="text-end text-nowrap">{inches(brailleLineLength(line.braille))}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        {[...result.problems.map((p) => p.message), ...warnings.map((w) => `${w.rule} ${w.message}`)].map(
          (message) => (
            <Alert key={message} variant="warning" className="py-1 px-2 mb-1 small" role="status">
              {message}
            </Alert>
          ),
        )}
      </ModalBody>
      <ModalActions
        close={close}
        confirm="Done"
        onConfirm={() => {
          onDone(result.tactile.lines.length ? result.tactile : undefined);
          close();
        }}
      />
    </>
  );
}
