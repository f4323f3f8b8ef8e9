import { Alert } from '../alert/Alert.tsx';

export interface VipAccessNoteProps {
  /** The VIP access that applies to the creator here; nothing is shown without one. */
  vipAccess: { waivesLocationAndLanguage: boolean } | null | undefined;
}

/**
 * Tells the creator they have VIP access on this activation (shown to the creator), and
 * whether the company also waived location and language.
 */
export function VipAccessNote({ vipAccess }: VipAccessNoteProps) {
  if (!vipAccess) return null;
  return (
    <Alert tone="info" title="You have VIP access">
      You can take part whatever your channel size or program membership.{' '}
      {vipAccess.waivesLocationAndLanguage ? 'Location and language are waived too.' : 'Location and language still apply.'}
    </Alert>
  );
}
