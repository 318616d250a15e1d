import userEvent from '@testing-library/user-event';

/**
 * Puts text into a field as a paste does: one input event, where `userEvent.type` sends one per character and
 * re-renders the whole app each time (a tenth of a second a key in jsdom). For what a field does with each key
 * (a mask as it is typed, Enter) use `userEvent.type`; PhoneField.test.tsx types.
 */
export async function fill(field: HTMLElement, text: string): Promise<void> {
  await userEvent.click(field);
  await userEvent.paste(text);
}
