/** Placeholder until the screen is built. */
export default function SpinRoomPage() {
  return <div className="p-8 text-zinc-300">SpinRoomPage</div>;
}
