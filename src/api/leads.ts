/** GET and POST /api/leads: the leads view of the editor (src/server/leadsApi/). */
import { createLeadsHandler } from '../server/leadsApi/handler';

export default createLeadsHandler();
