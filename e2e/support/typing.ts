import type { Locator } from '@playwright/test';

/** Clicks into a field and types into it key by key, as a person does (never `fill`), then presses `key`. */
export async function typeInto(box: Locator, text: string, key: 'Enter' | 'Tab') {
  await box.click();
  await box.pressSequentially(text);
  await box.press(key);
}
