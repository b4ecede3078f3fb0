/** Behavioural constants of the specification (section 9), named once. */
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const BACK_TO_TOP_THRESHOLD_PX = 300;
/** Below this viewport width the phone link dials; from it up, a click copies the number. */
export const PHONE_DIAL_MAX_WIDTH_PX = 768;

export const HOME_CAROUSEL_DELAY_MS = 4000;
export const BEFORE_AFTER_DELAY_MS = 5000;
export const REVEAL_STAGGER_MS = 200;
export const HARDSCAPE_PROCESS_STAGGER_MS = 150;
export const TICKER_LOOP_SMALL_S = 14;
export const TICKER_LOOP_LARGE_S = 30;

/** How long a notice stays on screen before it hides itself; it can be closed earlier. */
export const NOTICE_VISIBLE_MS = 5000;

export const SHOWCASE_MAX_CARDS = 4;
export const TESTIMONIALS_PER_PAGE = 2;
