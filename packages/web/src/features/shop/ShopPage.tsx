import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { AddressPreset, ShopIdentitySettings } from '@signshop/domain';
import { useSaveShopIdentity } from './mutations.ts';
import { useShopReply } from './queries.ts';
import { ShopLogoField } from './ShopLogoField.tsx';
import { useRequiredFields } from '../../ui/required-fields.tsx';

type ContactField = 'name' | 'phone' | 'email' | 'website';
const CONTACT_FIELDS: { key: ContactField; label: string; type?: string }[] = [
  { key: 'name', label: 'Shop Name' },
  { key: 'phone', label: 'Phone', type: 'tel' },
  { key: 'email', label: 'Email', type: 'email' },
  { key: 'website', label: 'Website', type: 'url' },
];
/** The shop's name is on every document: it cannot be left empty. */
const REQUIRED = [{ key: 'name', label: 'Shop Name', id: 'shop-name' }] as const;
const PRESET_FIELDS: { key: keyof AddressPreset; label: string }[] = [
  { key: 'label', label: 'Button Label' },
  { key: 'company', label: 'Company' },
  { key: 'street_address', label: 'Street Address' },
  { key: 'apartment', label: 'Apartment' },
  { key: 'city', label: 'City' },
  { key: 'state', label: 'State' },
  { key: 'zip', label: 'Zip' },
];

/**
 * /admin/shop: the shop's logo, name, contact and address, the editor's two address presets and
 * the default terms.
 */
export function ShopPage() {
  const loaded = useShopReply();
  return (
    <>
      <h1 className="h3 mb-3">Shop</h1>
      {loaded.data ? (
        <>
          <ShopLogoField logo={loaded.data.logo} shopName={loaded.data.shop.name} />
          <ShopForm loaded={loaded.data.shop} />
        </>
      ) : (
        <p className="text-body-secondary">Loading…</p>
      )}
    </>
  );
}

function ShopForm({ loaded }: { loaded: ShopIdentitySettings }) {
  const [draft, setDraft] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const save = useSaveShopIdentity();
  const change = (patch: Partial<ShopIdentitySettings>) => {
    setSaved(false);
    setDraft({ ...draft, ...patch });
  };
  const changePreset = (index: number, patch: Partial<AddressPreset>) =>
    change({
      address_presets: draft.address_presets.map((preset, i) =>
        i === index ? { ...preset, ...patch } : preset,
      ),
    });
  const required = useRequiredFields(REQUIRED, draft);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!required.passes()) return;
    save.mutate(draft, { onSuccess: () => setSaved(true) });
  };

  return (
    <Form
      noValidate
      onSubmit={submit}
      aria-label="Shop identity"
      className="border rounded-3 p-3 bg-body-tertiary"
    >
      <Row className="g-3" xs={1} md={2}>
        {CONTACT_FIELDS.map(({ key, label, type }) => (
          <Col key={key}>
            <Form.Group controlId={`shop-${key}`}>
              <Form.Label>{label}</Form.Label>
              <Form.Control
                type={type}
                value={draft[key]}
                {...(key === 'name' && required.inputProps(key))}
                onChange={(e) => change({ [key]: e.target.value })}
              />
              {key === 'name' && required.feedback(key)}
            </Form.Group>
          </Col>
        ))}
        <Col>
          <Form.Group controlId="shop-address">
            <Form.Label>Address</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={draft.address}
              onChange={(e) => change({ address: e.target.value })}
            />
          </Form.Group>
        </Col>
        <Col>
          <Form.Group controlId="shop-terms-text">
            <Form.Label>Default Payment Terms</Form.Label>
            <Form.Control
              value={draft.default_payment_terms.text}
              onChange={(e) =>
                change({ default_payment_terms: { ...draft.default_payment_terms, text: e.target.value } })
              }
            />
          </Form.Group>
          <Form.Group controlId="shop-terms-days" className="mt-2">
            <Form.Label>Default Payment Days</Form.Label>
            <Form.Control
              type="number"
              min={0}
              step={1}
              value={draft.default_payment_terms.days}
              onChange={(e) =>
                change({
                  default_payment_terms: { ...draft.default_payment_terms, days: Number(e.target.value) },
                })
              }
            />
          </Form.Group>
        </Col>
      </Row>
      {draft.address_presets.map((preset, index) => (
        <fieldset key={index} className="mt-4">
          <legend className="h6">Address Preset {index + 1}</legend>
          <Row className="g-2" xs={1} sm={2} lg={4}>
            {PRESET_FIELDS.map(({ key, label }) => (
              <Col key={key}>
                <Form.Group controlId={`shop-preset-${index}-${key}`}>
                  <Form.Label>{label}</Form.Label>
                  <Form.Control
                    value={preset[key]}
                    onChange={(e) => changePreset(index, { [key]: e.target.value })}
                  />
                </Form.Group>
              </Col>
            ))}
          </Row>
        </fieldset>
      ))}
      <div className="d-flex align-items-center gap-3 mt-4">
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
        {saved && (
          <Alert variant="success" className="mb-0 py-1 px-2" role="status">
            Saved
          </Alert>
        )}
      </div>
    </Form>
  );
}
