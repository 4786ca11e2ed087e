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
export async function expectNoAxeViolations(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === 'running' &&
                a.effect?.getTiming().iterations !== Infinity &&
                !(a instanceof CSSAnimation && a.animationName === 'Toastify__trackProgress'),
            )
            .map((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              const name = a instanceof CSSAnimation ? a.animationName : a.constructor.name;
              return `${name} on ${target?.tagName.toLowerCase()}.${target?.className} at ${Math.round(Number(a.currentTime))} ms`;
            }),
        ),
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
