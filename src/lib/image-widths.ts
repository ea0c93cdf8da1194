/**
 * The widths and the quality of every responsive image (next.config.ts `images`, the image loader and the
 * variants made at upload, src/lib/image-variants.ts), in one place so that a srcset never asks for a width
 * that was not made.
 *
 * Fewer widths than Next's 15: every responsive image lists each width in its srcset, twice per page
 * (the HTML and the RSC payload), and the home page's banners and cards made a sixth of its HTML of
 * them. Each width at most 1.5 times the one before, up to a 2x phone (828) and a wide screen (2560).
 */
export const IMAGE_DEVICE_SIZES = [640, 828, 1080, 1280, 1920, 2560]
export const IMAGE_SIZES = [64, 96, 128, 256, 384]
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_SIZES, ...IMAGE_DEVICE_SIZES]

/**
 * One quality for every image, chosen by measurement (`node scripts/measure-image-quality.mjs`, README
 * "Performance"): AVIF is encoded at round(q * 50 / 80) as Next's optimizer does, so 75 is AVIF 47; a
 * gallery thumbnail at 2x scored SSIM 0.9855, a card 0.9912, a 1600 px photo 0.9930 (worst photo 0.979).
 */
export const IMAGE_QUALITY = 75

/** Where a media file's variants are served: /img/<width>/<file name>, AVIF or WebP by the browser's Accept. */
export const IMAGE_VARIANT_PATH = '/img'
