import { createMemoryRoomStore } from './memoryStore';
import { describeRoomStoreContract } from './storeContract';

describeRoomStoreContract('memory room store', async () => ({ store: createMemoryRoomStore() }));
