import { APPROVAL_STATEMENT } from '@signshop/domain';
import { ApprovalAnswerForm } from './ApprovalAnswerForm.tsx';
import { answerFromQuote } from './mutations.ts';

/** A customer's answer to the quote's waiting request, given from the editor. */
export function QuoteAnswerForm({ quoteId, onAnswered }: { quoteId: number; onAnswered: () => void }) {
  return (
    <ApprovalAnswerForm
      submit={(answer) => answerFromQuote(quoteId, answer)}
      statement={APPROVAL_STATEMENT}
      onAnswered={onAnswered}
    />
  );
}
