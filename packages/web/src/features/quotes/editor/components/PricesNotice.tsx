import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatLongDate, type JustDate } from '@signshop/domain';

interface PricesNoticeProps {
  pricesFrom: JustDate | null;
  saving: boolean;
  onUpdatePrices(): void;
}

/**
 * Shown on a saved quote whose frozen process costs are no longer the current ones:
 * the quote keeps its prices until someone updates them, which saves the quote re-priced.
 */
export function PricesNotice({ pricesFrom, saving, onUpdatePrices }: PricesNoticeProps) {
  const since = pricesFrom ? `Prices from ${formatLongDate(pricesFrom)}` : 'Prices from an earlier save';
  return (
    <Alert variant="warning" className="d-flex flex-wrap align-items-center gap-2" role="status">
      <span className="me-auto">{since}; current process costs differ.</span>
      <Button size="sm" variant="outline-dark" disabled={saving} onClick={onUpdatePrices}>
        Update prices
      </Button>
    </Alert>
  );
}
