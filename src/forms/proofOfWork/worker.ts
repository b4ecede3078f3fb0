/**
 * The Web Worker that solves a proof-of-work challenge off the page's thread, so typing never waits for it:
 * ALTCHA's own worker loop with the browser's native PBKDF2 (its stock worker imports Node's).
 */
import { handler } from 'altcha-lib/workers/shared';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

handler({ deriveKey });
