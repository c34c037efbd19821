/**
 * The spec's line when the simulation service is down and the screen shows the simplified estimate.
 * Here, not in the screen's .server module: the page renders it, and a .server module is empty in the browser.
 */
export const FALLBACK_MESSAGE = 'Failed to load projection data. Using simplified calculation.'
