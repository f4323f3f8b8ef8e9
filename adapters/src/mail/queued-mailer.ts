import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroOrmMailDeliveries } from '../postgres/mail/mikro-orm-mail-deliveries.ts';

/**
 * The API's mailer: it only queues the message (in the request's transaction, so a rolled-back change
 * sends nothing); the worker's MailDrain delivers it with the real transport.
 */
export class QueuedMailer implements MailerPort {
  readonly #deliveries: MikroOrmMailDeliveries;

  constructor(em: EntityManager) {
    this.#deliveries = new MikroOrmMailDeliveries(em);
  }

  async send(message: EmailMessage): Promise<void> {
    await this.#deliveries.enqueue(message);
  }
}
