import { expect, type Page } from '@playwright/test';

/**
 * A visitor's first gesture on a prerendered page that starts the app at it (decisions 091,
 * 099), and the app having the page: `<html data-start="ready">`, set when what was typed
 * before has been adopted and a press held before made again. A pointer that moved: one
 * that only rests does not count.
 */
export async function takeOver(page: Page): Promise<void> {
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 40);
  await expect(page.locator('html')).toHaveAttribute('data-start', 'ready');
}
