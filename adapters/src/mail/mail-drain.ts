import type { ClaimedMail, MikroOrmMailDeliveries } from '../postgres/mail/mikro-orm-mail-deliveries.ts';
import { mapLimited } from '../shared/map-limited.ts';
import type { MailTransport } from './mail-transport.ts';

export interface MailDrainOptions {
  /** Mails claimed at once by each lane. */
  readonly batchSize: number;
  /** Claim-and-send loops in this process. */
  readonly lanes: number;
  /**
   * Mails of one batch sent at a time. Each send and each settling is one statement or one SMTP
   * exchange on a pooled transport, never a connection held while waiting for another, so a whole
   * batch at once only queues for the pools, and a slow send holds back none of its batch.
   */
  readonly sendsAtOnce: number;
  /** Seconds a claim holds before another worker may take the mail over. */
  readonly leaseSeconds: number;
  /** How long an idle lane waits before it looks again. */
  readonly idleMs: number;
  /** Attempts before a mail the transport keeps refusing is given up. */
  readonly attemptsAllowed: number;
  /** Seconds before the first retry; each further one waits twice as long, at most 10 minutes. */
  readonly firstRetrySeconds: number;
}

/**
 * SMTP hiccups are common: six attempts, backing off from 5 s up to 10 minutes. A worker killed
 * mid-send leaves its claim to lapse after 30 s, so that mail goes out within about a minute. A full
 * batch means more are waiting, so a lane claims again at once; idle, it looks twice a second.
 */
export const MAIL_DRAIN_DEFAULTS: MailDrainOptions = {
  batchSize: 50,
  lanes: 2,
  sendsAtOnce: 50,
  leaseSeconds: 30,
  idleMs: 500,
  attemptsAllowed: 6,
  firstRetrySeconds: 5,
};

export type DrainLog = (entry: Record<string, unknown>, message: string) => void;

/**
 * Delivers every queued mail, whatever its kind, in fair batches (see MikroOrmMailDeliveries.claim):
 * a flood of reset mail or of one company's invitations is worked beside other mail, not ahead of it.
 * Each mail is claimed before it is sent and marked sent after; its id goes with it as the delivery's
 * idempotency key, so a mail sent again after a worker died between the two arrives once.
 */
export class MailDrain {
  readonly #deliveries: MikroOrmMailDeliveries;
  readonly #transport: MailTransport;
  readonly #options: MailDrainOptions;
  readonly #logError: DrainLog;
  #lanes: Promise<void>[] = [];
  #stopping = false;
  readonly #wakers = new Set<() => void>();

  constructor(deliveries: MikroOrmMailDeliveries, transport: MailTransport, logError: DrainLog, options: Partial<MailDrainOptions> = {}) {
    this.#deliveries = deliveries;
    this.#transport = transport;
    this.#logError = logError;
    this.#options = { ...MAIL_DRAIN_DEFAULTS, ...options };
  }

  start(): void {
    this.#stopping = false;
    this.#lanes = Array.from({ length: this.#options.lanes }, () => this.#lane());
  }

  /** Lets the batches being sent finish, then answers. */
  async stop(): Promise<void> {
    this.#stopping = true;
    for (const wake of this.#wakers) wake();
    await Promise.all(this.#lanes);
  }

  async #lane(): Promise<void> {
    const { batchSize, leaseSeconds, sendsAtOnce } = this.#options;
    while (!this.#stopping) {
      let claimed: ClaimedMail[] = [];
      try {
        await this.#deliveries.requeueLapsed();
        claimed = await this.#deliveries.claim({ batchSize, leaseSeconds });
        await mapLimited(claimed, sendsAtOnce, (mail) => this.#deliver(mail));
      } catch (error) {
        // The database went away for a moment: the claims lapse and are taken again.
        this.#logError({ err: error }, 'mail drain failed to claim or settle mail');
      }
      if (claimed.length < batchSize) await this.#idle();
    }
  }

  async #deliver(mail: ClaimedMail): Promise<void> {
    try {
      await this.#transport.send(mail.message, { idempotencyKey: mail.id });
    } catch (error) {
      const { firstRetrySeconds, attemptsAllowed } = this.#options;
      const delay = Math.min(600, firstRetrySeconds * 2 ** (mail.attempts - 1));
      const state = await this.#deliveries.retryLater(mail.id, delay, attemptsAllowed);
      if (state === 'failed')
        this.#logError({ mail: mail.id, attempts: mail.attempts, err: error }, 'gave up a mail the transport refused');
      return;
    }
    await this.#deliveries.markSent(mail.id);
  }

  #idle(): Promise<void> {
    if (this.#stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.#wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, this.#options.idleMs);
      this.#wakers.add(wake);
    });
  }
}
