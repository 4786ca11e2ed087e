import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe (WCAG 2.0/2.1 A and AA) on the page as the user sees it: first every finite CSS
 * animation is let finish (the promo banner fades in; checked mid-fade, its text has a
 * lower contrast than it will have), then every violation is listed with its elements.
 * A toast's countdown bar is not waited for: it changes no text or colour, only its own
 * width, and it stops while the pointer rests on the toast or the window loses focus, so
 * waiting for it can take as long as the pointer stays there.
 */
/** The finite animations running or about to start (a toast's countdown bar left out). */
const finiteAnimations = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (a) =>
          (a.playState === 'running' || a.pending) &&
          a.effect?.getTiming().iterations !== Infinity &&
          !(a instanceof CSSAnimation && a.animationName === 'Toastify__trackProgress'),
      )
      .map((a) => {
        const target = (a.effect as KeyframeEffect | null)?.target;
        const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
        return `${name} on ${target?.tagName.toLowerCase()}.${target?.className} at ${Math.round(Number(a.currentTime))} ms`;
      }),
  );

export async function expectNoAxeViolations(page: Page) {
  // Quiet twice, 250 ms apart: an element that mounts a moment later (the promo banner,
  // once the app has taken over a prerendered page) starts its fade after the first look.
  await expect
    .poll(
      async () => {
        const now = await finiteAnimations(page);
        if (now.length > 0) return now;
        await page.waitForTimeout(250);
        return finiteAnimations(page);
      },
      { message: 'finite animations still running before axe', timeout: 15_000 },
    )
    .toEqual([]);
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
