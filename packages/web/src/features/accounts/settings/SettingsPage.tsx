import { settingsContactsOf, settingsSchema, type Settings } from '@signshop/domain';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useSession, type Account } from '../../../platform/session.tsx';
import { screens } from '../../../platform/screens.ts';
import { Page } from '../../../ui/Page.tsx';
import { readLocalPageCount, saveLocalPageCount } from '../../../platform/paging/local-page-count.ts';
import { PAGE_COUNT_CHOICES } from '../../../ui/pager/pager-text.ts';
import { ContactFields } from './components/ContactFields.tsx';
import { EditorSettingsFields } from './components/EditorSettingsFields.tsx';
import { ThemeFields } from './components/ThemeFields.tsx';
import { useSaveSettings } from './mutations.ts';
import { settingsOf } from './settings-form.ts';

/** Rows per page of lists: a setting of this browser only, not of the account. */
function PageCountField() {
  const [pageCount, setPageCount] = useState(readLocalPageCount);
  return (
    <Form.Group className="mb-4" controlId="setting-page_count" style={{ maxWidth: '16rem' }}>
      <Form.Label>Rows per page</Form.Label>
      <Form.Select
        value={pageCount}
        onChange={(event) => {
          setPageCount(Number(event.target.value));
          saveLocalPageCount(Number(event.target.value));
        }}
      >
        {PAGE_COUNT_CHOICES.map((count) => (
          <option key={count}>{count}</option>
        ))}
      </Form.Select>
      <Form.Text>Kept in this browser only; saved when chosen.</Form.Text>
    </Form.Group>
  );
}

function SettingsForm({ user }: { user: Account }) {
  const [settings, setSettings] = useState<Settings>(() => settingsOf(user.settings));
  const [saved, setSaved] = useState(false);
  const save = useSaveSettings();
  const edit = (change: Partial<Settings>) => {
    setSaved(false);
    setSettings((current) => ({ ...current, ...change }));
  };
  const problem = settingsSchema.safeParse(settings).error?.issues[0]?.message;
  return (
    <Form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(settings, {
          onSuccess: (account) => {
            setSettings(settingsOf(account.settings));
            setSaved(true);
          },
        });
      }}
    >
      <EditorSettingsFields settings={settings} edit={edit} />
      {settingsContactsOf(user) === 'staff' ? (
        <ContactFields
          legend="Staff contact info"
          idPrefix="asante"
          value={settings.asante_contact_info}
          onChange={(asante_contact_info) => edit({ asante_contact_info })}
        />
      ) : (
        <>
          <ContactFields
            legend="Contact info"
            idPrefix="contact"
            value={settings.contact_info}
            onChange={(contact_info) => edit({ contact_info })}
          />
          <ContactFields
            legend="Shipping info"
            idPrefix="shipping"
            value={settings.shipping_info}
            onChange={(shipping_info) => edit({ shipping_info })}
          />
        </>
      )}
      <ThemeFields themes={settings.theme_settings} onChange={(theme_settings) => edit({ theme_settings })} />
      <div className="d-flex align-items-center gap-3 sticky-bottom bg-body py-2">
        <Button type="submit" disabled={save.isPending || !!problem}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
        {problem && <span className="text-danger">{problem}</span>}
        {saved && !problem && (
          <Alert variant="success" className="mb-0 py-1 px-2">
            Settings saved.
          </Alert>
        )}
      </div>
    </Form>
  );
}

/** /account/settings: quote editor settings, contact info, themes and rows per page. */
export function SettingsPage() {
  const { user } = useSession();
  return (
    <Page title={screens.settings.title}>
      <div style={{ maxWidth: '52rem' }}>
        <PageCountField />
        {user && <SettingsForm key={user.id} user={user} />}
      </div>
    </Page>
  );
}
