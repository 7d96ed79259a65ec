import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ValidationFailed } from '../../lib/errors.ts';

/**
 * zxcvbn's score 3: at least 10^8 guesses, out of reach of online guessing and costly offline
 * against our argon2id hashes. Below it are the leaked-password lists (`password`,
 * `12345678`), keyboard rows, repeats (eight spaces), dates, and the user's own name or e-mail.
 */
const MIN_SCORE = 3;

// The estimator's cost grows quickly with length and with letters that read as l33t: these
// caps keep one check within tens of milliseconds. A password whose first 64 characters are
// hard to guess is hard to guess.
const MAX_CHECKED_LENGTH = 64;
const MAX_L33T_SUBSTITUTIONS = 10;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * Built on first use: its dictionaries take a quarter of a second and some 40 MB to load,
 * which an instance that only serves pages never needs.
 */
function passwordEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory: Factory }, common, english] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new Factory({
      dictionary: { ...common.dictionary, ...english.dictionary },
      graphs: common.adjacencyGraphs,
      translations: {
        ...english.translations,
        warnings: {
          ...english.translations.warnings,
          userInputs: 'It contains your name or e-mail address.',
        },
      },
      maxLength: MAX_CHECKED_LENGTH,
      l33tMaxSubstitutions: MAX_L33T_SUBSTITUTIONS,
    });
  })();
  return estimator;
}

export interface PasswordOwner {
  firstName: string;
  lastName: string;
  email: string;
}

/** What the password must not be built from: the user's names, e-mail and the school's name. */
function ownWords(owner: PasswordOwner): string[] {
  const localPart = owner.email.split('@')[0] ?? '';
  return [
    owner.firstName,
    owner.lastName,
    `${owner.firstName} ${owner.lastName}`,
    owner.email,
    localPart,
    ...localPart.split(/[^\p{L}\p{N}]+/u),
    ...owner.firstName.split(/\s+/),
    ...owner.lastName.split(/\s+/),
    'iqra',
    'iqra academy',
  ].filter((word) => word.length >= 3);
}

function reason(feedback: FeedbackType): string {
  return (
    feedback.warning ?? feedback.suggestions[0] ?? 'Use a few words that do not belong together.'
  );
}

/**
 * Refuses a common, leaked or easily guessed password with a 422 on `field` that says why.
 * Length is the contract's job; this is the server's alone (the dictionaries stay out of the
 * web bundle).
 */
export async function assertStrongPassword(
  password: string,
  owner: PasswordOwner,
  field = 'password',
): Promise<void> {
  const result = (await passwordEstimator()).check(password, ownWords(owner));
  if (result.score >= MIN_SCORE) return;
  throw ValidationFailed.field(
    field,
    `The password is too easy to guess. ${reason(result.feedback)}`,
  );
}
