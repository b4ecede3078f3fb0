/**
 * A webpack entry of its own (`onCreateWebpackConfig` in gatsby-node.ts), which the page runs after
 * React's script and before Gatsby's app (src/build/scriptsAfterPaint.ts). Importing React DOM here has
 * webpack evaluate it in this script's task, so the app's start-up, which would otherwise evaluate it
 * as well, is that much shorter: on a phone the two together blocked the main thread for long enough
 * to count against the page.
 */
import 'react-dom/client';
