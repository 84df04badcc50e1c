import type { NotificationKind } from "../../domain/schemas/me";
import { KIND_LABELS } from "../../domain/schemas/notification-settings";
import { appLink } from "./links";

/** What an outbox row keeps: the notification's words and link, and lines only this person's mail shows. */
export interface MailContent {
  message: string;
  link: string | null;
  /** e.g. their shifts that week, or a decision's note; plain text, one per line. */
  lines: string[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A header value on one line: CR, LF and other control characters become spaces, at most 150 characters. */
export function oneLine(value: string, max = 150): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/**
 * Plain text and simple HTML for one person: greeting, what happened, their lines, a link into the app
 * (under PUBLIC_URL only) and the link that turns off this kind of email.
 */
export function renderMail(input: {
  kind: NotificationKind;
  content: MailContent;
  name: string;
  publicUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const { content } = input;
  const open = appLink(input.publicUrl, content.link ?? "/") ?? `${input.publicUrl}/`;
  const subject = oneLine(content.message);
  const stop = `Stop these emails (${KIND_LABELS[input.kind].toLowerCase()}): ${input.unsubscribeUrl}`;
  const text = [
    `Hi ${oneLine(input.name, 100)},`,
    "",
    oneLine(content.message, 500),
    ...(content.lines.length > 0 ? ["", ...content.lines.map((l) => oneLine(l, 300))] : []),
    "",
    `Open Brigade: ${open}`,
    "",
    "--",
    stop,
    "",
  ].join("\n");
  const list =
    content.lines.length > 0
      ? `<ul>${content.lines.map((l) => `<li>${escapeHtml(oneLine(l, 300))}</li>`).join("")}</ul>`
      : "";
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>Hi ${escapeHtml(oneLine(input.name, 100))},</p>`,
    `<p>${escapeHtml(oneLine(content.message, 500))}</p>`,
    list,
    `<p><a href="${escapeHtml(open)}">Open Brigade</a></p>`,
    `<hr><p style="font-size:small"><a href="${escapeHtml(input.unsubscribeUrl)}">Stop these emails</a> (${escapeHtml(KIND_LABELS[input.kind].toLowerCase())})</p>`,
    `</body></html>`,
  ].join("");
  return { subject, text, html };
}

/** An invite or a reset: the one link that sets a password, no unsubscribe (the person asked for it). */
export function renderAccountMail(input: {
  content: MailContent;
  name: string;
  publicUrl: string;
}): RenderedMail {
  const { content } = input;
  const link = content.link ? appLink(input.publicUrl, content.link) : null;
  if (!link) throw new Error("an account email needs its link under PUBLIC_URL");
  const subject = oneLine(content.message);
  const text = [
    `Hi ${oneLine(input.name, 100)},`,
    "",
    `${oneLine(content.message, 500)}:`,
    link,
    "",
    ...content.lines.map((l) => oneLine(l, 300)),
    "",
  ].join("\n");
  const html = [
    `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>Hi ${escapeHtml(oneLine(input.name, 100))},</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(oneLine(content.message, 500))}</a></p>`,
    ...content.lines.map((l) => `<p>${escapeHtml(oneLine(l, 300))}</p>`),
    `</body></html>`,
  ].join("");
  return { subject, text, html };
}
