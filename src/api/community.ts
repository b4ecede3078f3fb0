/** POST /api/community: the community partnership form in the dialog on /community (see src/server/forms/handler.ts). */
import { createFormHandler } from '../server/forms/handler';

export default createFormHandler('community');
