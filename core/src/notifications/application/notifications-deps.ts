import type { ClockPort } from '../../shared/clock.port.ts';
import type { NotificationRecipientsPort } from '../ports/notification-recipients.port.ts';
import type { NotificationRepositoryPort } from '../ports/notification-repository.port.ts';

export interface NotificationsDeps {
  notifications: NotificationRepositoryPort;
  recipients: NotificationRecipientsPort;
  clock: ClockPort;
}
