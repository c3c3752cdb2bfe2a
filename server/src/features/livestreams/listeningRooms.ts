/**
 * Where a live stream finds its host's listening room. Listening rooms are not stored yet, so no stream
 * has one; when rooms exist, this lookup answers the id of the room the host has open and Join Stream
 * opens it.
 */
export type ListeningRoomLookup = (hostUserIds: number[]) => Promise<Map<number, string>>;

/** The lookup used until listening rooms exist: no host has a room. */
export const noListeningRooms: ListeningRoomLookup = async () => new Map();
