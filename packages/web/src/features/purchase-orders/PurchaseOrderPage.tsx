import { Link, useParams } from 'react-router';
import { ApiError } from '../../platform/api/api-client.ts';
import { screens } from '../../platform/screens.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { Page } from '../../ui/Page.tsx';
import { PurchaseOrderForm } from './PurchaseOrderForm.tsx';
import { usePurchaseOrder } from './queries.ts';

/** The id in /purchaseorder/{id}: a positive whole number, else not an order. */
function idOf(param: string | undefined): number | null | 'bad' {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : 'bad';
}

/** /purchaseorder (new) and /purchaseorder/{id}: loads the order, then shows its form. */
export function PurchaseOrderPage() {
  const id = idOf(useParams().id);
  const order = usePurchaseOrder(typeof id === 'number' ? id : null);

  if (id === null) return <PurchaseOrderForm key="new" order={null} />;
  if (order.data) return <PurchaseOrderForm key={id} order={order.data} />;
  const missing = id === 'bad' || (order.error instanceof ApiError && order.error.status === 404);
  return (
    <Page title={screens.purchaseOrder.title}>
      {missing ? (
        <EmptyState
          icon="?"
          action={
            <Link className="btn btn-primary" to="/purchaseorder">
              New purchase order
            </Link>
          }
        >
          <p className="mb-0 fw-semibold text-body">There is no such purchase order.</p>
        </EmptyState>
      ) : order.error ? (
        <ErrorState
          title="Could not load the purchase order"
          message={order.error.message}
          onRetry={() => void order.refetch()}
        />
      ) : (
        <LoadingState label="Loading the purchase order…" />
      )}
    </Page>
  );
}
