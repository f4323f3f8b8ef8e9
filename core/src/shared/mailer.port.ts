export interface EmailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Hands a message over for delivery; the API binds it to a queued job, the worker to a transport. */
export interface MailerPort {
  send(message: EmailMessage): Promise<void>;
}
