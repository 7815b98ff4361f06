// The invitation and password-reset e-mails: HTML and text bodies with the company's name and logo (an http(s)
// logo only: an uploaded one needs a signed link that would expire in the inbox).
import type { OutgoingMail } from "./mailer";

export type LinkPurpose = "INVITE" | "RESET";

export interface LinkMessage {
  purpose: LinkPurpose;
  to: string;
  firstName: string;
  companyName: string;
  companyLogo: string | null;
  link: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "#39" }[c]};`);

const WORDS: Record<LinkPurpose, { subject: (company: string) => string; lead: (company: string) => string; button: string; expiry: string }> = {
  INVITE: {
    subject: (company) => `You are invited to ${company}`,
    lead: (company) => `${company} has invited you to its pharmacy back office. Set your password to sign in.`,
    button: "Set your password",
    expiry: "This link works once and expires in 7 days.",
  },
  RESET: {
    subject: (company) => `Reset your ${company} password`,
    lead: () => "Someone asked to reset the password of this account. If it was you, choose a new password.",
    button: "Change your password",
    expiry: "This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.",
  },
};

export function linkMessage(message: LinkMessage): OutgoingMail {
  const words = WORDS[message.purpose];
  const company = message.companyName;
  const logo = message.companyLogo && /^https?:\/\//.test(message.companyLogo) ? message.companyLogo : null;
  const text = [`Hello ${message.firstName},`, "", words.lead(company), "", message.link, "", words.expiry, "", `— ${company}`].join("\n");
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;background:#f5f5f5;padding:24px">
<table role="presentation" width="100%" style="max-width:560px;margin:auto;background:#ffffff;border-radius:8px;padding:24px">
<tr><td>${logo ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(company)}" style="max-height:48px;margin-bottom:16px">` : `<h2 style="margin:0 0 16px">${escapeHtml(company)}</h2>`}
<p>Hello ${escapeHtml(message.firstName)},</p>
<p>${escapeHtml(words.lead(company))}</p>
<p><a href="${escapeHtml(message.link)}" style="display:inline-block;background:#16a34a;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">${words.button}</a></p>
<p style="font-size:12px;color:#6b7280">Or open this link: <a href="${escapeHtml(message.link)}">${escapeHtml(message.link)}</a></p>
<p style="font-size:12px;color:#6b7280">${escapeHtml(words.expiry)}</p>
</td></tr></table></body></html>`;
  return { to: message.to, subject: words.subject(company), text, html };
}
