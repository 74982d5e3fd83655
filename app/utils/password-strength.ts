// How guessable a new password is, the same in the browser (the meter, loaded when the admin starts
// typing) and on the server (the refusal, which also serves a browser without JavaScript): zxcvbn-ts
// with its common-password list (about 50,000 of the passwords most found in leaks) and keyboard
// patterns, all offline. A password on the list, or one scored under GOOD_ENOUGH, is refused.
import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

import { SECURITY_TEXTS as TEXTS } from "./texts/admin/security";

/** zxcvbn's scores run 0 to 4; 3 ("safely unguessable: moderate protection from offline slow-hash attacks") is the least taken. */
const GOOD_ENOUGH = 3;

let zxcvbn: ZxcvbnFactory | undefined;
const checker = () => (zxcvbn ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

export interface Strength {
  /** 0 (very weak) to 4 (very strong). */
  score: number;
  label: string;
  /** Why the password is refused; null when it is taken. */
  problem: string | null;
}

const onCommonList = (result: ZxcvbnResult, password: string) =>
  result.sequence.some(
    (m) =>
      m.pattern === "dictionary" && m.dictionaryName === "passwords-common" && m.token.length >= password.length - 1,
  );

/** The password's strength and, when it is refused, the plain reason. `userInputs`: the email and its parts. */
export function passwordStrength(password: string, userInputs: string[] = []): Strength {
  const inputs = userInputs.flatMap((input) => [input, ...input.split(/[@.+_-]/)]).filter((s) => s.length >= 3);
  const result = checker().check(password, inputs);
  const usesEmail = result.sequence.some((m) => m.pattern === "dictionary" && m.dictionaryName === "userInputs");
  const problem = onCommonList(result, password)
    ? TEXTS.passwordCommon
    : result.score < GOOD_ENOUGH
      ? usesEmail
        ? TEXTS.passwordUsesEmail
        : TEXTS.passwordWeak
      : null;
  return { score: result.score, label: TEXTS.strength[result.score], problem };
}
