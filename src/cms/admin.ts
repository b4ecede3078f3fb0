/**
 * What the site adds to Decap CMS in the editor's page (bundled by
 * src/cms/writeAdmin.ts, loaded after Decap's own bundle): data files written
 * the project's one way, optional groups staff add and remove, messages in
 * staff's words, photos the site cannot use turned away, previews drawn
 * with the site's components, where a published change is on its way, and
 * the way to the leads view (/admin/leads/).
 */
import { jsonFormat } from './jsonFormat';
import { registerMessages } from './messages';
import { registerOptionalGroups } from './optionalGroups';
import { type Decap, registerPreviews } from './previews';
import { showPublishStatus } from './publishStatusBox';
import { guardUploads } from './uploads';
import { showLeadsLink } from './leads/link';

const cms = (window as unknown as { CMS?: Decap }).CMS;
if (!cms) throw new Error("Content editor: Decap CMS did not load before the site's additions");
// Replaces Decap's own "json" format, which every collection here uses.
cms.registerCustomFormat('json', 'json', jsonFormat);
registerOptionalGroups(cms);
registerMessages(cms);
guardUploads();
const { previewStyle, publishStatus } = (document.currentScript as HTMLScriptElement | null)?.dataset ?? {};
registerPreviews(cms, previewStyle);
showLeadsLink();
// On the live site with a GitHub backend: where a published change is on its way (the editor runs on the site itself).
if (publishStatus) showPublishStatus(cms, { ...JSON.parse(publishStatus), site: window.location.origin });
