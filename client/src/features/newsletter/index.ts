/** The newsletter feature's public entry: what other features use of it. */
export { ArticleImage } from './ArticleImage';
export { ReviewBadge } from './ArticleList';
export { SubscribeForm } from './SubscribeForm';
export { ARTICLES_URL, MY_ARTICLES_URL } from './newsletterApi';
