import { useModals } from '@lurkit/ui/modal/ModalProvider.tsx';
import { REPORT_USER_MODAL_TITLE } from '@lurkit/ui/report-user/ReportUserForm.tsx';
import { useCallback } from 'react';
import { ReportUserStep } from './ReportUserStep.tsx';

/** Opens the report-user modal (reason, optional note) for one user, from any creator or company view. */
export function useReportUser() {
  const modals = useModals();
  return useCallback(
    (userId: string, name: string) =>
      modals.open({
        id: 'report-user',
        title: REPORT_USER_MODAL_TITLE,
        content: (close) => <ReportUserStep reportedUserIds={[userId]} reportedName={name} onClose={close} />,
      }),
    [modals],
  );
}
