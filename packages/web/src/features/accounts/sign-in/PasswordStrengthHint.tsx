import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { passwordStrength, type PasswordStrength } from '@signshop/domain';

const VARIANTS = ['danger', 'danger', 'warning', 'success', 'success'] as const;

/**
 * How strong the new password being typed is, by the rule the server applies (the domain's
 * passwordStrength). Its word lists load on the first keystroke, not with the page.
 */
export function PasswordStrengthHint({
  password,
  personal,
}: {
  password: string;
  /** The person's email, names and company, which a password should not be made of. */
  personal: string[];
}) {
  // The latest rating stays shown while the next one is worked out, so the hint does not flicker.
  const [rated, setRated] = useState<{ strength: PasswordStrength } | null>(null);
  const personalKey = personal.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    const timer = setTimeout(() => {
      void passwordStrength(password, personalKey.split('\n')).then((strength) => {
        if (current) setRated({ strength });
      });
    }, 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, personalKey]);

  if (!password || !rated) return null;
  const { strength } = rated;
  return (
    <div className="mt-2" data-testid="password-strength">
      <ProgressBar
        now={(strength.score + 1) * 20}
        variant={VARIANTS[strength.score]}
        style={{ height: 6 }}
        aria-label="Password strength"
      />
      <Form.Text aria-live="polite">
        Strength: {strength.label}. {strength.problem ?? 'This password is accepted.'}
      </Form.Text>
    </div>
  );
}
