import { Alert } from '../alert/Alert.tsx';
import { Button } from '../button/Button.tsx';

export interface PaymentFailedAlertProps {
  /** Only the owner can replace the card; members are told who can. */
  canUpdate: boolean;
  updating?: boolean;
  onUpdate(): void;
}

/** Spec 8: payment failed; update the payment information under billing settings. */
export function PaymentFailedAlert({ canUpdate, updating = false, onUpdate }: PaymentFailedAlertProps) {
  return (
    <Alert tone="error" title="Payment failed">
      <p>We could not renew your plan. Please update your payment information under billing settings.</p>
      {canUpdate ? (
        <Button loading={updating} onClick={onUpdate}>
          Update payment information
        </Button>
      ) : (
        <p>Ask your company's owner to update it.</p>
      )}
    </Alert>
  );
}
