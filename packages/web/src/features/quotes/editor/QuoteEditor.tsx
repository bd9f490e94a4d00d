import './quote-editor.css';
import { useMemo, useReducer } from 'react';
import { useLocation } from 'react-router';
import Form from 'react-bootstrap/Form';
import {
  jobFieldAccessOf,
  pricesDiffer,
  pricingProcesses,
  processLookup,
  type SignType,
} from '@signshop/domain';
import type { Account } from '../../../platform/session.tsx';
import { Page } from '../../../ui/Page.tsx';
import { AdjustmentsSection } from './components/AdjustmentsSection.tsx';
import { BottomButtons } from './components/BottomButtons.tsx';
import { ContactSections } from './components/ContactSections.tsx';
import { PricesNotice } from './components/PricesNotice.tsx';
import { QuoteTaxSection } from './components/QuoteTaxSection.tsx';
import { QuoteHeader } from './components/QuoteHeader.tsx';
import { SignTable } from './components/SignTable.tsx';
import { Keypad } from '../../../ui/Keypad.tsx';
import type { EditorSettings } from './editor-settings.ts';
import { blankSign, editorReducer, initialEditorState, type LoadedQuote } from './quote-editor-state.ts';
import { createSignPricer } from './quote-pricing.ts';
import { useSaveFlow } from './use-save-flow.ts';
import { useLeaveGuard } from '../../../platform/use-leave-guard.ts';
import { QuoteApprovalBar } from '../../approvals/QuoteApprovalBar.tsx';

const UNSAVED_CHANGES_MESSAGE = 'You have unsaved changes to this quote. Leave without saving them?';

interface QuoteEditorProps {
  user: Account;
  settings: EditorSettings;
  types: SignType[];
  loaded: LoadedQuote;
  isNew: boolean;
}

/** The quote editor: header, sign table with live prices, adjustments, contacts and the save flow. */
export function QuoteEditor({ user, settings, types, loaded, isNew }: QuoteEditorProps) {
  const [state, dispatch] = useReducer(editorReducer, null, () => {
    const initial = initialEditorState(loaded);
    if (!isNew || initial.quote.signs.length > 0) return initial;
    const first = blankSign(settings.autoName ? 'A' : '');
    return { ...initial, quote: { ...initial.quote, signs: [first] } };
  });
  // A saved quote is priced with the process costs frozen at its last save.
  const frozen = loaded.priced_processes;
  const pricer = useMemo(
    () => createSignPricer(processLookup(pricingProcesses(frozen, types))),
    [frozen, types],
  );
  const { quote } = state;
  const price = useMemo(() => pricer.quote(quote), [pricer, quote]);
  const fields = jobFieldAccessOf(user);
  const save = useSaveFlow({ state, dispatch, pricer, types });
  useLeaveGuard(state.dirty, UNSAVED_CHANGES_MESSAGE, save.leaving);
  // After a save, focus goes to the saved quote's heading and the save is announced.
  const location = useLocation();
  const announce = (location.state as { announce?: string } | null)?.announce;

  return (
    <Page
      title={quote.id === undefined ? 'New Quote' : `Quote ${quote.given_id}`.trim()}
      announce={announce}
      announceKey={location.key}
    >
      {quote.id !== undefined && (
        <QuoteApprovalBar quoteId={quote.id} version={loaded.version ?? 0} user={user} dirty={state.dirty} />
      )}
      <div className={settings.keypad ? 'editor-with-keypad' : undefined}>
        <Form className="quote-editor" noValidate onSubmit={(event) => event.preventDefault()}>
          {!isNew && pricesDiffer(frozen, types) && (
            <PricesNotice
              pricesFrom={loaded.prices_from}
              saving={save.saving}
              onUpdatePrices={() => void save.run({ updatePrices: true })}
            />
          )}
          <QuoteHeader
            quote={quote}
            dispatch={dispatch}
            staff={fields.customerName}
            numbering={settings.numbering}
          />
          <SignTable
            signs={quote.signs}
            price={price}
            pricer={pricer}
            types={types}
            settings={settings}
            dispatch={dispatch}
          />
          <AdjustmentsSection
            adjustments={quote.adjustments}
            shipping={quote.shipping_cost}
            price={price}
            dispatch={dispatch}
          />
          <QuoteTaxSection
            quote={quote}
            frozen={
              isNew
                ? null
                : {
                    ...loaded,
                    tax_rate_id: loaded.tax_rate_id ?? null,
                    tax_exempt: loaded.tax_exempt ?? false,
                  }
            }
            price={price}
            staff={fields.taxFields}
            dispatch={dispatch}
          />
          <ContactSections quote={quote} staff={fields.shopContact} dispatch={dispatch} />
          <Form.Group controlId="quote-comments" className="mb-4">
            <Form.Label className="h5">Additional Comments</Form.Label>
            <Form.Control
              as="textarea"
              rows={3}
              value={quote.comments}
              onChange={(event) => dispatch({ type: 'text', field: 'comments', value: event.target.value })}
            />
          </Form.Group>
          <BottomButtons state={state} user={user} saving={save.saving} onSave={() => void save.run()} />
        </Form>
        {settings.keypad && <Keypad />}
      </div>
    </Page>
  );
}
