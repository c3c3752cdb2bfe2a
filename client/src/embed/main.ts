import type { EmbedPageData } from '@common/embeds';
import './embed.css';
import { startPlayer } from './player';

/** The embed page's entry: the server wrote the markup and the data; this adds the player's behaviour. */
const root = document.querySelector<HTMLElement>('main.embed');
const block = document.getElementById('embed-data');
const data = block?.textContent ? (JSON.parse(block.textContent) as EmbedPageData) : null;
if (root && data?.kind === 'track') startPlayer(root, [data.track]);
if (root && data?.kind === 'playlist' && data.playlist.tracks.length > 0)
  startPlayer(root, data.playlist.tracks);
