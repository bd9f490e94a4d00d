import type { ParsedMail } from 'mailparser';

/** The /approve/{token} link of an approval mail, and its token. */
export function approvalLink(mail: ParsedMail): { url: string; token: string } {
  const match = /(https?:\/\/\S+\/approve\/([^\s"<]+))/.exec(mail.text ?? '');
  if (!match) throw new Error(`no approval link in: ${mail.text}`);
  return { url: match[1]!, token: match[2]! };
}
