/** A refusal told to the sender as an `error` event; the room is left unchanged. */
export class RoomError extends Error {}
