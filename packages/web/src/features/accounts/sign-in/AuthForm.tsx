import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link } from 'react-router';
import { ApiError } from '../../../platform/api/api-client.ts';
import { Page } from '../../../ui/Page.tsx';
import { useRequiredFields } from '../../../ui/required-fields.tsx';
import { authModes, type AuthField, type AuthMode } from './auth-modes.ts';
import { PasswordStrengthHint } from './PasswordStrengthHint.tsx';
import { emptyAuthValues, personalDetails, useAuthSubmit, type AuthValues } from './use-auth-submit.ts';

/** The one auth form: Login, CreateAccount, ForgotPassword, ChangePassword. */
/** The fields a sign-in, sign-up or password form cannot send empty. */
const REQUIRED = new Set<AuthField>(['email', 'password', 'confirmpassword']);

export function AuthForm({ mode }: { mode: AuthMode }) {
  return <AuthFormBody key={mode} mode={mode} />;
}

function AuthFormBody({ mode }: { mode: AuthMode }) {
  const config = authModes[mode];
  const submit = useAuthSubmit(mode);
  const [values, setValues] = useState<AuthValues>(emptyAuthValues);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const required = useRequiredFields(
    config.fields
      .filter((field) => REQUIRED.has(field.name))
      .map((field) => ({ key: field.name, label: field.label, id: `auth-${field.name}` })),
    values,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!required.passes()) return;
    setBusy(true);
    try {
      setProblem(await submit(values));
    } catch (error) {
      // The Error dialog has already shown a failed call; anything else is a bug worth seeing.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={config.title} narrow>
      <Card className="shadow-sm">
        <Card.Body className="p-4">
          <p className="text-body-secondary">{config.intro}</p>
          <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={config.title}>
            {config.fields.map((field) => (
              <Form.Group key={field.name} controlId={`auth-${field.name}`} className="mb-3">
                <Form.Label>{field.label}</Form.Label>
                <Form.Control
                  type={field.type}
                  name={field.name}
                  autoComplete={field.autoComplete}
                  maxLength={field.maxLength}
                  value={values[field.name]}
                  {...(REQUIRED.has(field.name) && required.inputProps(field.name))}
                  onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                />
                {REQUIRED.has(field.name) && required.feedback(field.name)}
                {field.name === 'password' && field.autoComplete === 'new-password' && (
                  <PasswordStrengthHint password={values.password} personal={personalDetails(values)} />
                )}
              </Form.Group>
            ))}
            {problem && (
              <Alert variant="danger" className="py-2">
                {problem}
              </Alert>
            )}
            <Button type="submit" className="w-100" disabled={busy}>
              {busy && <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />}
              {config.submit}
            </Button>
          </Form>
        </Card.Body>
        <Card.Footer className="bg-transparent d-flex flex-wrap justify-content-between gap-2 small p-3">
          {config.links.map((link) => (
            <span key={link.to}>
              {link.prompt && <span className="text-body-secondary me-1">{link.prompt}</span>}
              <Link to={link.to}>{link.label}</Link>
            </span>
          ))}
        </Card.Footer>
      </Card>
    </Page>
  );
}
