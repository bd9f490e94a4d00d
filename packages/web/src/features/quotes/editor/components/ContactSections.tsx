import { memo, type Dispatch } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { MODIFY_TYPED_CONTACT_QUESTION, copyContactFields } from '@signshop/domain';
import { useShopIdentity } from '../../../shop/queries.ts';
import { showMessage } from '../../../../platform/dialogs/message-dialog.tsx';
import { Suggest } from '../../../../ui/Suggest.tsx';
import { suggestContacts, suggestStaffContacts, type SuggestedBlock } from '../queries.ts';
import type { ContactBlock, EditorAction, EditorQuote } from '../quote-editor-state.ts';

type Fields = Record<string, string>;

const FIELD_LABELS: Record<string, string> = {
  last_name: 'Last Name',
  email: 'Email',
  phonenumber: 'Phone',
  company: 'Company',
  street_address: 'Street Address',
  apartment: 'Apartment',
  city: 'City',
  state: 'State',
  zip: 'Zip',
};

const PERSON = ['last_name', 'email', 'phonenumber'];
const ADDRESS = [...PERSON, 'company', 'street_address', 'apartment', 'city', 'state', 'zip'];

const BLOCKS: Array<{ block: ContactBlock; title: string; fields: string[]; staffOnly?: boolean }> = [
  {
    block: 'asante_contact_info',
    title: 'Staff Contact Information',
    fields: ['last_name', 'email'],
    staffOnly: true,
  },
  { block: 'contact_info', title: 'Contact Information', fields: PERSON },
  { block: 'shipping_info', title: 'Shipping Information', fields: ADDRESS },
  { block: 'invoicing_contact_info', title: 'Invoicing Information', fields: ADDRESS },
];

const nameOf = (info: Fields) => [info.first_name, info.last_name].filter(Boolean).join(' ');

/**
 * Fills a block from a suggestion: empty fields only, or every field when the user answers Yes to
 * the question whether to replace what was typed; the first name is always copied.
 */
async function fillFrom(current: Fields, suggestion: Fields): Promise<Fields> {
  const { count: _count, ...source } = suggestion;
  const typed = Object.entries(current).some(
    ([key, value]) => key !== 'first_name' && value && source[key] && source[key] !== value,
  );
  const force =
    typed &&
    (await showMessage({
      title: 'Copy Information',
      message: MODIFY_TYPED_CONTACT_QUESTION,
      buttons: ['Yes', 'No'],
    })) === 'Yes';
  return copyContactFields({ ...current, first_name: current.first_name ?? '' }, source, force);
}

interface ContactSectionsProps {
  quote: EditorQuote;
  staff: boolean;
  dispatch: Dispatch<EditorAction>;
}

/** The staff contact (staff only), customer contact, shipping and invoicing blocks. */
export function ContactSections({ quote, staff, dispatch }: ContactSectionsProps) {
  return (
    <Row className="g-4 mb-4">
      {BLOCKS.filter((b) => staff || !b.staffOnly).map(({ block, title, fields }) => (
        <Col key={block} md={6}>
          <ContactBlockSection
            block={block}
            title={title}
            fields={fields}
            info={quote[block] as unknown as Fields}
            customerName={quote.customer_name}
            dispatch={dispatch}
          />
        </Col>
      ))}
    </Row>
  );
}

interface ContactBlockProps {
  block: ContactBlock;
  title: string;
  fields: string[];
  info: Fields;
  customerName: string;
  dispatch: Dispatch<EditorAction>;
}

const ContactBlockSection = memo(function ContactBlockSection(props: ContactBlockProps) {
  const { block, title, fields, info, customerName, dispatch } = props;
  const set = (value: Fields) => dispatch({ type: 'contact', block, value });
  const id = `quote-${block}`;
  const presets = useShopIdentity().data?.address_presets.filter((preset) => preset.label) ?? [];
  const suggest = (text: string): Promise<Fields[]> =>
    block === 'asante_contact_info'
      ? (suggestStaffContacts(text) as Promise<unknown[]> as Promise<Fields[]>)
      : (suggestContacts(block as SuggestedBlock, customerName, text) as Promise<Fields[]>);
  return (
    <section aria-labelledby={`${id}-heading`} className="border rounded-3 p-3 h-100">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
        <h2 id={`${id}-heading`} className="h6 mb-0">
          {title}
        </h2>
        {fields === ADDRESS && presets.length > 0 && (
          <div className="d-flex gap-1">
            {presets.map(({ label, ...address }) => (
              <Button
                key={label}
                size="sm"
                variant="outline-secondary"
                aria-label={`${label} for ${title}`}
                onClick={() => set(address)}
              >
                {label}
              </Button>
            ))}
          </div>
        )}
      </div>
      <Row className="g-2">
        <Col sm={6}>
          <Suggest
            id={`${id}-first_name`}
            label="First Name"
            value={info.first_name ?? ''}
            onChange={(value) => set({ first_name: value })}
            suggest={suggest}
            textOf={nameOf}
            detailOf={(item) => item.email || item.company}
            onPick={async (item) => set(await fillFrom(info, item))}
          />
        </Col>
        {fields.map((field) => (
          <Col key={field} sm={field === 'street_address' ? 12 : 6}>
            <Form.Group controlId={`${id}-${field}`}>
              <Form.Label>{FIELD_LABELS[field]}</Form.Label>
              <Form.Control
                value={info[field] ?? ''}
                type={field === 'email' ? 'email' : 'text'}
                autoComplete="off"
                onChange={(e) => set({ [field]: e.target.value })}
              />
            </Form.Group>
          </Col>
        ))}
      </Row>
    </section>
  );
});
