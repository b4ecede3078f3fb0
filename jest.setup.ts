import '@testing-library/jest-dom';
import { workAfterAnswers } from './src/server/state';

// The form and leads APIs start the daily housekeeping once they have answered (src/server/round/housekeeping.ts): each
// test ends only when that work has, so none runs on into the next test or into a store a test removes.
afterEach(() => workAfterAnswers());
