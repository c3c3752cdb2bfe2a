/** The sharing feature's public entry: what other features (and the app's page serving) may use of it. */
export { pageServer } from './pages';
export type { PagePreview, PreviewAnswer, PreviewProvider, PreviewRequest, SitemapEntry } from './preview';
export { shareImageOf } from './image/cards';
