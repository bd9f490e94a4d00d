import { useRef, type ChangeEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ShopLogo } from '@signshop/domain';
import { useChangeShopLogo } from './mutations.ts';

/** The Shop page's logo: the current one, a file picker that uploads at once, and Remove Logo. */
export function ShopLogoField({ logo, shopName }: { logo: ShopLogo | null; shopName: string }) {
  const change = useChangeShopLogo();
  const picker = useRef<HTMLInputElement>(null);
  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) change.mutate(file, { onSettled: () => picker.current && (picker.current.value = '') });
  };
  return (
    <fieldset className="border rounded-3 p-3 bg-body-tertiary mb-3" aria-busy={change.isPending}>
      <legend className="h6">Logo</legend>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <div
          className="border rounded bg-body d-flex align-items-center justify-content-center p-2"
          style={{ width: 200, height: 80 }}
        >
          {logo ? (
            <img
              src={logo.url}
              alt={`${shopName} logo`}
              style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
            />
          ) : (
            <span className="text-body-secondary small">No logo</span>
          )}
        </div>
        <Form.Group controlId="shop-logo">
          <Form.Label>{logo ? 'Replace Logo' : 'Upload Logo'}</Form.Label>
          <Form.Control
            ref={picker}
            type="file"
            accept="image/png,image/jpeg"
            onChange={upload}
            disabled={change.isPending}
          />
          <Form.Text>PNG or JPEG, at most 512 kB. Printed on every PDF and shown in the navbar.</Form.Text>
        </Form.Group>
        {logo && (
          <Button variant="outline-danger" disabled={change.isPending} onClick={() => change.mutate(null)}>
            Remove Logo
          </Button>
        )}
      </div>
      {change.error && (
        <Alert variant="danger" className="mt-2 mb-0 py-2">
          {change.error.message}
        </Alert>
      )}
    </fieldset>
  );
}
