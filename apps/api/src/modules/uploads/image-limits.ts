/**
 * Pixel limits of uploaded images (decision 036): a bigger image is refused from its header,
 * before decoding (image bombs), and libvips is told the same limit; a smaller one looks blurred.
 */
export const IMAGE_MAX_MEGAPIXELS = 40;
export const IMAGE_MAX_PIXELS = IMAGE_MAX_MEGAPIXELS * 1_000_000;
export const IMAGE_MAX_SIDE = 12_000;
export const IMAGE_MIN = { width: 320, height: 140 } as const;
