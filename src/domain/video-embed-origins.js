/**
 * The origins of the video players the site embeds (src/domain/video-embed.ts builds their URLs from
 * these). Plain JavaScript: the security headers of the production server (src/lib/security-headers.js,
 * loaded outside the bundles) allow exactly these in the pages' frame-src and Permissions-Policy.
 */
export const VIDEO_EMBED_ORIGINS = /** @type {const} */ ({
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
  rutube: 'https://rutube.ru',
})
