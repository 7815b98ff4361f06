// Sending e-mail: through SMTP with nodemailer when SMTP_URL is set; with none (the default on `npm start`) each
// message is written as an .eml file under DATA_DIR/mail, so a new user can still open their invitation.
import { mkdir, writeFile } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Sends the message; answers where it went ("smtp" or the .eml file). A throw means not sent (retry). */
  send(mail: OutgoingMail): Promise<string>;
}

const transports = new WeakMap<Config, Transporter>();

export function mailerFor(config: Config): Mailer {
  const { smtpUrl, from } = config.mail;
  if (smtpUrl) {
    let transport = transports.get(config);
    if (!transport) {
      transport = nodemailer.createTransport(smtpUrl);
      transports.set(config, transport);
    }
    const smtp = transport;
    return {
      async send(mail) {
        await smtp.sendMail({ from, ...mail });
        return "smtp";
      },
    };
  }
  const folder = resolve(config.dataDir, "mail");
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await writer.sendMail({ from, ...mail });
      await mkdir(folder, { recursive: true });
      const file = resolve(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(3).toString("hex")}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
  };
}
