import { systemClock, type ClockPort } from '@lurkit/core/shared/clock.port.ts';
import type { EmailMessage, MailerPort } from '@lurkit/core/shared/mailer.port.ts';
import type { DeliveryOptions, MailTransport } from './mail-transport.ts';
import type { Orm } from '../postgres/shared/create-orm.ts';
import { MikroOrmEmailOutbox } from '../postgres/mail/mikro-orm-email-outbox.ts';

/**
 * The embedded default: nothing leaves the machine; messages wait in the outbox shown at /dev/outbox.
 * It takes the ORM rather than a request's entity manager because the worker, not a request, sends.
 */
export class OutboxMailer implements MailerPort, MailTransport {
  readonly #outbox: MikroOrmEmailOutbox;
  readonly #clock: ClockPort;

  constructor(orm: Orm, clock: ClockPort = systemClock) {
    // The outbox forks its own unit of work per call, so the ORM's root entity manager is safe here.
    this.#outbox = new MikroOrmEmailOutbox(orm.em);
    this.#clock = clock;
  }

  async send(message: EmailMessage, options: DeliveryOptions = {}): Promise<void> {
    await this.#outbox.save(message, this.#clock.now(), options.idempotencyKey);
  }
}
