/**
 * The clock on every lead (issue 66, item 5): when it came (its `receivedAt`), when staff were told, when it was first
 * opened in the leads view and by whom, and its first answer. Recorded by record.ts where each happens, kept as
 * names.ts says, read by read.ts with every lead the ledger reads (store/ledger.ts). The push (src/server/push/) and
 * the nudges call `recordTold` and read `lead.clock` through src/leads/clock.ts.
 */
export { recordAnswer, recordOpened, recordTold } from './record';
export { clockOf, clockMoments, readClock, withNames } from './read';
