/** The newsletter feature's public entry: what other features may use of it (see docs/ARCHITECTURE.md). */
export { articleId, listArticlesForReview } from './articles';
export { emailArticle } from './commands/emailArticle';
export { reviewArticle } from './commands/reviewArticle';
export { presentArticleWithStatus } from './presenter';
