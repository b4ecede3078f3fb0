/** GET /api/challenge: a proof-of-work challenge for the forms to solve while the visitor types (src/server/defences/challengeApi.ts). */
import { createChallengeHandler } from '../server/defences/challengeApi';

export default createChallengeHandler();
