import Button from 'react-bootstrap/Button';
import ModalBody from 'react-bootstrap/ModalBody';
import ModalFooter from 'react-bootstrap/ModalFooter';
import { openModal } from '../../../../platform/dialogs/modal-stack.tsx';
import type { SaveMode } from '../mutations.ts';

/**
 * Asked when a saved quote's job name changed or the job is shipped: New Job,
 * Update Current Job As Revision, or Cancel (null).
 */
export function chooseSaveMode(): Promise<Exclude<SaveMode, 'update'> | null> {
  return new Promise((resolve) => {
    openModal(
      'Save Quote',
      (close) => {
        const answer = (mode: Exclude<SaveMode, 'update'> | null) => () => {
          close();
          resolve(mode);
        };
        return (
          <>
            <ModalBody>
              <p className="mb-1">This job was renamed or is already shipped.</p>
              <p className="mb-0 text-body-secondary small">
                New Job copies only the quote (not the backlog, scheduler or files) into a new job that is not
                shipped. A revision updates this job and counts up its revision number.
              </p>
            </ModalBody>
            <ModalFooter>
              <Button variant="outline-secondary" onClick={answer(null)}>
                Cancel
              </Button>
              <Button variant="outline-primary" onClick={answer('revision')}>
                Update Current Job As Revision
              </Button>
              <Button autoFocus onClick={answer('new_job')}>
                New Job
              </Button>
            </ModalFooter>
          </>
        );
      },
      () => resolve(null),
    );
  });
}
