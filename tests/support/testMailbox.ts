// The test servers' SMTP server: an in-process smtp-server on loopback that the server under test sends its
// e-mail to (SMTP_URL), each message parsed with mailparser and kept; test files read them over HTTP from a
// random loopback path (the same door as the database probe), since they run in other processes.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: number;
}

export interface TestMailbox {
  smtpUrl: string;
  /** GET answers every captured message as JSON, oldest first. */
  url: string;
  close(): Promise<void>;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((address) => address.address).join(", ");
          messages.push({ to, subject: mail.subject ?? "", text: mail.text ?? "", html: typeof mail.html === "string" ? mail.html : "", receivedAt: Date.now() });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const path = `/${randomBytes(16).toString("hex")}`;
  const http = createServer((req, res) => {
    if (req.method !== "GET" || req.url !== path) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url: `http://127.0.0.1:${httpPort}${path}`,
    async close() {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}

/** The newest message to `to` whose text matches, waiting for it (the e-mail leaves after the commit). */
export async function mailTo(mailboxUrl: string, to: string, matching: RegExp = /./, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = (await (await fetch(mailboxUrl)).json()) as CapturedMail[];
    const found = messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase() && matching.test(mail.text)).at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${matching} within ${timeoutMs} ms.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Every message to `to` (for counting). */
export async function mailsTo(mailboxUrl: string, to: string): Promise<CapturedMail[]> {
  const messages = (await (await fetch(mailboxUrl)).json()) as CapturedMail[];
  return messages.filter((mail) => mail.to.toLowerCase() === to.toLowerCase());
}

/** The id and token of the link in a message (the password pages' query). */
export function linkIn(mail: CapturedMail): { url: string; id: string; token: string } {
  const url = /https?:\/\/\S+\?id=[^&\s]+&token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`No link in the e-mail "${mail.subject}".`);
  const query = new URL(url).searchParams;
  return { url, id: query.get("id") ?? "", token: query.get("token") ?? "" };
}
