/** decap-server ships no types; what src/cms/localProxy.ts uses of it: the file-system proxy's routes, added to an express app. */
declare module 'decap-server/dist/middlewares' {
  import type { Express } from 'express';
  /** Adds the proxy's API (`POST /api/v1`), saving into the folder named by GIT_REPO_DIRECTORY when it is called. */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
