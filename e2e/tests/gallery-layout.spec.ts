// The landing gallery at the widths riders use: the caption never runs over the picture and the
// controls never cover it or the caption.
import { expect, test } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 800, 1280, 1920]) {
  test(`gallery at ${width} px: caption, picture and controls each have their own room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const slide = page.getByTestId('gallery-slide');
    await expect(slide).toBeVisible();
    await page.getByTestId('gallery-toggle').click(); // hold the slide still
    const caption = (await page.locator('.shell-gallery__text h2').boundingBox())!;
    const text = (await page.locator('.shell-gallery__text p').boundingBox())!;
    const controls = (await page.locator('.shell-gallery__controls').boundingBox())!;
    const gallery = (await page.locator('.shell-gallery').boundingBox())!;
    // Everything inside the banner, and the controls clear of the caption.
    for (const box of [caption, text, controls]) {
      expect(box.y + box.height).toBeLessThanOrEqual(gallery.y + gallery.height + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(gallery.x + gallery.width + 0.5);
    }
    expect(overlaps(controls, caption) || overlaps(controls, text)).toBe(false);
    const picture = page.locator('.shell-gallery__image');
    if (width <= 800) {
      // No room beside the caption: the decorative picture is not shown at all.
      await expect(picture).toBeHidden();
    } else {
      // The picture is on the right 40% of the banner; caption and controls stay left of it.
      await expect(picture).toBeVisible();
      const pictureSide = {
        x: gallery.x + gallery.width * 0.6,
        y: gallery.y,
        width: gallery.width * 0.4,
        height: gallery.height,
      };
      for (const box of [caption, text, controls]) expect(overlaps(box, pictureSide)).toBe(false);
    }
  });
}
