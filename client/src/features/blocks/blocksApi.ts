import type { BlockList, BlockState } from '@common/blocks';
import { request } from '@/lib/api';

export const BLOCKS_KEY = ['blocks'] as const;

export const fetchBlocks = () => request<BlockList>('GET', '/api/blocks');

export const setBlocked = (userId: number, blocked: boolean) =>
  request<BlockState>(blocked ? 'POST' : 'DELETE', `/api/blocks/${userId}`, { body: blocked ? {} : null });
