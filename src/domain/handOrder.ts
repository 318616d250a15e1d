/** Hand ordering (DECISIONS.md section 3): the customer describes the order in their own words. Pure. */
import { lineChoiceName, lineName, type CartLine } from './cartLine';
import type { Locale } from './types';

/** The free text: long enough to say what and how many, short enough to read on a call. */
export const HAND_ORDER_TEXT = { min: 10, max: 2000 } as const;

export type FreeTextProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with the free text, or null. */
export function freeTextProblem(text: string): FreeTextProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (trimmed.length < HAND_ORDER_TEXT.min) return 'tooShort';
  if (trimmed.length > HAND_ORDER_TEXT.max) return 'tooLong';
  return null;
}

/** The cart as lines of free text (`Медовик × 2`, with the choice in brackets), for the legacy test checkout. */
export function cartAsText(lines: readonly CartLine[], locale: Locale): string {
  return lines
    .map((line) => {
      const choice = lineChoiceName(line, locale);
      return `${lineName(line, locale)}${choice ? ` (${choice})` : ''} × ${line.count}`;
    })
    .join('\n');
}
