/** One mail as the site sends it: recorded in mail_outbox, and delivered when SMTP is configured. */
export interface OutgoingMail {
  siteId: number | null;
  userId: number | null;
  from: string;
  to: string;
  kind: string;
  language: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: Record<string, string>;
}

export interface Mailer {
  /** Records the mail; with SMTP also delivers it. Never throws for a delivery failure. */
  send(mail: OutgoingMail): Promise<void>;
  /** Waits for deliveries still running and closes connections. */
  close(): Promise<void>;
}
