/** The investor page's banner when the content brings none (also preloaded by the server). */
export const INVESTOR_FALLBACK_BANNER = '/media/banner-investor.webp';
