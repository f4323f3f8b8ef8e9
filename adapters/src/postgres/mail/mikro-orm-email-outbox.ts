import type { EmailMessage } from '@lurkit/core/shared/mailer.port.ts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EmailOutboxEntity } from './email-outbox.entity.ts';
import { unitOfWork } from '../shared/unit-of-work.ts';

export interface OutboxEmail extends EmailMessage {
  readonly id: string;
  readonly createdAt: Date;
}

/** What /dev/outbox needs: the stored messages, newest first. */
export interface EmailOutboxReader {
  list(limit?: number): Promise<OutboxEmail[]>;
}

/** The development mail sink behind /dev/outbox. */
export class MikroOrmEmailOutbox implements EmailOutboxReader {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  /** With an id, saving the same mail again keeps the first copy: a retried job adds no second one. */
  async save(message: EmailMessage, createdAt: Date = new Date(), id: string = globalThis.crypto.randomUUID()): Promise<OutboxEmail> {
    const email: OutboxEmail = {
      id,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      createdAt,
    };
    await unitOfWork(this.#em)
      .createQueryBuilder(EmailOutboxEntity)
      .insert({ ...email })
      .onConflict('id')
      .ignore()
      .execute();
    return email;
  }

  /** Newest first. */
  async list(limit = 50): Promise<OutboxEmail[]> {
    const rows = await unitOfWork(this.#em).find(EmailOutboxEntity, {}, { orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], limit });
    return rows.map((row) => ({ id: row.id, to: row.to, subject: row.subject, text: row.text, html: row.html, createdAt: row.createdAt }));
  }
}
