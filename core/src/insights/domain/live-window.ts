/** A stream counts as live while its latest viewer sample is this recent (syncs send one every few minutes). */
export const LIVE_WINDOW_MINUTES = 15;
