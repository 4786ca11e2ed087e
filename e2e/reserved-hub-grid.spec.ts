import { expect, test, type Page } from '@playwright/test';
import { ARTIFACTS } from './support/env';
import { loginAgency } from './support/login';
import { RESERVED, RESERVED_PASSWORD } from './support/seed-reserved';

// The hub's summary cards form a regular grid (issue 39, point 5): at each width the cards
// of a row share its top and its height, every row has the same height, and the rows fill
// the width (no half-empty last row).

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function cardBoxes(page: Page): Promise<Box[]> {
  const summary = page.getByRole('region', { name: 'Il tuo riepilogo' });
  await expect(summary.getByRole('heading', { level: 3 }).first()).toBeVisible();
  const cards = await summary.locator(':scope > div').all();
  return Promise.all(cards.map(async (card) => (await card.boundingBox())!));
}

/** The cards grouped by their top edge, in order. */
function rowsOf(boxes: Box[]): Box[][] {
  const rows = new Map<number, Box[]>();
  for (const box of boxes) {
    const top = Math.round(box.y);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** `sameRows`: every row as tall as the others (one column stacks the cards at their own height). */
async function expectRegularGrid(
  page: Page,
  name: string,
  width: number,
  cardCount: number,
  sameRows = true,
) {
  await page.setViewportSize({ width, height: 900 });
  const boxes = await cardBoxes(page);
  expect(boxes).toHaveLength(cardCount);
  const rows = rowsOf(boxes);
  const left = Math.min(...boxes.map((b) => b.x));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  for (const row of rows) {
    // One height per row (and, but in one column, the same for every row).
    const height = sameRows ? rows[0]![0]!.height : row[0]!.height;
    for (const box of row) expect(Math.abs(box.height - height)).toBeLessThan(1.5);
    // Each row spans the grid's width: it starts at its left edge and ends at its right one.
    expect(Math.abs(Math.min(...row.map((b) => b.x)) - left)).toBeLessThan(1.5);
    expect(Math.abs(Math.max(...row.map((b) => b.x + b.width)) - right)).toBeLessThan(1.5);
  }
  await page.screenshot({
    path: `${ARTIFACTS}/reserved-hub-grid-${name}-${width}.png`,
    fullPage: true,
  });
  return rows;
}

test('the hub summary is a regular grid at 1366, 1024 and 390 pixels', async ({ page }) => {
  // Ranked, with a referrer: the contest card, the open leads by step and four others.
  // Its own account: the reserved-area journey changes the requester's password.
  await loginAgency(page, RESERVED.gridViewer.email, RESERVED_PASSWORD);
  const wide = await expectRegularGrid(page, 'six', 1366, 6);
  expect(wide.length).toBe(2);
  await expectRegularGrid(page, 'six', 1024, 6);
  const narrow = await expectRegularGrid(page, 'six', 390, 6, false);
  expect(narrow.length).toBe(6);
});

test('an agency without referrer has a regular hub grid too', async ({ page }) => {
  await loginAgency(page, RESERVED.champion.email, RESERVED_PASSWORD);
  const wide = await expectRegularGrid(page, 'five', 1366, 5);
  expect(wide.length).toBe(2);
  await expectRegularGrid(page, 'five', 1024, 5);
});
