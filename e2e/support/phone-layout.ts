import { expect, type Locator, type Page } from '@playwright/test';

/** The phone width the layout tests use. */
export const PHONE = { width: 390, height: 844 };

/** How wide the page is, sideways scrolling included. */
export const pageWidth = (page: Page) => page.locator('html').evaluate((html) => html.scrollWidth);

/** Every one of the locators lies inside the width (the phone's unless told): nothing needs sideways scrolling. */
export async function expectWithinWidth(locators: Locator[], width = PHONE.width) {
  for (const locator of locators) {
    const box = (await locator.boundingBox())!;
    expect(box, `${locator}`).not.toBeNull();
    expect({ left: box.x >= 0, right: box.x + box.width <= width }).toEqual({
      left: true,
      right: true,
    });
  }
}

/** The top of one locator lies below the bottom of another: a card's cells stack. */
export async function expectBelow(lower: Locator, upper: Locator) {
  const [low, up] = [(await lower.boundingBox())!, (await upper.boundingBox())!];
  expect(low.y, `${lower} below ${upper}`).toBeGreaterThanOrEqual(up.y + up.height);
}
