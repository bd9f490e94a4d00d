import './billing.css';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import { screens } from '../../platform/screens.ts';
import { showMessage } from '../../platform/dialogs/message-dialog.tsx';
import { Loaded } from '../../platform/Loaded.tsx';
import { Page } from '../../ui/Page.tsx';
import { useRequiredFields } from '../../ui/required-fields.tsx';
import { useAddBank, useDeleteBank, type BankForm } from './mutations.ts';
import { useBanks } from './queries.ts';

const EMPTY: BankForm = { nick_name: '', ada_routing_number: '', account_number: '', account_title: '' };

const FIELDS: { key: keyof BankForm; label: string; id: string; inputMode?: 'numeric' }[] = [
  { key: 'nick_name', label: 'Nick Name', id: 'bank-nick_name' },
  {
    key: 'ada_routing_number',
    label: 'ADA Routing Number',
    id: 'bank-ada_routing_number',
    inputMode: 'numeric',
  },
  { key: 'account_number', label: 'Account Number', id: 'bank-account_number', inputMode: 'numeric' },
  { key: 'account_title', label: 'Account Title', id: 'bank-account_title' },
];

function SavedBanks() {
  const query = useBanks();
  const remove = useDeleteBank();
  const confirmDelete = async (id: number, nickName: string) => {
    const answer = await showMessage({
      title: 'Delete bank',
      message: `Delete the bank ${nickName}? Payments already made from it stay in the history.`,
      buttons: ['Yes', 'Cancel'],
    });
    if (answer === 'Yes') remove.mutate(id);
  };
  return (
    <Loaded
      query={query}
      loading="Loading banks…"
      failed="Could not load the banks"
      empty={{ icon: '$', text: 'No banks yet. Add one below to pay invoices from it.' }}
    >
      {(banks) => (
        <ListGroup as="ul" aria-label="Saved banks">
          {banks.map((bank) => (
            <ListGroup.Item
              as="li"
              key={bank.id}
              className="d-flex align-items-center justify-content-between gap-2"
            >
              <span className="fw-medium">{bank.nick_name}</span>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={`Delete ${bank.nick_name}`}
                onClick={() => void confirmDelete(bank.id, bank.nick_name)}
              >
                Delete
              </Button>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </Loaded>
  );
}

/** Every field is required: an empty one is named at the field and nothing is sent. */
function AddBankForm() {
  const [form, setForm] = useState<BankForm>(EMPTY);
  const required = useRequiredFields(FIELDS, form);
  const add = useAddBank();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!required.passes()) return;
    add.mutate(form, {
      onSuccess: () => {
        setForm(EMPTY);
        required.reset();
      },
    });
  };
  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label="Add a bank"
      className="border rounded-3 p-3 bg-body-tertiary"
    >
      <Row className="g-3" xs={1} md={2}>
        {FIELDS.map(({ key, label, id, inputMode }) => (
          <Col key={key}>
            <Form.Group controlId={id}>
              <Form.Label>{label}</Form.Label>
              <Form.Control
                value={form[key]}
                inputMode={inputMode}
                autoComplete="off"
                {...required.inputProps(key)}
                onChange={(event) => setForm({ ...form, [key]: event.target.value })}
              />
              {required.feedback(key)}
            </Form.Group>
          </Col>
        ))}
      </Row>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <Button type="submit" disabled={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add Bank'}
        </Button>
        <span className="small text-body-secondary">
          The routing number, account number and title are encrypted in your browser before they are sent;
          only the shop's offline key can read them.
        </span>
      </div>
    </Form>
  );
}

/** /payment/edit: the company's banks by nick name, each with Delete, and a form to add one. */
export function BanksPage() {
  return (
    <Page title={screens.banks.title}>
      <div className="billing-form-page">
        <h2 className="h5">Saved banks</h2>
        <div className="mb-4">
          <SavedBanks />
        </div>
        <h2 className="h5">Add a bank</h2>
        <AddBankForm />
      </div>
    </Page>
  );
}
