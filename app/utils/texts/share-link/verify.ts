// The recipient's words for a verified share link (docs/decisions/068-verified-recipient.md): the code page
// and its mail, in the link's language.

const en = {
  title: "Confirm it is you",
  intro: (masked: string) =>
    `This selection is shared with one person. To open it, we send a 6-digit code to ${masked}.`,
  sendCode: "Send me the code",
  sendingCode: "Sending…",
  codeSent: (masked: string, minutes: number) =>
    `We sent a code to ${masked}. It is valid for ${minutes} minutes and works once.`,
  codeLabel: "The 6-digit code",
  codeHint: "Check your inbox (and the spam folder) for a mail from the studio.",
  open: "Open the selection",
  opening: "Checking…",
  newCode: "Send a new code",
  newCodeSent: "A new code is on its way. Only the newest code works.",
  codeFormat: "Please enter the 6 digits of the code from the mail.",
  codeWrong: "That code is wrong, already used or expired. Check the newest mail, or ask for a new code.",
  locked: (minutes: number) =>
    `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? "" : "s"}, then ask for a new code.`,
  sendsUsed: (minutes: number) =>
    `Several codes were sent already. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} before asking for another.`,
  mailSubject: (studio: string) => `Your code to open the selection from ${studio}`,
  mailText: (name: string, studio: string, code: string, minutes: number) =>
    [
      `Dear ${name},`,
      "",
      `Your code to open the selection ${studio} shared with you:`,
      "",
      code,
      "",
      `It is valid for ${minutes} minutes and works once. If you did not ask for it, you can ignore this mail.`,
    ].join("\n"),
};

type VerifyTexts = typeof en;

const pt: VerifyTexts = {
  title: "Confirme que é você",
  intro: (masked) =>
    `Esta seleção é partilhada com uma pessoa. Para a abrir, enviamos um código de 6 dígitos para ${masked}.`,
  sendCode: "Enviar-me o código",
  sendingCode: "A enviar…",
  codeSent: (masked, minutes) =>
    `Enviámos um código para ${masked}. É válido durante ${minutes} minutos e funciona uma vez.`,
  codeLabel: "O código de 6 dígitos",
  codeHint: "Procure na sua caixa de entrada (e no spam) um email do estúdio.",
  open: "Abrir a seleção",
  opening: "A verificar…",
  newCode: "Enviar um novo código",
  newCodeSent: "Vai receber um novo código. Só o mais recente funciona.",
  codeFormat: "Por favor, indique os 6 dígitos do código do email.",
  codeWrong: "Esse código está errado, já foi usado ou expirou. Veja o email mais recente, ou peça um novo código.",
  locked: (minutes) =>
    `Demasiados códigos errados. Por favor, aguarde ${minutes} minuto${minutes === 1 ? "" : "s"} e peça um novo código.`,
  sendsUsed: (minutes) =>
    `Já foram enviados vários códigos. Por favor, aguarde ${minutes} minuto${minutes === 1 ? "" : "s"} antes de pedir outro.`,
  mailSubject: (studio) => `O seu código para abrir a seleção de ${studio}`,
  mailText: (name, studio, code, minutes) =>
    [
      `Caro(a) ${name},`,
      "",
      `O seu código para abrir a seleção que ${studio} partilhou consigo:`,
      "",
      code,
      "",
      `É válido durante ${minutes} minutos e funciona uma vez. Se não o pediu, pode ignorar este email.`,
    ].join("\n"),
};

const VERIFY_TEXTS: Record<string, VerifyTexts> = { en, pt };

/** The recipient's words in the link's language (English for a language without them). */
export const verifyTexts = (lang: string): VerifyTexts => VERIFY_TEXTS[lang] ?? en;

/** An address shown without giving it away: its first letter and the domain, "j***@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
